/**
 * The seeded dataset as pure functions: every id and score is computed from indexes, so the seed, the load
 * and the checks agree without reading anything back from the database.
 *
 * Groups 0..groups-1 are the main groups (weeks - 1 finished gameweeks and an open one); after them come the
 * short-history groups (one finished gameweek and an open one), then the multi-group sets: MULTI_GROUPS groups
 * each, shaped like the short ones, whose `members` players are the same in every group of the set (the users of
 * its first group) and whose open gameweeks hold the same real fixtures. Ids are valid v4 uuids whose last part
 * counts up, so rows arrive in index order (cheap to load, like rows inserted over time).
 */
import { type BenchConfig, MULTI_FIXTURE_BASE, MULTI_GROUPS, SHARED_FIXTURE } from './config.js';

const TAGS = {
  user: 'b0000001',
  group: 'b0000002',
  season: 'b0000003',
  gameweek: 'b0000004',
  match: 'b0000005',
  prediction: 'b0000006',
  member: 'b0000007',
  session: 'b0000008',
} as const;

export const uuid = (kind: keyof typeof TAGS, n: number) => `${TAGS[kind]}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A cheap integer hash (murmur3's finaliser): deterministic "random" scores. */
export function mix(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export function createDataset(c: BenchConfig, now = new Date()) {
  const multiStart = c.groups + c.shortGroups;
  const totalGroups = multiStart + c.multiSets * MULTI_GROUPS;
  const isMain = (g: number) => g < c.groups;
  const isShort = (g: number) => g >= c.groups && g < multiStart;
  const isMulti = (g: number) => g >= multiStart;
  /** A multi-group group's set, and the set's first group (whose users are every group's of the set). */
  const setOf = (g: number) => Math.floor((g - multiStart) / MULTI_GROUPS);
  const firstOfSet = (g: number) => multiStart + setOf(g) * MULTI_GROUPS;
  /** Gameweeks of a group; the last one is open. */
  const weeksOf = (g: number) => (isMain(g) ? c.weeks : 2);
  // Every group owns `weeks` gameweek numbers, so ids are a formula (short groups leave most unused). Gameweeks
  // after those (the rush groups' fresh ones for each rush after the first, rush-round.ts) come after every group's.
  const gameweekIndex = (g: number, w: number) =>
    w <= c.weeks ? g * c.weeks + (w - 1) : totalGroups * c.weeks + (w - c.weeks - 1) * totalGroups + g;
  const matchIndex = (g: number, w: number, k: number) => gameweekIndex(g, w) * c.matches + (k - 1);
  /** The user of member m of group g: in a multi-group set, the set's first group's. */
  const userIndex = (g: number, m: number) => (isMulti(g) ? firstOfSet(g) : g) * c.members + m;
  /** The membership of member m in group g (one per group, also where users are shared). */
  const memberIndex = (g: number, m: number) => g * c.members + m;
  /** The prediction of member m on match k of gameweek w in group g: the id counter, in load order. */
  const predictionIndex = (g: number, w: number, m: number, k: number) => (gameweekIndex(g, w) * c.members + m) * c.matches + (k - 1);

  /** Finished gameweeks are a week apart up to last week; the open one closes in a week. */
  const deadline = (g: number, w: number) => {
    const weeks = weeksOf(g);
    return new Date(now.getTime() + (w === weeks ? WEEK_MS : -(weeks - w) * WEEK_MS));
  };
  const kickOff = (g: number, w: number, k: number) => new Date(deadline(g, w).getTime() + k * HOUR_MS);

  return {
    now,
    totalGroups,
    isShort,
    isMulti,
    weeksOf,
    gameweekIndex,
    matchIndex,
    userIndex,
    memberIndex,
    /** The group's users are its own (every group but the second to last of a multi-group set). */
    ownsUsers: (g: number) => !isMulti(g) || g === firstOfSet(g),
    /** The groups of multi-group set `s`. */
    multiGroups: (s: number) => Array.from({ length: MULTI_GROUPS }, (_, i) => multiStart + s * MULTI_GROUPS + i),
    predictionIndex,
    deadline,
    kickOff,
    /** Everyone joined before the first gameweek. */
    joinedAt: new Date(now.getTime() - (c.weeks + 1) * WEEK_MS),
    groupId: (g: number) => uuid('group', g),
    seasonId: (g: number) => uuid('season', g),
    userId: (g: number, m: number) => uuid('user', userIndex(g, m)),
    gameweekId: (g: number, w: number) => uuid('gameweek', gameweekIndex(g, w)),
    matchId: (g: number, w: number, k: number) => uuid('match', matchIndex(g, w, k)),
    activeGameweekId: (g: number) => uuid('gameweek', gameweekIndex(g, weeksOf(g))),
    /** Match 1 of the last finished gameweek of each main group is the same real fixture. */
    isSharedFixture: (g: number, w: number, k: number) => isMain(g) && w === c.weeks - 1 && k === 1,
    sharedFixture: SHARED_FIXTURE,
    /**
     * A match's provider id: the shared fixture, or in a multi-group set's open gameweek the set's fixture k (the
     * same in each of its groups); null for a custom match.
     */
    fixtureOf: (g: number, w: number, k: number): number | null =>
      isMain(g) && w === c.weeks - 1 && k === 1
        ? SHARED_FIXTURE
        : isMulti(g) && w === weeksOf(g)
          ? MULTI_FIXTURE_BASE + setOf(g) * c.matches + k
          : null,
    setOf,
    /** A seeded prediction's scores, 0-3 each. */
    predicted: (g: number, w: number, m: number, k: number) => {
      const h = mix(predictionIndex(g, w, m, k));
      return { home: h & 3, away: (h >>> 2) & 3 };
    },
    /** Member m's joker of gameweek w: one match of each gameweek (1 prediction in `matches` is a joker). */
    isJoker: (g: number, w: number, m: number, k: number) => (mix(gameweekIndex(g, w) * c.members + m) % c.matches) + 1 === k,
    /** A finished match's final score, 0-3 each (a real fixture's is 1-1 until the bench "plays" it). */
    finalScore: (g: number, w: number, k: number) => {
      if (isMain(g) && w === c.weeks - 1 && k === 1) return { home: 1, away: 1 };
      const h = mix(matchIndex(g, w, k) ^ 0x5bd1e995);
      return { home: h & 3, away: (h >>> 2) & 3 };
    },
    /** Whether finished gameweeks' predictions are loaded marked, as a live database holds them (config.ts). */
    marked: c.marked,
    /** The main groups of the deadline rush: the last ones. */
    rushGroup: (g: number) => isMain(g) && g >= c.groups - c.rushGroups,
  };
}

export type Dataset = ReturnType<typeof createDataset>;
