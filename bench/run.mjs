#!/usr/bin/env node
/**
 * `npm run bench`: starts the real server on a fresh embedded PostgreSQL and measures request throughput and
 * latency with autocannon (load generator in this process, server in its own). Prints figures and ratios;
 * nothing here asserts on timing.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-bench-'));
fs.chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitReady() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function post(url, body, headers = {}) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

try {
  await waitReady();
  await post('/api/v1/auth/sign-up/email', { email: 'bench@example.com', name: 'bench', password: 'Passw0rd!' });
  const signIn = await post('/api/v1/auth/sign-in/email', { email: 'bench@example.com', password: 'Passw0rd!' });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  console.log(`Scoreline bench: ${connections} connections, ${seconds} s per route, ${os.cpus().length} cores\n`);
  const results = [];
  results.push(await run('GET /healthz (constant route)', { requests: [{ method: 'GET', path: '/healthz' }] }));
  results.push(await run('GET /api/v1/session (visitor)', { requests: [{ method: 'GET', path: '/api/v1/session' }] }));
  results.push(
    await run('GET /api/v1/me (session lookup in PostgreSQL)', { requests: [{ method: 'GET', path: '/api/v1/me', headers: { cookie } }] }),
  );

  const baseline = results[0].rps;
  console.log(
    'route'.padEnd(48),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'vs constant'.padStart(12),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.log(
      r.title.padEnd(48),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      `${(r.rps / baseline).toFixed(2)}x`.padStart(12),
      String(r.errors).padStart(7),
    );
  }
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
