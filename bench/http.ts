/**
 * The HTTP figures: read routes, the leaderboard's growth with history, and saving a gameweek, each under
 * autocannon load with real signed-in sessions spread over many players. The deadline rush is rush.ts.
 */
import os from 'node:os';
import { type ClassLatency, interleaved } from './client.js';
import { type CpuShare, type CpuSubjects, cpuPerRequest, cpuSnapshot } from './cpu.js';
import { type BenchConfig, MULTI_GROUPS } from './config.js';
import type { Dataset } from './dataset.js';
import { type BenchRequest, type LoadResult, load } from './load.js';
import type { Sessions } from './sessions.js';

/** A player of a request: a member of group `g`, and a gameweek of that group (`w`) the request may read. */
export interface Pick {
  g: number;
  m: number;
  w: number;
  userId: string;
  groupId: string;
  gameweekId: string;
  /** The group's active (open) gameweek. */
  currentGameweekId: string;
}

export interface Target {
  minRps?: number;
  maxP99?: number;
}

const API: Target = { minRps: 4000, maxP99: 25 };

/** Load on each read route before its measured run. */
const WARM_UP_SECONDS = 3;

/** The constant route: what the server and machine answer at best, in the same run as every other figure. */
export const CONSTANT_ROUTE_KEY = 'healthz';

/**
 * The read routes measured, one entry each, the constant route first: every other read is printed as a share
 * of it (its req/s over the constant route's), which compares across machines where the req/s do not. The
 * gameweek page's first view is one request: the player's current gameweek with their own predictions and its
 * table (the issue's "current gameweek + my predictions"); the group page's likewise (the group, its gameweeks and
 * table, and the current gameweek's sheet and table). A player's sheet of any gameweek, mostly finished
 * ones, is measured without a target.
 */
export const READ_ROUTES: Array<{ key: string; route: string; path: (p: Pick) => string; signedIn: boolean; target: Target }> = [
  { key: CONSTANT_ROUTE_KEY, route: 'GET /healthz (constant route)', path: () => '/healthz', signedIn: false, target: { minRps: 30_000 } },
  {
    key: 'leaderboard',
    route: 'GET /api/v1/groups/:groupId/leaderboard',
    path: (p) => `/api/v1/groups/${p.groupId}/leaderboard`,
    signedIn: true,
    target: API,
  },
  {
    key: 'gameweek',
    route: 'GET /api/v1/gameweeks/:gameweekId (current, with my predictions)',
    path: (p) => `/api/v1/gameweeks/${p.currentGameweekId}`,
    signedIn: true,
    target: API,
  },
  {
    key: 'group-page',
    route: "GET /api/v1/groups/:groupId/page (the group page's first view)",
    path: (p) => `/api/v1/groups/${p.groupId}/page`,
    signedIn: true,
    target: API,
  },
  {
    key: 'gameweek-predictions',
    route: 'GET /api/v1/gameweeks/:gameweekId/players/:userId/predictions (any week)',
    path: (p) => `/api/v1/gameweeks/${p.gameweekId}/players/${p.userId}/predictions`,
    signedIn: true,
    target: {},
  },
  { key: 'me-home', route: 'GET /api/v1/me/home', path: () => '/api/v1/me/home', signedIn: true, target: API },
  { key: 'me-predictions', route: 'GET /api/v1/me/predictions', path: () => '/api/v1/me/predictions', signedIn: true, target: API },
  // No target: the session lookup alone, which every signed-in route above pays.
  { key: 'me', route: 'GET /api/v1/me (session lookup only)', path: () => '/api/v1/me', signedIn: true, target: {} },
];

/** Saving a gameweek's predictions (the player's own). */
export const SAVE_ROUTE = {
  key: 'save',
  route: 'PUT /api/v1/gameweeks/:gameweekId/players/:userId/predictions',
  path: (p: Pick) => `/api/v1/gameweeks/${p.gameweekId}/players/${p.userId}/predictions`,
  target: { minRps: 1500 },
};

/** The same save by a player of a multi-group set, copied into their other groups ("Also save in my other groups"). */
export const MULTI_SAVE_ROUTE = {
  key: 'save-in-groups',
  route: `PUT /api/v1/gameweeks/:gameweekId/players/:userId/predictions with alsoInMyOtherGroups (${MULTI_GROUPS} groups)`,
};

