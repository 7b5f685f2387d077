/**
 * `npm run bench`: every server figure with a target in one run, printed next to its target and written to
 * bench/results/latest.json. Seeds a throwaway PostgreSQL with COPY (1,000 groups x 30 members x 38 gameweeks x
 * 10 matches = 11.4M predictions by default), builds the tables with the production full recompute, starts the
 * real server (production mode) on it and measures the HTTP routes with real signed-in sessions, saves and the
 * deadline rush; then, with the server stopped, times marking through the production service; last, the live
 * fan-out (live-fanout.ts) on a database and server of its own.
 *
 *   npm run bench                  everything
 *   npm run bench:http             seed + HTTP figures only; npm run bench:scoring: seed + marking only
 *   npm run bench:fanout           the live fan-out alone (10,000 event streams, goals; its own small database)
 *   BENCH_GROUPS=20 npm run bench  a smaller dataset (see bench/config.ts for every setting)
 *
 * A measurement: it exits 0 whatever the figures (non-zero only when it could not run).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { apiClient, startServer } from '../scripts/lib/server.mjs';
import { MULTI_GROUPS, config, mainPredictions } from './config.js';
import { startBenchDatabase } from './database.js';
import { createDataset } from './dataset.js';
import { CONSTANT_ROUTE_KEY, type HttpResults, createHttpBench, formatShare } from './http.js';
import { type Figure, formatMs, formatNumber, machine, printTable, writeJson } from './report.js';
import { type RushResult, deadlineRush } from './rush.js';
import { type HouseRulesResult, type MarkingResult, fullRecompute, houseRulesFigures, machineSpeed, markingFigures } from './scoring.js';
import { type AutopilotResult, autopilotFigures } from './autopilot.js';
import { seed } from './seed.js';
import { createSessions } from './sessions.js';
import { type FanoutResult, fanoutFigures, fanoutOpenFiles } from './live-fanout.js';
import { ensureOpenFiles } from './open-files.js';
import { type SavesAndRush, nginxAvailable, printProxiedTable, proxiedFigures } from './proxied.js';

const part = process.argv[2] ?? 'all';
if (!['all', 'http', 'scoring', 'fanout'].includes(part)) throw new Error(`unknown part "${part}": all, http, scoring or fanout`);
const withHttp = part === 'all' || part === 'http';
const withMarking = part === 'all' || part === 'scoring';
const withFanout = part === 'all' || part === 'fanout';
// 10,000 event streams are 10,000 sockets in this process: run again under a raised open-file limit if needed.
if (withFanout) ensureOpenFiles(fanoutOpenFiles(config));

const started = performance.now();
const startedAt = new Date();
const loadBefore = os.loadavg();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);
async function step<T>(title: string, work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const at = performance.now();
  const result = await work();
  const ms = performance.now() - at;
  log(`${title}: ${formatMs(ms)}`);
  return { ms, result };
}

const c = config;
const d = createDataset(c);
const predictions = mainPredictions(c);
const shortPredictions = (c.shortGroups + c.multiSets * MULTI_GROUPS) * c.members * 2 * c.matches;
const info = machine();
if (part === 'fanout') await runFanoutAlone();
console.log(
  `Scoreline bench (${part}): ${formatNumber(c.groups)} groups x ${c.members} members x ${c.weeks} gameweeks x ${c.matches} matches = ` +
    `${formatNumber(predictions)} predictions (+ ${c.shortGroups} one-week groups, + ${c.multiSets} sets of ${MULTI_GROUPS} groups sharing their ` +
    `players and open fixtures); ${info.cores} cores, load ${loadBefore.map((l) => l.toFixed(2)).join(' ')}\n`,
);

const db = await startBenchDatabase();
const sessions = createSessions(c.authSecret, 'http://localhost');
const checks: Record<string, boolean | string> = {};
let http: HttpResults | undefined;
let rush: RushResult | undefined;
let marking: MarkingResult | undefined;
let markingSpeed: Awaited<ReturnType<typeof machineSpeed>> | undefined;
let houseRules: HouseRulesResult | undefined;
let autopilot: AutopilotResult | undefined;
let fanout: { figures: Figure[]; result: FanoutResult } | undefined;
/** The one instance's saves and rush without a proxy, and the same through nginx in front of one and of three. */
let direct: SavesAndRush | undefined;
let proxied: SavesAndRush[] | undefined;
try {
  const seeded = await step(
    `seed: COPY of ${formatNumber(predictions + shortPredictions)} predictions and their users, groups, gameweeks`,
    () => seed(db.handle.pool, c, d, sessions),
  );
  // As autovacuum leaves a live database: statistics, visibility map and hint bits set.
  const analyzeMs = (await step('VACUUM ANALYZE', () => db.handle.db.execute(sql`VACUUM ANALYZE`))).ms;
  // Every group at once (the whole-table path); the predictions are already marked unless BENCH_UNMARKED is set.
  // First the derived tables are built from nothing (the seed loads none), then recomputed as a live database
  // would be, every table present: the figure with the target.
  const everyGroup = Array.from({ length: d.totalGroups }, (_, g) => d.groupId(g));
  const all = formatNumber(predictions + shortPredictions);
  log(
    `first build of the derived tables from ${all} predictions (production recomputeGroups, every group${c.marked ? '' : ', unmarked'})...`,
  );
  const firstBuildMs = await fullRecompute(db.handle.db, everyGroup);
  log(`first build: ${formatMs(firstBuildMs)}`);
  // As autovacuum would have by the time anyone reads: the build wrote the derived tables (and, unmarked, every prediction).
  await step('VACUUM ANALYZE', () => db.handle.db.execute(sql`VACUUM ANALYZE`));
  const recomputeMs = await fullRecompute(db.handle.db, everyGroup);
  log(`full recompute of ${all} predictions, every table present: ${formatMs(recomputeMs)}`);
  const vacuumMs = (await step('VACUUM ANALYZE', () => db.handle.db.execute(sql`VACUUM ANALYZE`))).ms;
  const storage = await predictionsStorage(db.handle.db);
  log(
    `predictions on disk: ${formatNumber(storage.rows)} rows, table ${formatNumber(storage.tableBytes / 2 ** 20)} MiB + indexes ` +
      `${formatNumber(storage.indexBytes / 2 ** 20)} MiB = ${formatNumber((storage.tableBytes + storage.indexBytes) / storage.rows)} bytes a prediction; ` +
      `the whole database ${formatNumber(storage.databaseBytes / 2 ** 20)} MiB`,
  );

  if (withHttp) {
    const server = await startServer({ name: 'bench', webApp: false, databaseUrl: db.url, env: { AUTH_SECRET: c.authSecret } });
    try {
      log(`server (production mode) at ${server.base}`);
      const bench = createHttpBench(server.base, c, d, sessions, { serverPid: server.pid, postmasterPid: db.postmasterPid() });
      Object.assign(
        checks,
        await checkSessions(server.base, bench.cookieOf(0, 0), sessions.forgedCookie(d.userIndex(0, 0)), d.userId(0, 0)),
      );
      log(`sessions: ${checks.summary}`);
      const reads = await bench.reads((line) => log(line));
      const history = await bench.history();
      log(
        `leaderboard, ${history.longWeeks} finished gameweeks: p50 ${history.long.p50} p99 ${history.long.p99}; 1: p50 ${history.short.p50} p99 ${history.short.p99}`,
      );
      const saveLoad = os.loadavg()[0]!;
      const save = await bench.saves();
      const saveCpu = save.cpu ? `; CPU per save: server ${save.cpu.server} µs, PostgreSQL ${save.cpu.postgres} µs` : '';
      log(`saves: ${Math.round(save.result.rps)}/s, p99 ${save.result.p99} ms, errors ${save.result.errors}${saveCpu}`);
      const multiSave = await bench.multiSaves();
      if (multiSave) {
        const { one, all, cpu } = multiSave;
        log(
          `saves of players in ${MULTI_GROUPS} groups: in one group ${Math.round(one.rps)}/s (p99 ${one.p99} ms, errors ${one.errors}); ` +
            `copied into all ${MULTI_GROUPS} ${Math.round(all.rps)}/s (p99 ${all.p99} ms, errors ${all.errors}) = ` +
            `${formatShare(all.rps / save.result.rps)} of the one-group save; load ${multiSave.loadAverage.toFixed(2)}` +
            (cpu ? `; CPU per save: server ${cpu.server} µs, PostgreSQL ${cpu.postgres} µs` : ''),
        );
      }
      http = { reads, history, save, multiSave };
      log(`deadline rush: ${c.rushGroups * c.members} players, deadline in ${c.rushSeconds + 3} s...`);
      const rushLoad = os.loadavg()[0]!;
      rush = await deadlineRush({ base: server.base, db: db.handle.db, c, d, saveRequest: bench.saveRequest, pick: bench.pick });
      log(
        `deadline rush: kept ${rush.kept}, refused ${rush.refused} (in time ${rush.refusedInTime}, the earliest sent ` +
          `${rush.refusedInTimeEarliestMs} ms before the deadline; in the last ${rush.graceMs} ms ` +
          `${rush.atTheWire.refused} of ${rush.atTheWire.kept + rush.atTheWire.refused}), late but kept ${rush.keptLate}, ` +
          `p99 ${formatMs(rush.p99)}, check ${rush.held ? 'held' : 'FAILED'}`,
      );
      if (rush.failures.length) log(`rush failures: ${rush.failures.join(' | ')}`);
      direct = {
        key: 'direct',
        label: 'one instance, direct',
        save: save.result,
        saveCpu: save.cpu,
        rush,
        load: { save: saveLoad, rush: rushLoad },
      };
      if (nginxAvailable()) proxied = await proxiedFigures({ server, db, c, d, sessions, log });
      else log('nginx not found (NGINX_PATH, /usr/sbin/nginx or the PATH): the figures through nginx are skipped');
    } finally {
      await server.stop();
    }
  }
  if (withMarking) {
    marking = await markingFigures(db.handle.db, c, d, log);
    markingSpeed = await machineSpeed(db.handle.db);
    // In the same run: goal-difference scoring with jokers, each figure beside its classic one.
    houseRules = await houseRulesFigures(db.handle.db, c, d, everyGroup, log);
  }
  if (withMarking) autopilot = await autopilotFigures(db.handle.db, c, d, log);
  // On a database of its own (the main one idle meanwhile): 10,000 streams of 1,000 other groups.
  if (withFanout) fanout = await fanoutFigures(c, log);

  const figures = [
    ...buildFigures({ seedMs: seeded.ms, seedRows: seeded.result.rows, recomputeMs, firstBuildMs }),
    ...(fanout?.figures ?? []),
  ];
  console.log(`\nScoreline bench: ${formatNumber(predictions)} predictions, ${c.connections} connections, ${c.seconds} s per route\n`);
  printTable(figures);
  const shares = http ? sharesOfConstantRoute(http) : undefined;
  if (http && shares) {
    console.log(
      `\nEach read's throughput as a share of the constant route (${formatNumber(constantRps(http) ?? NaN)} req/s in this run), ` +
        `comparable across machines: ${Object.entries(shares)
          .map(([key, share]) => `${key} ${formatShare(share)}`)
          .join(', ')}`,
    );
  }
  if (direct && proxied) printProxiedTable(direct, proxied, info.cores);
  if (marking?.profile) for (const row of marking.profile) console.log(`  ${formatMs(row.ms).padStart(8)}  ${row.statement}`);
  const file = writeJson({
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationSeconds: Math.round((performance.now() - started) / 1000),
    part,
    machine: { ...info, loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg() },
    dataset: {
      groups: c.groups,
      members: c.members,
      gameweeks: c.weeks,
      finishedGameweeks: c.weeks - 1,
      matchesPerGameweek: c.matches,
      predictions,
      shortHistoryGroups: c.shortGroups,
      shortHistoryPredictions: shortPredictions,
      rushGroups: c.rushGroups,
      multiGroupSets: c.multiSets,
      groupsPerMultiSet: MULTI_GROUPS,
      rows: seeded.result.rows,
    },
    settings: { seconds: c.seconds, connections: c.connections, rushSeconds: c.rushSeconds, rushLateSeconds: c.rushLateSeconds },
    figures,
    /** Each read's (and the save's) req/s over the constant route's, measured in this run. */
    sharesOfConstantRoute: shares ?? null,
    checks,
    details: {
      seed: seeded.result,
      analyzeMs,
      firstBuildMs,
      recomputeMs,
      vacuumMs,
      storage,
      http,
      rush,
      marking,
      markingSpeed,
      houseRules,
      autopilot,
      fanout: fanout?.result,
      proxied,
    },
  });
  console.log(`\nwritten to ${file}; the whole run took ${elapsed().trim()}`);
} finally {
  await db.stop();
}

