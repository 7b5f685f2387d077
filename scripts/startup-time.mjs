#!/usr/bin/env node
/**
 * `npm run bench:startup`: how long `npm start` (node scripts/start.mjs) takes from launch to a ready `/readyz` on
 * an existing data folder (the embedded PostgreSQL initialised, the builds current), as a self-hoster restarts it.
 * One untimed start prepares the folder, then RUNS (default 5) timed starts; prints each, the median, the machine
 * and its load. A measurement: it exits 0 whatever the figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './lib/server.mjs';

const runs = Number(process.env.RUNS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-startup-'));
fs.chmodSync(dataDir, 0o755);

async function startOnce() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let readyMs = NaN;
  for (let i = 0; i < 3000 && server.exitCode === null; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  server.kill('SIGINT');
  if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  if (Number.isNaN(readyMs)) throw new Error('the server did not become ready');
  return readyMs;
}

try {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`start-up to a ready /readyz, ${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}, load ${load}`);
  await startOnce();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    times.push(await startOnce());
    console.log(`  run ${i + 1}: ${Math.round(times.at(-1))} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms (min ${Math.round(sorted[0])} ms) over ${runs} runs`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
