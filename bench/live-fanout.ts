/**
 * The live fan-out (issue 30): 10,000 players' open event streams on one server instance, 1,000 groups holding
 * one fixture in play, and goals in it. The server is the real one (its own process, production mode, its
 * open-file limit raised) polling a football-data.org stand-in (the tests' fake, on this process) every second,
 * so a goal takes the product's whole path: the poll's answer, the write of every group's copy and its NOTIFY in
 * one transaction, the LISTEN connection, and a write to each stream. A goal is timed from the moment the fake's
 * answer carrying it leaves (the server learning of it) to each stream's `data:` line of kind "live" arriving
 * here (same clock). Also: the server's memory (VmRSS) with every stream open, what one heartbeat cycle (each
 * stream re-checks its session and membership every 30 s) costs, and the machine's load and speed beside them.
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { startServer } from '../scripts/lib/server.mjs';
import { TEAMS, TOKEN, startFakeFootballData } from '../packages/server/test/support/fake-football-data.js';
import { percentile } from './client.js';
import type { BenchConfig } from './config.js';
import { cpuSnapshot, type CpuSnapshot, type CpuSubjects } from './cpu.js';
import { type BenchDatabase, startBenchDatabase } from './database.js';
import { type EventStreams, openEventStreams } from './event-streams.js';
import { seedFanout } from './fanout-seed.js';
import { load } from './load.js';
import { openFileLimit } from './open-files.js';
import { LIVE_CHANNEL } from '../packages/server/src/modules/live/live-events.js';
import { type Figure, formatMs, formatNumber } from './report.js';
import { createSessions } from './sessions.js';

const FIXTURE = 990_001;
const COMPETITION = 2021;
const LIVE_POLL_SECONDS = 1;
/** Streams opening at once (each is a request, a session lookup and a membership check). */
const OPENING_AT_ONCE = 100;
/** Between goals: not a divisor of the 30 s heartbeat, so the goals meet different moments of its cycle. */
const GOAL_SPACING_MS = 7_000;
const GOAL_TIMEOUT_MS = 30_000;
const HEARTBEAT_MS = 30_000;
const TARGET_P99_MS = 2_000;
const TARGET_RSS_BYTES = 2 ** 30;
/** Open files besides the streams: database connections, the fake's sockets, modules, logs. */
const SPARE_FILES = 1_000;

export const fanoutOpenFiles = (c: BenchConfig) => c.fanoutGroups * c.fanoutMembers + SPARE_FILES;

export interface GoalTiming {
  score: string;
  /** From the provider's answer to its NOTIFY reaching a listener of the bench's own (the write committed). */
  notified: number;
  /** To the first stream's `data:` line. */
  first: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  /** Heartbeats that reached the bench from a second before the goal until its last stream had it. */
  heartbeatsMeanwhile: number;
  loadAverage: number;
  /** The server's VmRSS once every stream had it (bytes). */
  rss: number;
}

export interface FanoutResult {
  streams: number;
  groups: number;
  opened: number;
  openFailures: string[];
  openSeconds: number;
  closedEarly: number;
  serverOpenFiles: number | null;
  healthzRps: number;
  /** The server's VmRSS before the streams, once they are open, after the goals (all still open), and its peak. */
  rss: { beforeStreams: number; afterOpening: number; withStreams: number; peak: number };
  heartbeat: {
    cycleMs: number;
    heartbeats: number;
    serverCpuShare: number;
    postgresCpuShare: number;
    idleServerCpuShare: number;
    idlePostgresCpuShare: number;
  };
  goals: GoalTiming[];
  worst: { p99: number; max: number; received: number };
}