/** `npm run bench:fanout`: the live fan-out alone, on its own small database (no main dataset). */
async function runFanoutAlone(): Promise<never> {
  console.log(
    `Scoreline bench (fanout): ${formatNumber(c.fanoutGroups)} groups x ${c.fanoutMembers} players = ` +
      `${formatNumber(c.fanoutGroups * c.fanoutMembers)} event streams, ${c.fanoutGoals} goals; ${info.cores} cores, ` +
      `load ${loadBefore.map((l) => l.toFixed(2)).join(' ')}\n`,
  );
  const { figures, result } = await fanoutFigures(c, log);
  console.log('');
  printTable(figures);
  const file = writeJson({
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationSeconds: Math.round((performance.now() - started) / 1000),
    part,
    machine: { ...info, loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg() },
    dataset: { fanoutGroups: c.fanoutGroups, fanoutMembers: c.fanoutMembers, fanoutGoals: c.fanoutGoals },
    figures,
    details: { fanout: result },
  });
  console.log(`\nwritten to ${file}; the whole run took ${elapsed().trim()}`);
  process.exit(0);
}

/** What the predictions take on disk (for docs/SCALING.md's storage estimate), as VACUUM ANALYZE left them. */
async function predictionsStorage(database: typeof db.handle.db) {
  const result = await database.execute<{ rows: string; table_bytes: string; index_bytes: string; database_bytes: string }>(sql`
    SELECT (SELECT reltuples::bigint FROM pg_class WHERE oid = 'predictions'::regclass) AS rows,
           pg_table_size('predictions') AS table_bytes, pg_indexes_size('predictions') AS index_bytes,
           pg_database_size(current_database()) AS database_bytes`);
  const row = result.rows[0]!;
  return {
    rows: Number(row.rows),
    tableBytes: Number(row.table_bytes),
    indexBytes: Number(row.index_bytes),
    databaseBytes: Number(row.database_bytes),
  };
}

