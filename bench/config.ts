/**
 * The bench's settings (environment variables) and the dataset's shape. The defaults are the size:
 * 1,000 groups x 30 members x 38 gameweeks x 10 matches = 11.4M predictions. Develop with a smaller size,
 * for example `BENCH_GROUPS=20`.
 */
const int = (name: string, fallback: number, min = 1) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
};

const groups = int('BENCH_GROUPS', 1000);

export const config = {
  /** The main groups, each `members` players with `weeks` gameweeks: weeks - 1 finished, the last open. */
  groups,
  members: int('BENCH_MEMBERS', 30, 2),
  weeks: int('BENCH_WEEKS', 38, 2),
  matches: int('BENCH_MATCHES', 10),
  /** Extra groups with a single finished gameweek (and an open one): the leaderboard's history comparison. */
  shortGroups: int('BENCH_SHORT_GROUPS', 20),
  /**
   * Sets of MULTI_GROUPS groups whose `members` players are in all of them, the open gameweek's matches the same
   * real fixtures in each: a save copied into every group ("Also save in my other groups"). 0: none.
   */
  multiSets: int('BENCH_MULTI_SETS', 20, 0),
  /** How many of the main groups (the last ones) take part in the deadline rush; no other load touches them. */
  rushGroups: Math.min(int('BENCH_RUSH_GROUPS', Math.min(100, Math.ceil(groups / 10))), groups - 1),
  /** The rush's window before the deadline, and how long after it late saves keep coming. */
  rushSeconds: int('BENCH_RUSH_SECONDS', 60),
  rushLateSeconds: int('BENCH_RUSH_LATE_SECONDS', 5),
  /**
   * Finished gameweeks' predictions are seeded with their marks, as a live database holds them; with
   * BENCH_UNMARKED=1 without, so the full recompute also marks all of them (a first marking, minutes at 11.4M).
   */
  marked: !process.env.BENCH_UNMARKED,
  /** Load of each HTTP figure. */
  seconds: int('BENCH_SECONDS', 10),
  connections: int('BENCH_CONNECTIONS', 50),
  /**
   * The live fan-out (live-fanout.ts): `fanoutGroups` groups of `fanoutMembers` players, each player one open event
   * stream, all groups holding one fixture in play; `fanoutGoals` goals, a few seconds apart.
   */
  fanoutGroups: int('BENCH_FANOUT_GROUPS', 1000),
  fanoutMembers: int('BENCH_FANOUT_MEMBERS', 10),
  fanoutGoals: int('BENCH_FANOUT_GOALS', 5),
  /** The secret the bench's server signs sessions with, so the bench can sign its players' cookies. */
  authSecret: 'scoreline-bench-secret-not-for-production-0123456789',
};

export type BenchConfig = typeof config;

/** Every prediction of the main groups: the dataset's size. */
export const mainPredictions = (c: BenchConfig = config) => c.groups * c.members * c.weeks * c.matches;

/** The real fixture every main group holds (in its last finished gameweek): the fixture marking's subject. */
export const SHARED_FIXTURE = 999_001;

/** The groups of a multi-group set (config.multiSets). */
export const MULTI_GROUPS = 5;

/** The multi-group sets' open fixtures: set s, match k is MULTI_FIXTURE_BASE + s x matches + k. */
export const MULTI_FIXTURE_BASE = 900_000_000;
