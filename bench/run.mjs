#!/usr/bin/env node
/**
 * `npm run bench`: starts the real server on a fresh embedded PostgreSQL and measures request throughput and
 * latency with autocannon (load generator in this process, server in its own). Prints figures and ratios;
 * nothing here asserts on timing.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { apiClient, startServer } from '../scripts/lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

// The API only: the web app's files are not what this measures.
const server = await startServer({ name: 'bench', webApp: false });
const base = server.base;

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
  const user = apiClient(base);
  await user.signUp({ email: 'bench@example.com', name: 'bench', password: 'Passw0rd!' });
  const { cookie } = user;

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
  await server.stop();
}