/** The constant route's req/s in this run. */
function constantRps(http: HttpResults): number | undefined {
  return http.reads.find((read) => read.key === CONSTANT_ROUTE_KEY)?.result.rps;
}

/** Each read route's share of the constant route (the constant route itself left out), and the save's. */
function sharesOfConstantRoute(http: HttpResults): Record<string, number> {
  const round = (share: number) => Math.round(share * 10_000) / 10_000;
  const shares: Record<string, number> = {};
  for (const read of http.reads) if (read.key !== CONSTANT_ROUTE_KEY) shares[read.key] = round(read.share);
  shares.save = round(http.save.result.rps / (constantRps(http) ?? NaN));
  if (http.multiSave) shares['save-in-groups'] = round(http.multiSave.all.rps / (constantRps(http) ?? NaN));
  return shares;
}

/**
 * Signs a user in through the real API and checks its cookie and a bench-signed one are treated alike (and one
 * signed with another secret is refused).
 */
async function checkSessions(base: string, seededCookie: string, forgedCookie: string, seededUserId: string) {
  const user = apiClient(base);
  await user.signUp({ email: 'signed-up@bench.test', name: 'signedup', password: 'Passw0rd!' });
  const me = async (cookie: string) => {
    const response = await fetch(`${base}/api/v1/me`, { headers: { cookie } });
    return { status: response.status, body: (await response.json()) as { id?: string } };
  };
  const real = await me(user.cookie);
  const seeded = await me(seededCookie);
  const forged = await me(forgedCookie);
  const sameShape = JSON.stringify(Object.keys(real.body).sort()) === JSON.stringify(Object.keys(seeded.body).sort());
  const ok = real.status === 200 && seeded.status === 200 && seeded.body.id === seededUserId && sameShape && forged.status === 401;
  return {
    sessionsOk: ok,
    summary: `API sign-in cookie ${real.status}, bench-signed cookie ${seeded.status}${seeded.body.id === seededUserId ? ' (its user)' : ' (WRONG USER)'}, same answer shape ${sameShape}, signed with another secret ${forged.status}`,
  };
}

