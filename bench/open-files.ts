/**
 * The open-file limit of a process (Linux: /proc/<pid>/limits). Every event stream is a socket, a file
 * descriptor on both ends: 10,000 streams need more than the usual soft limit of 1,024 in the bench process and in
 * the server. Node raises its own soft limit to the hard one when it starts; past the hard limit only a
 * privileged shell can go (`ulimit -n`), so the bench then starts itself again under it, and starts the server
 * through the same shell line (scripts/lib/server.mjs, `openFiles`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export interface OpenFileLimit {
  soft: number;
  hard: number;
}

export function openFileLimit(pid: number | 'self' = 'self'): OpenFileLimit | null {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const [soft, hard] = (line?.slice('Max open files'.length).trim().split(/\s+/) ?? []).map((value) =>
      value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value),
    );
    return soft !== undefined && hard !== undefined ? { soft, hard } : null;
  } catch {
    return null;
  }
}

const REEXEC_MARK = 'SCORELINE_BENCH_RAISED_OPEN_FILES';

/**
 * Makes sure this process may hold `needed` open files: when it may not (the hard limit is lower), runs this same
 * command again under `ulimit -n <needed>` and exits with its code (the raised run carries on in the new
 * process). Without the privilege to raise the hard limit the shell refuses, and the bench stops there.
 */
export function ensureOpenFiles(needed: number): OpenFileLimit | null {
  const limit = openFileLimit();
  if (!limit || limit.soft >= needed) return limit;
  if (process.env[REEXEC_MARK]) throw new Error(`the bench needs ${needed} open files and may open ${limit.soft}`);
  console.log(`open-file limit ${limit.soft} (hard ${limit.hard}) < ${needed}: running again under ulimit -n ${needed}`);
  const command = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const run = spawnSync('/bin/sh', ['-c', `ulimit -n ${needed} && exec "$@"`, 'sh', ...command], {
    stdio: 'inherit',
    env: { ...process.env, [REEXEC_MARK]: '1' },
  });
  if (run.status !== 0) console.error(`the bench needs ${needed} open files: raise the hard limit (ulimit -Hn) as root`);
  process.exit(run.status ?? 1);
}
