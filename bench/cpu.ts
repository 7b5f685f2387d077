/**
 * Where a load's CPU goes, per request: the server process, PostgreSQL (all its processes) and the bench
 * itself (the load generator), read from /proc before and after a run (Linux; elsewhere nothing). On two cores
 * the three share the machine, so a route's throughput is bounded by their sum. Processes that end during the
 * run (a PostgreSQL connection closed) take their CPU with them: a steady load keeps its connections.
 */
import fs from 'node:fs';

export type CpuShare = { server: number; postgres: number; bench: number; other: number };

const TICKS_PER_SECOND = 100;

/** Whose CPU a snapshot counts: the server's process and the bench database's postmaster (and its children). */
export interface CpuSubjects {
  serverPid?: number;
  postmasterPid?: number;
}

/** CPU seconds used so far by each kind of process (those alive now). */
export function cpuSnapshot({ serverPid, postmasterPid }: CpuSubjects): CpuShare | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const share: CpuShare = { server: 0, postgres: 0, bench: 0, other: 0 };
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
      const parent = Number(fields[1]);
      const kind =
        Number(pid) === process.pid
          ? 'bench'
          : Number(pid) === serverPid
            ? 'server'
            : postmasterPid !== undefined && (Number(pid) === postmasterPid || parent === postmasterPid)
              ? 'postgres'
              : 'other';
      share[kind] += seconds;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return share;
}

/** Microseconds of CPU per request of each kind between two snapshots. */
export function cpuPerRequest(before: CpuShare | null, after: CpuShare | null, requests: number): CpuShare | null {
  if (!before || !after || requests === 0) return null;
  const per = (kind: keyof CpuShare) => Math.round(((after[kind] - before[kind]) / requests) * 1e6);
  return { server: per('server'), postgres: per('postgres'), bench: per('bench'), other: per('other') };
}