function buildFigures(input: { seedMs: number; seedRows: Record<string, number>; recomputeMs: number; firstBuildMs: number }): Figure[] {
  const figures: Figure[] = [];
  const rows = Object.values(input.seedRows).reduce((sum, n) => sum + n, 0);
  figures.push({
    key: 'seed',
    figure: `Seed: COPY of ${formatNumber(rows)} rows`,
    value: formatMs(input.seedMs),
    target: 'seconds',
    met: null,
    numbers: { ms: Math.round(input.seedMs), rows },
  });
  if (http) {
    for (const read of http.reads) {
      const { minRps, maxP99 } = read.target;
      const r = read.result;
      const judged = minRps !== undefined || maxP99 !== undefined;
      const met = judged ? (minRps === undefined || r.rps >= minRps) && (maxP99 === undefined || r.p99 < maxP99) && r.errors === 0 : null;
      figures.push({
        key: read.key,
        figure: read.route,
        value:
          `${formatNumber(r.rps)} req/s${read.key === CONSTANT_ROUTE_KEY ? '' : ` = ${formatShare(read.share)} of the constant route`}, p99 ${r.p99} ms` +
          `${r.errors ? `, ${r.errors} errors` : ''} (cold: ${formatNumber(read.cold.rps)}, p99 ${read.cold.p99} ms)`,
        target:
          [minRps !== undefined && `>= ${formatNumber(minRps)} req/s`, maxP99 !== undefined && `p99 < ${maxP99} ms`]
            .filter(Boolean)
            .join(', ') || '-',
        met,
        numbers: {
          rps: Math.round(r.rps),
          shareOfConstantRoute: Math.round(read.share * 10_000) / 10_000,
          p50: r.p50,
          p99: r.p99,
          errors: r.errors,
          coldRps: Math.round(read.cold.rps),
          coldP99: read.cold.p99,
        },
      });
    }
    const { long, short, longWeeks } = http.history;
    const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 0.1)) * 100) / 100;
    figures.push({
      key: 'leaderboard-history',
      figure: `Leaderboard, ${longWeeks} finished gameweeks vs 1 (p50/p99)`,
      value: `${long.p50}/${long.p99} ms vs ${short.p50}/${short.p99} ms: ${ratio(long.p50, short.p50)}x, ${ratio(long.p99, short.p99)}x`,
      target: '~1.0x (<= 1.2x)',
      met: ratio(long.p50, short.p50) <= 1.2 && ratio(long.p99, short.p99) <= 1.2 && long.errors + short.errors === 0,
      numbers: {
        longP50: long.p50,
        longP99: long.p99,
        shortP50: short.p50,
        shortP99: short.p99,
        longRequests: long.requests,
        shortRequests: short.requests,
        errors: long.errors + short.errors,
      },
    });
    const s = http.save.result;
    const saveShare = s.rps / (constantRps(http) ?? NaN);
    figures.push({
      key: 'save',
      figure: `Save a gameweek of ${c.matches} (${http.save.route.split(' ')[0]})`,
      value: `${formatNumber(s.rps)} saves/s = ${formatShare(saveShare)} of the constant route, p99 ${s.p99} ms, ${s.errors} errors`,
      target: '>= 1,500 saves/s, no error',
      met: s.rps >= 1500 && s.errors === 0,
      numbers: {
        rps: Math.round(s.rps),
        shareOfConstantRoute: Math.round(saveShare * 10_000) / 10_000,
        p50: s.p50,
        p99: s.p99,
        errors: s.errors,
      },
    });
  }
  const multi = http?.multiSave;
  if (http && multi) {
    const { one, all } = multi;
    const oneGroup = http.save.result;
    const ratio = all.rps / oneGroup.rps;
    figures.push({
      key: 'save-in-groups',
      figure: `Save a gameweek of ${c.matches} in ${MULTI_GROUPS} groups at once (alsoInMyOtherGroups), vs the one-group save`,
      value:
        `${formatNumber(all.rps)} saves/s = ${formatShare(ratio)} of the one-group save's ${formatNumber(oneGroup.rps)} ` +
        `(${formatShare(all.rps / (constantRps(http) ?? NaN))} of the constant route), p99 ${all.p99} ms, ${all.errors} errors; ` +
        `the same players in one group ${formatNumber(one.rps)}/s; load ${multi.loadAverage.toFixed(2)}`,
      target: '>= 50% of the one-group save, no error',
      met: ratio >= 0.5 && all.errors === 0,
      numbers: {
        rps: Math.round(all.rps),
        oneGroupSaveRps: Math.round(oneGroup.rps),
        ratio: Math.round(ratio * 1000) / 1000,
        shareOfConstantRoute: Math.round((all.rps / (constantRps(http) ?? NaN)) * 10_000) / 10_000,
        p50: all.p50,
        p99: all.p99,
        errors: all.errors,
        samePlayersOneGroupRps: Math.round(one.rps),
        samePlayersOneGroupErrors: one.errors,
        loadAverage: multi.loadAverage,
      },
    });
  }
  if (rush) {
    figures.push({
      key: 'rush',
      figure: `Deadline rush: ${formatNumber(rush.players)} players of ${rush.groups} groups in ${rush.windowSeconds} s`,
      value:
        `p99 ${formatMs(rush.p99)}; kept ${rush.kept}, refused ${rush.refused} (${rush.refusedInTime} in time)` +
        `${rush.keptLate ? `, ${rush.keptLate} late kept` : ''}${rush.failed ? `, ${rush.failed} failed` : ''}` +
        `; database ${rush.databaseMismatches ? `disagrees ${rush.databaseMismatches}x` : 'agrees'}`,
      target: 'in time kept, late refused, database agrees',
      met: rush.held,
      numbers: {
        p50: rush.p50,
        p99: rush.p99,
        kept: rush.kept,
        refused: rush.refused,
        failed: rush.failed,
        refusedInTime: rush.refusedInTime,
        refusedInTimeEarliestMs: rush.refusedInTimeEarliestMs,
        keptLate: rush.keptLate,
        atTheWireKept: rush.atTheWire.kept,
        atTheWireRefused: rush.atTheWire.refused,
        databaseMismatches: rush.databaseMismatches,
        lastSecond: rush.lastSecond,
        held: rush.held,
      },
    });
  }
  for (const run of proxied ?? []) {
    const directRps = http?.save.result.rps ?? NaN;
    figures.push({
      key: `save-${run.key}`,
      figure: `Save a gameweek of ${c.matches} through ${run.label}`,
      value:
        `${formatNumber(run.save.rps)} saves/s (direct ${formatNumber(directRps)}), p99 ${run.save.p99} ms` +
        `${run.save.errors ? `, ${run.save.errors} errors` : ''}; load ${run.load.save.toFixed(2)}`,
      target: '-',
      met: null,
      numbers: { rps: Math.round(run.save.rps), directRps: Math.round(directRps), p99: run.save.p99, errors: run.save.errors },
    });
    figures.push({
      key: `rush-${run.key}`,
      figure: `Deadline rush through ${run.label}`,
      value:
        `p99 ${formatMs(run.rush.p99)} (direct ${rush ? formatMs(rush.p99) : '-'}); kept ${run.rush.kept}, refused ${run.rush.refused} ` +
        `(${run.rush.refusedInTime} in time)${run.rush.keptLate ? `, ${run.rush.keptLate} late kept` : ''}` +
        `${run.rush.failed ? `, ${run.rush.failed} failed` : ''}; load ${run.load.rush.toFixed(2)}`,
      target: 'in time kept, late refused, database agrees',
      met: run.rush.held,
      numbers: {
        p50: run.rush.p50,
        p99: run.rush.p99,
        kept: run.rush.kept,
        refused: run.rush.refused,
        refusedInTime: run.rush.refusedInTime,
        keptLate: run.rush.keptLate,
        failed: run.rush.failed,
        databaseMismatches: run.rush.databaseMismatches,
        held: run.rush.held,
      },
    });
  }
  if (marking) {
    figures.push({
      key: 'mark-fixture',
      figure: `Mark one fixture of ${formatNumber(marking.fixture.groups)} groups (${formatNumber(marking.fixture.predictions)} predictions)`,
      value: formatMs(marking.fixture.ms),
      target: '< 1 s',
      met: marking.fixture.ms < 1000,
      numbers: { ms: Math.round(marking.fixture.ms) },
    });
    const goal = marking.liveGoal;
    // A goal and full time each make every open page refetch its tables: compare the two, write plus reads.
    const goalMs = goal.writeMs + goal.tablesMs;
    const fullTimeMs = marking.fixture.ms + goal.settledTablesMs;
    figures.push({
      key: 'live-goal',
      figure: `A goal in that fixture while played, ${formatNumber(goal.groups)} groups: the running score written, then each group's live gameweek and all-time tables read once; next to full time (marking, then the settled tables read once)`,
      value:
        `${formatMs(goalMs)} (write ${formatMs(goal.writeMs)}, tables ${formatMs(goal.tablesMs)}) vs ` +
        `${formatMs(fullTimeMs)} (marking ${formatMs(marking.fixture.ms)}, tables ${formatMs(goal.settledTablesMs)}) = ${(goalMs / fullTimeMs).toFixed(2)}x`,
      target: '<= 1x full time',
      met: goalMs <= fullTimeMs,
      numbers: {
        ms: Math.round(goalMs),
        writeMs: Math.round(goal.writeMs),
        tablesMs: Math.round(goal.tablesMs),
        fullTimeMs: Math.round(fullTimeMs),
        settledTablesMs: Math.round(goal.settledTablesMs),
        ratio: goalMs / fullTimeMs,
      },
    });
    figures.push({
      key: 'mark-fixture-again',
      figure: 'Mark the same fixture again (no change)',
      value: formatMs(marking.fixtureAgain.ms),
      target: '-',
      met: null,
      numbers: { ms: Math.round(marking.fixtureAgain.ms) },
    });
    figures.push({
      key: 'mark-gameweek',
      figure: "Mark one custom gameweek (an admin's final scores)",
      value: formatMs(marking.gameweek.ms),
      target: '-',
      met: null,
      numbers: { ms: Math.round(marking.gameweek.ms) },
    });
  }
  if (marking && markingSpeed && houseRules) figures.push(...houseRulesTable(marking, markingSpeed, houseRules));
  if (marking && autopilot) {
    const share = (ms: number) => `${(ms / marking!.fixture.ms).toFixed(2)}x marking one fixture (${formatMs(marking!.fixture.ms)})`;
    figures.push({
      key: 'autopilot-nothing',
      figure: `Autopilot run, ${formatNumber(autopilot.groups)} groups following one competition, nothing to create`,
      value: `${formatMs(autopilot.nothing.ms)} = ${share(autopilot.nothing.ms)}, ${autopilot.nothing.asked} provider request`,
      target: '<= 0.1x marking one fixture',
      met: autopilot.nothing.ms <= marking.fixture.ms * 0.1 && autopilot.nothing.created === 0,
      numbers: { ms: Math.round(autopilot.nothing.ms), ratio: autopilot.nothing.ms / marking.fixture.ms, asked: autopilot.nothing.asked },
    });
    figures.push({
      key: 'autopilot-matchday',
      figure: `Autopilot run making a matchday a gameweek in ${formatNumber(autopilot.groups)} groups (${formatNumber(autopilot.matchday.matches)} matches)`,
      value: `${formatMs(autopilot.matchday.ms)} = ${share(autopilot.matchday.ms)}, ${autopilot.matchday.created} gameweeks`,
      target: 'next to marking one fixture',
      met: null,
      numbers: {
        ms: Math.round(autopilot.matchday.ms),
        ratio: autopilot.matchday.ms / marking.fixture.ms,
        created: autopilot.matchday.created,
      },
    });
  }
  const recomputed = formatNumber(predictions + shortPredictions);
  figures.push({
    key: 'full-recompute',
    figure: `Full recompute of ${recomputed} predictions, every group, tables present (as live)`,
    value: formatMs(input.recomputeMs),
    target: '<= 15 s',
    met: input.recomputeMs <= 15_000,
    numbers: { ms: Math.round(input.recomputeMs) },
  });
  figures.push({
    key: 'first-build',
    figure: `First build of every derived table from ${c.marked ? 'marked' : 'unmarked'} predictions (empty tables)`,
    value: formatMs(input.firstBuildMs),
    target: '-',
    met: null,
    numbers: { ms: Math.round(input.firstBuildMs) },
  });
  return figures;
}