export interface HttpResults {
  /** `cold`: the first seconds of load on the route, its caches filling; `result`: the steady load after it. */
  /** `cpu`: microseconds of CPU per request of the steady load, per process kind. */
  /** `share`: req/s over the constant route's in this run (1 for the constant route itself). */
  reads: Array<{ key: string; route: string; target: Target; result: LoadResult; cold: LoadResult; cpu: CpuShare | null; share: number }>;
  history: { longWeeks: number; groups: number; long: ClassLatency; short: ClassLatency };
  save: { route: string; target: Target; result: LoadResult; cpu: CpuShare | null };
  /**
   * Players of the multi-group sets saving their open gameweek: `one`, in its group only; `all`, copied into the
   * set's other groups (each save writes MULTI_GROUPS x matches predictions). `loadAverage`: the machine's
   * 1-minute load when it ran. Absent without multi-group sets.
   */
  multiSave?: { route: string; one: LoadResult; all: LoadResult; cpu: CpuShare | null; loadAverage: number };
}

/** A share of the constant route's throughput, as printed: "21.9%". */
export const formatShare = (share: number) => (Number.isFinite(share) ? `${(share * 100).toFixed(1)}%` : 'n/a');

/** `origin`: the server's PUBLIC_URL, which writes must come from (the base's, unless a proxy stands in front). */
export function createHttpBench(
  base: string,
  c: BenchConfig,
  d: Dataset,
  sessions: Sessions,
  cpuOf: CpuSubjects = {},
  origin = new URL(base).origin,
) {
  // Players outside the rush groups: the rush owns its groups' gameweeks.
  const readGroups = c.groups - c.rushGroups;
  const cookies = new Map<number, string>();
  const cookieOf = (g: number, m: number) => {
    const u = d.userIndex(g, m);
    let cookie = cookies.get(u);
    if (!cookie) cookies.set(u, (cookie = sessions.cookie(u)));
    return cookie;
  };
  const pick = (g: number, m: number, w: number): Pick => ({
    g,
    m,
    w,
    userId: d.userId(g, m),
    groupId: d.groupId(g),
    gameweekId: d.gameweekId(g, w),
    currentGameweekId: d.activeGameweekId(g),
  });
  const random = (n: number) => Math.floor(Math.random() * n);
  /** Any player of the main groups, any of their gameweeks (mostly finished ones, with points). */
  const randomPick = () => {
    const g = random(readGroups);
    return pick(g, random(c.members), 1 + random(d.weeksOf(g)));
  };
  const signed = (p: Pick, request: BenchRequest): BenchRequest => ({
    ...request,
    headers: { ...request.headers, cookie: cookieOf(p.g, p.m) },
  });
  const run = (next: (() => BenchRequest) | undefined, fixed?: BenchRequest) =>
    load(base, { seconds: c.seconds, connections: c.connections, next, fixed });

  /** Fails early, with the answer, when a route does not answer 200 for a seeded player. */
  async function expectOk(request: BenchRequest, what: string) {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
    });
    if (!response.ok)
      throw new Error(`${what}: ${request.method ?? 'GET'} ${request.path} answered ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }

  /** The body of a save: every match of the player's open gameweek, scores varying with `n` (and copied: `alsoInMyOtherGroups`). */
  function saveBody(p: Pick, n: number, alsoInMyOtherGroups?: boolean) {
    const predictions = Array.from({ length: c.matches }, (_, i) => ({
      matchId: d.matchId(p.g, p.w, i + 1),
      home: (n + i) % 5,
      away: (n * 7 + i * 3) % 4,
    }));
    return JSON.stringify(alsoInMyOtherGroups === undefined ? { predictions } : { predictions, alsoInMyOtherGroups });
  }

  function saveRequest(p: Pick, n: number, alsoInMyOtherGroups?: boolean): BenchRequest {
    return signed(p, {
      method: 'PUT',
      path: SAVE_ROUTE.path(p),
      headers: { 'content-type': 'application/json', origin },
      body: saveBody(p, n, alsoInMyOtherGroups),
    });
  }

  /**
   * The i-th save of the multi-group sets' players: players in turn across sets (every save in flight a different
   * player), each time from another of their groups' open gameweeks.
   */
  const multiPick = (i: number) => {
    const players = c.multiSets * c.members;
    const at = i % players;
    const groups = d.multiGroups(at % c.multiSets);
    const g = groups[Math.floor(i / players + at) % MULTI_GROUPS]!;
    return pick(g, Math.floor(at / c.multiSets), d.weeksOf(g));
  };

  return {
    saveRequest,
    cookieOf,
    pick,

    async reads(onEach: (line: string) => void): Promise<HttpResults['reads']> {
      const results: HttpResults['reads'] = [];
      for (const entry of READ_ROUTES) {
        const request = (p: Pick) => (entry.signedIn ? signed(p, { path: entry.path(p) }) : { path: entry.path(p) });
        await expectOk(request(randomPick()), entry.route);
        const measure = (seconds: number) =>
          entry.signedIn
            ? load(base, { seconds, connections: c.connections, next: () => request(randomPick()) })
            : load(base, { seconds, connections: c.connections, fixed: { path: entry.path(randomPick()) } });
        // The first seconds fill the server's caches (the state right after a start); the figure is the steady one.
        const cold = await measure(WARM_UP_SECONDS);
        const before = cpuSnapshot(cpuOf);
        const result = await measure(c.seconds);
        const cpu = cpuPerRequest(before, cpuSnapshot(cpuOf), result.requests);
        const constantRps = entry.key === CONSTANT_ROUTE_KEY ? result.rps : results.find((r) => r.key === CONSTANT_ROUTE_KEY)?.result.rps;
        const share = constantRps ? result.rps / constantRps : NaN;
        results.push({ key: entry.key, route: entry.route, target: entry.target, result, cold, cpu, share });
        onEach(
          `${entry.route}: ${Math.round(result.rps)} req/s${entry.key === CONSTANT_ROUTE_KEY ? '' : ` (${formatShare(share)} of the constant route)`}, ` +
            `p99 ${result.p99} ms, errors ${result.errors} ` +
            `(first ${WARM_UP_SECONDS} s after the start: ${Math.round(cold.rps)} req/s, p99 ${cold.p99} ms)` +
            (cpu ? `; CPU per request: server ${cpu.server} µs, PostgreSQL ${cpu.postgres} µs, load generator ${cpu.bench} µs` : ''),
        );
      }
      return results;
    },

    /**
     * The all-time leaderboard of groups with every finished gameweek of history against groups with one, the
     * same number of groups each, requests of the two taken in turn on every connection, so only the history
     * differs.
     */
    async history(): Promise<HttpResults['history']> {
      const groups = Math.min(c.shortGroups, readGroups);
      const leaderboard = (g: number) => signed(pick(g, random(c.members), 1), { path: `/api/v1/groups/${d.groupId(g)}/leaderboard` });
      const [long, short] = await interleaved(base, {
        seconds: c.seconds,
        connections: c.connections,
        kinds: [() => leaderboard(random(groups)), () => leaderboard(c.groups + random(groups))],
      });
      return { longWeeks: c.weeks - 1, groups, long: long!, short: short! };
    },

    /**
     * A save copied into every group of a player of a multi-group set, against the same players' save in one
     * group, each measured as the save is. The first answer must show the copy in every other group.
     */
    async multiSaves(): Promise<HttpResults['multiSave']> {
      if (c.multiSets === 0) return undefined;
      const first = saveRequest(multiPick(0), 0, true);
      const response = await fetch(`${base}${first.path}`, { method: 'PUT', headers: first.headers, body: first.body });
      const answer = (await response.json()) as { otherGroups?: Array<{ savedMatchIds: string[]; notSaved: unknown }> };
      const copied = answer.otherGroups?.filter((group) => group.savedMatchIds.length === c.matches && group.notSaved === null).length;
      if (!response.ok || copied !== MULTI_GROUPS - 1)
        throw new Error(`${MULTI_SAVE_ROUTE.route}: answered ${response.status}, copied into ${copied} groups: ${JSON.stringify(answer)}`);
      let n = 0;
      const one = await run(() => saveRequest(multiPick((n += 1)), n, false));
      const before = cpuSnapshot(cpuOf);
      const loadAverage = os.loadavg()[0]!;
      const all = await run(() => saveRequest(multiPick((n += 1)), n, true));
      const cpu = cpuPerRequest(before, cpuSnapshot(cpuOf), all.requests);
      return { route: MULTI_SAVE_ROUTE.route, one, all, cpu, loadAverage };
    },

    /**
     * Saves of a whole open gameweek, each player saving their own: players are taken in turn across groups, so
     * the requests in flight are always different players. `warmUpSeconds` of the same load first, unmeasured
     * (instances just started compile their code under it).
     */
    async saves(warmUpSeconds = 0): Promise<HttpResults['save']> {
      let n = 0;
      const players = readGroups * c.members;
      const nth = (i: number) => {
        const at = i % players;
        const g = at % readGroups;
        return pick(g, Math.floor(at / readGroups), d.weeksOf(g));
      };
      await expectOk(saveRequest(nth(players - 1), 0), SAVE_ROUTE.route);
      const next = () => {
        n += 1;
        return saveRequest(nth(n), n);
      };
      if (warmUpSeconds > 0) await load(base, { seconds: warmUpSeconds, connections: c.connections, next });
      const before = cpuSnapshot(cpuOf);
      const result = await run(next);
      const cpu = cpuPerRequest(before, cpuSnapshot(cpuOf), result.requests);
      return { route: SAVE_ROUTE.route, target: SAVE_ROUTE.target, result, cpu };
    },
  };
}
