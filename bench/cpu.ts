/**
 * Where a load's CPU goes, per request: the server process, PostgreSQL (all its processes) and the bench
 * itself (the load generator), read from /proc before and after a run (Linux; elsewhere nothing). On two cores
 * the three share the machine, so a route's throughput is bounded by their sum.
 */
import fs from 'node:fs';

export type CpuShare = { server: number; postgres: number; bench: number; proxy: number; other: number };

const TICKS_PER_SECOND = 100;

/**
 * Whose CPU a snapshot counts: the server's processes (one, or each instance), the bench database's postmaster
 * (and its children) and nginx's master (and its workers) when one stands in front.
 */
export interface CpuSubjects {
  serverPid?: number | number[];
  postmasterPid?: number;
  proxyPid?: number;
}

/** CPU seconds used so far by each process alive now, with its kind. */
export type CpuSnapshot = Map<number, { kind: keyof CpuShare; seconds: number }>;

export function cpuSnapshot({ serverPid, postmasterPid, proxyPid }: CpuSubjects): CpuSnapshot | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const servers = new Set([serverPid ?? []].flat());
  const snapshot: CpuSnapshot = new Map();
  for (const name of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const pid = Number(name);
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
      const parent = Number(fields[1]);
      const kind =
        pid === process.pid
          ? 'bench'
          : servers.has(pid)
            ? 'server'
            : postmasterPid !== undefined && (pid === postmasterPid || parent === postmasterPid)
              ? 'postgres'
              : proxyPid !== undefined && (pid === proxyPid || parent === proxyPid)
                ? 'proxy'
                : 'other';
      snapshot.set(pid, { kind, seconds });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return snapshot;
}

/**
 * Microseconds of CPU per request of each kind between two snapshots: what each process alive at the end used
 * since the start (or since it began). A process that ended in between (an autovacuum worker) is not counted.
 */
export function cpuPerRequest(before: CpuSnapshot | null, after: CpuSnapshot | null, requests: number): CpuShare | null {
  if (!before || !after || requests === 0) return null;
  const used: CpuShare = { server: 0, postgres: 0, bench: 0, proxy: 0, other: 0 };
  for (const [pid, { kind, seconds }] of after) used[kind] += seconds - (before.get(pid)?.seconds ?? 0);
  const per = (kind: keyof CpuShare) => Math.round((used[kind] / requests) * 1e6);
  return { server: per('server'), postgres: per('postgres'), bench: per('bench'), proxy: per('proxy'), other: per('other') };
}