/** "load 1.2, probe 40 ms": the machine beside a figure (its one-minute load and a fixed query's time). */
function beside(speed: { load: number; probeMs: number }) {
  return `load ${speed.load.toFixed(2)}, probe ${Math.round(speed.probeMs)} ms`;
}

/** The house-rules figures, each next to the classic one of the same run: the issue's <= 1.2x targets. */
function houseRulesTable(classic: MarkingResult, classicSpeed: { load: number; probeMs: number }, house: HouseRulesResult): Figure[] {
  const ratio = (ms: number, base: number) => ms / base;
  const versus = (ms: number, msSpeed: { load: number; probeMs: number }, base: number, baseSpeed: { load: number; probeMs: number }) =>
    `${formatMs(ms)} (${beside(msSpeed)}) vs classic ${formatMs(base)} (${beside(baseSpeed)}) = ${ratio(ms, base).toFixed(2)}x`;
  const fixture = house.marking.fixture;
  const recompute = house.recompute.ms;
  const base = house.classicRecompute.ms;
  return [
    {
      key: 'house-mark-fixture',
      figure: `Mark one fixture of ${formatNumber(fixture.groups)} groups, goal-difference scoring + jokers (1 in ${c.matches} predictions)`,
      value: versus(fixture.ms, house.markingSpeed, classic.fixture.ms, classicSpeed),
      target: '<= 1.2x classic',
      met: ratio(fixture.ms, classic.fixture.ms) <= 1.2,
      numbers: { ms: Math.round(fixture.ms), classicMs: Math.round(classic.fixture.ms), ratio: ratio(fixture.ms, classic.fixture.ms) },
    },
    {
      key: 'house-full-recompute',
      figure: `Full recompute of ${formatNumber(predictions + shortPredictions)} predictions, goal-difference scoring + jokers`,
      value: versus(recompute, house.recompute.speed, base, house.classicRecompute.speed),
      target: '<= 1.2x classic',
      met: ratio(recompute, base) <= 1.2,
      numbers: {
        ms: Math.round(recompute),
        classicMs: Math.round(base),
        ratio: ratio(recompute, base),
        switchMs: Math.round(house.switchMs),
      },
    },
    {
      key: 'rescore-group',
      figure: `A scoring change re-marking one group of ${c.members} players x ${c.weeks} gameweeks (${formatNumber(house.rescoreGroup.predictions)} predictions)`,
      value:
        `${formatMs(house.rescoreGroup.ms)} (${beside(house.rescoreGroup.speed)}) = ` +
        `${ratio(house.rescoreGroup.ms, classic.fixture.ms).toFixed(2)}x marking one fixture (${formatMs(classic.fixture.ms)})`,
      target: 'next to marking one fixture',
      met: null,
      numbers: { ms: Math.round(house.rescoreGroup.ms), ratio: ratio(house.rescoreGroup.ms, classic.fixture.ms) },
    },
  ];
}