/** A process's resident memory now and at its peak (bytes), from /proc. */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The share of one core the server and PostgreSQL used between two snapshots. */
function cpuShares(before: CpuSnapshot | null, after: CpuSnapshot | null, ms: number) {
  const used = { server: 0, postgres: 0 };
  for (const [pid, { kind, seconds }] of after ?? []) {
    if (kind === 'server' || kind === 'postgres') used[kind] += seconds - (before?.get(pid)?.seconds ?? 0);
  }
  return { server: used.server / (ms / 1000), postgres: used.postgres / (ms / 1000) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => `${formatNumber(bytes / 2 ** 20)} MiB`;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

type Fake = Awaited<ReturnType<typeof startFakeFootballData>>;
type FakeFixture = Fake['matches'][number];

/** The bench's own LISTEN, as every instance listens: `next` is told when a "live" NOTIFY arrives (committed). */
async function listenForLive(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const listener: { next: ((at: number) => void) | null; close: () => Promise<void> } = { next: null, close: () => client.end() };
  client.on('notification', (message) => {
    if (message.payload?.includes('"kind":"live"')) listener.next?.(performance.now());
  });
  await client.query(`LISTEN ${LIVE_CHANNEL}`);
  return listener;
}

/**
 * One goal: the fake's score moves; timed from the fake's first answer that carries it (the server's next poll)
 * to each stream's "live" line, with its NOTIFY's arrival and the heartbeats that came meanwhile.
 */
async function timeGoal(
  fake: Fake,
  fixture: FakeFixture,
  score: { home: number; away: number },
  streams: EventStreams,
  notified: Awaited<ReturnType<typeof listenForLive>>,
): Promise<Omit<GoalTiming, 'rss'>> {
  const expected = streams.expectLive();
  let learnedAt = Number.NaN;
  let notifiedAt = Number.NaN;
  type Told = { id: number; score: { fullTime: { home: number; away: number } } };
  const stop = fake.onAnswer(({ path, body }) => {
    if (!Number.isNaN(learnedAt) || !path.startsWith('/v4/matches')) return;
    const answer = JSON.parse(body) as Told & { matches?: Told[] };
    const told = (answer.matches ?? [answer]).find((match) => match.id === fixture.id);
    if (told?.score?.fullTime?.home === score.home && told.score.fullTime.away === score.away) learnedAt = performance.now();
  });
  const committed = new Promise<void>((resolve) => {
    notified.next = (at) => {
      if (Number.isNaN(notifiedAt)) notifiedAt = at;
      resolve();
    };
  });
  fixture.fullTime = score;
  await Promise.race([expected.all, sleep(GOAL_TIMEOUT_MS)]);
  // The bench's own LISTEN may be read after the streams (one event loop): a moment more for it.
  await Promise.race([committed, sleep(1_000)]);
  stop();
  notified.next = null;
  const latencies = [...expected.receivedAt]
    .filter((at) => !Number.isNaN(at))
    .map((at) => at - learnedAt)
    .sort((a, b) => a - b);
  const last = learnedAt + (latencies.at(-1) ?? 0);
  return {
    score: `${score.home}-${score.away}`,
    notified: Math.round(notifiedAt - learnedAt),
    first: Math.round(latencies[0] ?? Number.NaN),
    received: expected.count(),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    max: Math.round(latencies.at(-1) ?? Number.NaN),
    heartbeatsMeanwhile: streams.heartbeats.filter((at) => at >= learnedAt - 1_000 && at <= last).length,
    loadAverage: os.loadavg()[0]!,
  };
}

/** CPU of the server and PostgreSQL over `ms` of whatever is going on. */
async function cpuOver(subjects: CpuSubjects, ms: number) {
  const before = cpuSnapshot(subjects);
  const started = performance.now();
  await sleep(ms);
  return { ...cpuShares(before, cpuSnapshot(subjects), performance.now() - started), ms: performance.now() - started, started };
}

/** The fan-out's dataset, the fake with its fixture in play, and the server polling it. */
async function setUp(c: BenchConfig, db: BenchDatabase, fake: Fake, log: (line: string) => void) {
  const kickOff = new Date(Date.now() - 10 * 60_000);
  const fixture: FakeFixture = {
    id: FIXTURE,
    competitionId: COMPETITION,
    utcDate: kickOff.toISOString(),
    status: 'IN_PLAY',
    home: TEAMS.arsenal,
    away: TEAMS.chelsea,
    fullTime: { home: 0, away: 0 },
    minute: 10,
  };
  fake.matches.push(fixture);
  const sessions = createSessions(c.authSecret, 'http://localhost');
  const seedStarted = performance.now();
  const shape = { groups: c.fanoutGroups, members: c.fanoutMembers };
  const dataset = await seedFanout(db.handle.pool, shape, sessions, {
    apiMatchId: FIXTURE,
    competitionId: COMPETITION,
    homeTeam: TEAMS.arsenal.name,
    awayTeam: TEAMS.chelsea.name,
    kickOff,
    minute: fixture.minute!,
  });
  log(
    `fan-out seed: ${formatNumber(shape.groups * shape.members)} players in ${formatNumber(shape.groups)} groups, signed in, ` +
      `one fixture in play: ${formatMs(performance.now() - seedStarted)}`,
  );
  const server = await startServer({
    name: 'fanout',
    webApp: false,
    databaseUrl: db.url,
    // As many as this process may open, and at least what the streams need (past the hard limit: root only).
    openFiles: Math.max(fanoutOpenFiles(c), openFileLimit()?.hard ?? 0),
    // BENCH_FANOUT_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (for DevTools).
    nodeArgs: process.env.BENCH_FANOUT_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_FANOUT_PROFILE}`] : [],
    env: {
      AUTH_SECRET: c.authSecret,
      FOOTBALL_DATA_TOKEN: TOKEN,
      FOOTBALL_DATA_URL: fake.baseUrl,
      FOOTBALL_COMPETITIONS: String(COMPETITION),
      FOOTBALL_DATA_REQUESTS_PER_MINUTE: '1000',
      LIVE_POLL_SECONDS: String(LIVE_POLL_SECONDS),
    },
  });
  const targets = dataset.userIds.map((_, i) => ({
    path: `/api/v1/groups/${dataset.groupIds[Math.floor(i / c.fanoutMembers)]}/events`,
    cookie: sessions.cookie(i),
  }));
  return { fixture, server, targets };
}

export async function fanoutFigures(c: BenchConfig, log: (line: string) => void): Promise<{ figures: Figure[]; result: FanoutResult }> {
  const streamsWanted = c.fanoutGroups * c.fanoutMembers;
  const db = await startBenchDatabase();
  const fake = await startFakeFootballData();
  try {
    const { fixture, server, targets } = await setUp(c, db, fake, log);
    let streams: EventStreams | undefined;
    try {
      const pid = server.pid!;
      const subjects = { serverPid: pid, postmasterPid: db.postmasterPid() };
      const serverOpenFiles = openFileLimit(pid)?.soft ?? null;
      if (serverOpenFiles !== null && serverOpenFiles < fanoutOpenFiles(c))
        throw new Error(`the server may open ${serverOpenFiles} files, fewer than ${fanoutOpenFiles(c)}`);
      const speed = await load(server.base, { seconds: 3, connections: 50, fixed: { path: '/healthz' } });
      log(`server (open files ${serverOpenFiles}): /healthz ${formatNumber(speed.rps)} req/s, load ${os.loadavg()[0]!.toFixed(2)}`);
      // Idle: the live poll every second and nothing else.
      const idle = await cpuOver(subjects, 5_000);
      const beforeStreams = memoryOf(pid).rss;

      const opening = performance.now();
      streams = await openEventStreams(new URL(server.base), targets, OPENING_AT_ONCE);
      const openSeconds = (performance.now() - opening) / 1000;
      const afterOpening = memoryOf(pid).rss;
      log(
        `opened ${formatNumber(streams.open)} of ${formatNumber(streamsWanted)} streams in ${openSeconds.toFixed(1)} s` +
          `${streams.failures.length ? ` (failures: ${streams.failures.join('; ')})` : ''}; server RSS ${mib(beforeStreams)} -> ${mib(afterOpening)}`,
      );

      // One whole heartbeat cycle with nothing else happening: every stream re-checks once.
      const cycle = await cpuOver(subjects, HEARTBEAT_MS);
      const heartbeats = streams.heartbeats.filter((at) => at >= cycle.started).length;
      log(
        `one heartbeat cycle (${(cycle.ms / 1000).toFixed(0)} s): ${formatNumber(heartbeats)} heartbeats; server ${percent(cycle.server)} of a core, ` +
          `PostgreSQL ${percent(cycle.postgres)} (idle before the streams: ${percent(idle.server)}, ${percent(idle.postgres)})`,
      );

      const notified = await listenForLive(db.url);
      const goals: GoalTiming[] = [];
      for (let n = 1; n <= c.fanoutGoals; n += 1) {
        const timing = { ...(await timeGoal(fake, fixture, { home: n, away: 0 }, streams, notified)), rss: memoryOf(pid).rss };
        goals.push(timing);
        log(
          `goal ${timing.score}: committed and notified after ${timing.notified} ms, first stream ${timing.first} ms; ` +
            `${formatNumber(timing.received)} streams had it; p50 ${timing.p50} ms, p99 ${timing.p99} ms, ` +
            `max ${timing.max} ms; ${formatNumber(timing.heartbeatsMeanwhile)} heartbeats meanwhile; server RSS ${mib(timing.rss)}; load ${timing.loadAverage.toFixed(2)}`,
        );
        await sleep(GOAL_SPACING_MS);
      }
      await notified.close();
      const memory = memoryOf(pid);
      const result: FanoutResult = {
        streams: streamsWanted,
        groups: c.fanoutGroups,
        opened: streams.open,
        openFailures: streams.failures,
        openSeconds,
        closedEarly: streams.closed,
        serverOpenFiles,
        healthzRps: Math.round(speed.rps),
        rss: { beforeStreams, afterOpening, withStreams: memory.rss, peak: memory.peak },
        heartbeat: {
          cycleMs: Math.round(cycle.ms),
          heartbeats,
          serverCpuShare: cycle.server,
          postgresCpuShare: cycle.postgres,
          idleServerCpuShare: idle.server,
          idlePostgresCpuShare: idle.postgres,
        },
        goals,
        worst: {
          p99: Math.max(...goals.map((goal) => goal.p99)),
          max: Math.max(...goals.map((goal) => goal.max)),
          received: Math.min(...goals.map((goal) => goal.received)),
        },
      };
      return { figures: fanoutFiguresOf(result), result };
    } finally {
      streams?.close();
      await server.stop();
    }
  } finally {
    await fake.close();
    await db.stop();
  }
}

function fanoutFiguresOf(r: FanoutResult): Figure[] {
  const streams = formatNumber(r.streams);
  const allReceived = r.worst.received === r.streams && r.opened === r.streams;
  const machine = `load ${Math.max(...r.goals.map((goal) => goal.loadAverage)).toFixed(2)}, /healthz ${formatNumber(r.healthzRps)} req/s`;
  return [
    {
      key: 'fanout-goal',
      figure: `Fan-out: a goal in a fixture of ${formatNumber(r.groups)} groups to ${streams} open streams (worst of ${r.goals.length} goals)`,
      value:
        `p99 ${formatMs(r.worst.p99)}, max ${formatMs(r.worst.max)} from the provider's answer; ` +
        `${formatNumber(r.worst.received)} of ${streams} received; ${machine}`,
      target: `p99 < ${formatMs(TARGET_P99_MS)}, all received`,
      met: r.worst.p99 < TARGET_P99_MS && allReceived,
      numbers: {
        p99: r.worst.p99,
        max: r.worst.max,
        received: r.worst.received,
        streams: r.streams,
        ...Object.fromEntries(
          r.goals.flatMap((goal, i) => [
            [`goal${i + 1}P50`, goal.p50],
            [`goal${i + 1}P99`, goal.p99],
          ]),
        ),
      },
    },
    {
      key: 'fanout-memory',
      figure: `Server memory (VmRSS) with ${streams} streams open`,
      value: `${mib(r.rss.withStreams)} after the goals, ${mib(r.rss.afterOpening)} once open (${mib(r.rss.beforeStreams)} before; peak ${mib(r.rss.peak)})`,
      target: '< 1 GiB',
      met: r.rss.peak < TARGET_RSS_BYTES,
      numbers: { rss: r.rss.withStreams, afterOpening: r.rss.afterOpening, beforeStreams: r.rss.beforeStreams, peak: r.rss.peak },
    },
    {
      key: 'fanout-heartbeat',
      figure: `One heartbeat cycle of ${streams} streams (30 s: session and membership re-checked per stream)`,
      value:
        `server ${percent(r.heartbeat.serverCpuShare)} of a core, PostgreSQL ${percent(r.heartbeat.postgresCpuShare)} ` +
        `(idle ${percent(r.heartbeat.idleServerCpuShare)}, ${percent(r.heartbeat.idlePostgresCpuShare)}); ${formatNumber(r.heartbeat.heartbeats)} heartbeats`,
      target: '-',
      met: null,
      numbers: { ...r.heartbeat },
    },
    {
      key: 'fanout-open',
      figure: `Opening ${streams} streams (${OPENING_AT_ONCE} at a time)`,
      value: `${r.openSeconds.toFixed(1)} s, ${formatNumber(r.opened / r.openSeconds)}/s; ${r.opened} opened, ${r.closedEarly} closed early`,
      target: '-',
      met: null,
      numbers: { seconds: r.openSeconds, opened: r.opened, closedEarly: r.closedEarly },
    },
  ];
}
