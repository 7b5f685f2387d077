/**
 * Saves and the deadline rush through nginx (the documented site file, docs/nginx.conf.example, started as the
 * tests start it: packages/server/test/support/nginx.ts): first in front of the one instance the direct figures
 * were measured on, then in front of three on the same PostgreSQL (two more started with the same database and
 * AUTH_SECRET). Each rush on a fresh gameweek (rush-round.ts); each figure with the CPU per save of the instances,
 * PostgreSQL and nginx, and the machine's load.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { nginxBinary, startNginx } from '../packages/server/test/support/nginx.js';
import { freePort, startServer } from '../scripts/lib/server.mjs';
import type { BenchConfig } from './config.js';
import { type CpuShare, type CpuSubjects } from './cpu.js';
import type { BenchDatabase } from './database.js';
import type { Dataset } from './dataset.js';
import { createHttpBench } from './http.js';
import type { LoadResult } from './load.js';
import { formatMs, formatNumber } from './report.js';
import { type RushResult, deadlineRush } from './rush.js';
import { openRushRound } from './rush-round.js';
import type { Sessions } from './sessions.js';

/** Unmeasured saves before the measured ones. */
const WARM_UP_SECONDS = 3;

export interface SavesAndRush {
  /** direct, nginx-1, nginx-3 */
  key: string;
  label: string;
  save: LoadResult;
  saveCpu: CpuShare | null;
  rush: RushResult;
  /** The 1-minute load average as the saves and the rush began. */
  load: { save: number; rush: number };
}

interface Instance {
  base: string;
  pid: number | undefined;
}

/** Whether the system nginx can run here (the bench skips the proxied figures otherwise). */
export function nginxAvailable(): boolean {
  return !spawnSync(nginxBinary(), ['-v'], { stdio: 'ignore' }).error;
}

export async function proxiedFigures(options: {
  server: Instance;
  db: BenchDatabase;
  c: BenchConfig;
  d: Dataset;
  sessions: Sessions;
  log: (line: string) => void;
}): Promise<SavesAndRush[]> {
  const { server, db, c, d, sessions, log } = options;
  // Every instance has the first one's PUBLIC_URL: the address clients write from, whichever instance answers.
  const publicUrl = server.base;

  async function measure(key: string, label: string, instances: Instance[], round: number): Promise<SavesAndRush> {
    const nginx = await startNginx({
      port: await freePort(),
      upstreams: instances.map((instance) => `127.0.0.1:${new URL(instance.base).port}`),
      workers: 'auto',
    });
    try {
      const cpuOf: CpuSubjects = {
        serverPid: instances.flatMap((instance) => instance.pid ?? []),
        postmasterPid: db.postmasterPid(),
        proxyPid: nginx.pid,
      };
      const bench = createHttpBench(nginx.base, c, d, sessions, cpuOf, publicUrl);
      const saveLoad = os.loadavg()[0]!;
      // The new instances warm up as the direct one had under the reads before its saves.
      const save = await bench.saves(WARM_UP_SECONDS);
      const cpu = save.cpu;
      log(
        `${label}: saves ${Math.round(save.result.rps)}/s, p99 ${save.result.p99} ms, errors ${save.result.errors}` +
          (cpu ? `; CPU per save: instances ${cpu.server} µs, PostgreSQL ${cpu.postgres} µs, nginx ${cpu.proxy} µs` : '') +
          `; load ${saveLoad.toFixed(2)}`,
      );
      await openRushRound(db.handle.db, c, d, round);
      const rushLoad = os.loadavg()[0]!;
      const rush = await deadlineRush({
        base: nginx.base,
        db: db.handle.db,
        c,
        d,
        saveRequest: bench.saveRequest,
        pick: bench.pick,
        round,
      });
      log(
        `${label}: deadline rush kept ${rush.kept}, refused ${rush.refused} (in time ${rush.refusedInTime}), late but kept ` +
          `${rush.keptLate}, failed ${rush.failed}, p99 ${formatMs(rush.p99)}, check ${rush.held ? 'held' : 'FAILED'}; load ${rushLoad.toFixed(2)}`,
      );
      if (rush.failures.length) log(`${label}: rush failures: ${rush.failures.join(' | ')}`);
      return { key, label, save: save.result, saveCpu: cpu, rush, load: { save: saveLoad, rush: rushLoad } };
    } finally {
      await nginx.stop();
    }
  }

  const runs = [await measure('nginx-1', 'nginx, one instance', [server], 1)];
  const more = await Promise.all(
    [2, 3].map((n) =>
      startServer({ name: `bench-${n}`, webApp: false, databaseUrl: db.url, env: { AUTH_SECRET: c.authSecret, PUBLIC_URL: publicUrl } }),
    ),
  );
  try {
    log(`two more instances at ${more.map((instance) => instance.base).join(', ')}`);
    runs.push(await measure('nginx-3', 'nginx, three instances', [server, ...more], 2));
  } finally {
    await Promise.all(more.map((instance) => instance.stop()));
  }
  return runs;
}

/** The direct figures and the proxied ones side by side, with the machine's cores and load. */
export function printProxiedTable(direct: SavesAndRush, runs: SavesAndRush[], cores: number): void {
  const rows = [direct, ...runs].map((run) => {
    const cpu = run.saveCpu;
    return [
      run.label,
      formatNumber(run.save.rps),
      `${run.save.p99} ms`,
      String(run.save.errors),
      cpu ? `${cpu.server} / ${cpu.postgres} / ${cpu.proxy || '-'}` : '-',
      formatMs(run.rush.p99),
      formatNumber(run.rush.kept),
      formatNumber(run.rush.refused),
      String(run.rush.refusedInTime),
      String(run.rush.keptLate),
      String(run.rush.failed),
      `${run.load.save.toFixed(1)} / ${run.load.rush.toFixed(1)}`,
    ];
  });
  const header = [
    '',
    'saves/s',
    'p99',
    'errors',
    'CPU/save µs: server / PG / nginx',
    'rush p99',
    'kept',
    'refused',
    'in time refused',
    'late kept',
    'failed',
    'load (saves / rush)',
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\nSaves and the deadline rush (${formatNumber(direct.rush.players)} players), direct and through nginx; ${cores} cores:`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
