/**
 * Marking and recomputing, timed through the production service (standings.service.ts), each in its own
 * transaction as its callers run it, on the seeded database (the server stopped, so nothing else runs).
 * `BENCH_PROFILE=1` also times each statement of one fixture's marking.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../packages/server/src/db/client.js';
import { queryRows } from '../packages/server/src/db/rows.js';
import { uuidArray } from '../packages/server/src/db/sql-helpers.js';
import { createJobsRepo } from '../packages/server/src/modules/jobs/jobs.repo.js';
import { recordLiveState } from '../packages/server/src/modules/jobs/live-scores.js';
import { createLeaderboardsRepo } from '../packages/server/src/modules/leaderboards/leaderboards.repo.js';
import { createStandingsRepo } from '../packages/server/src/modules/standings/standings.repo.js';
import { createStandingsService } from '../packages/server/src/modules/standings/standings.service.js';
import type { BenchConfig } from './config.js';
import type { Dataset } from './dataset.js';

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Every group rebuilt from its predictions and final scores: marking all of them, then every table. */
export function fullRecompute(db: Database, groupIds: string[]): Promise<number> {
  const scoring = createStandingsService({ db, standingsRepo: createStandingsRepo() });
  return timed(() => db.transaction((tx) => scoring.recomputeGroups(tx, groupIds)));
}

export interface MarkingResult {
  fixture: { ms: number; groups: number; predictions: number };
  /** A goal in the fixture while it is played: the running score written to every copy, then each group's live tables. */
  /**
   * A goal in the fixture while it is played: the running score written to every copy, then each group's live
   * tables read once (what every open page refetches); beside it, the same tables read once after full time.
   */
  liveGoal: { writeMs: number; tablesMs: number; groups: number; settledTablesMs: number };
  fixtureAgain: { ms: number };
  gameweek: { ms: number; predictions: number };
  profile?: Array<{ ms: number; statement: string }>;
}

/**
 * The shared real fixture gets its result (every group's copy at once, as the results sync writes it) and is
 * marked; then marked again, changing nothing; then an admin enters the final scores of one custom gameweek.
 * Each result is first taken back with plain SQL (untimed), so the timed marking does the whole work of a first
 * result: every prediction on it marked, scores, tables and history rewritten.
 */
export async function markingFigures(db: Database, c: BenchConfig, d: Dataset, log: (line: string) => void): Promise<MarkingResult> {
  const repo = createStandingsRepo();
  const scoring = createStandingsService({ db, standingsRepo: repo });
  const fixture = d.sharedFixture;

  await db.execute(sql`
    UPDATE matches SET final_home_score = NULL, final_away_score = NULL, marked_home_score = NULL, marked_away_score = NULL
    WHERE api_match_id = ${fixture}`);
  await db.execute(sql`
    UPDATE predictions p SET points = NULL, outcome = NULL FROM matches m WHERE p.match_id = m.id AND m.api_match_id = ${fixture}`);
  const live = await liveGoalFigures(db, fixture);
  log(
    `a goal in it while played: written to ${live.groups} copies in ${Math.round(live.writeMs)} ms, ` +
      `their live gameweek and all-time tables read in ${Math.round(live.tablesMs)} ms`,
  );
  await db.execute(sql`UPDATE matches SET final_home_score = 2, final_away_score = 1 WHERE api_match_id = ${fixture}`);
  const firstMs = await timed(() => db.transaction((tx) => scoring.markFixture(tx, fixture)));
  // Two more first markings of the same result (its marks taken back, untimed): the median of three, so one
  // moment of another process's load does not decide a ratio.
  const runs = [firstMs];
  for (let run = 0; run < 2; run++) {
    await unmarkFixture(db, fixture);
    runs.push(await timed(() => db.transaction((tx) => scoring.markFixture(tx, fixture))));
  }
  const fixtureMs = [...runs].sort((a, b) => a - b)[1]!;
  log(`mark one fixture of ${c.groups} groups: ${Math.round(fixtureMs)} ms (median of ${runs.map(Math.round).join(', ')} ms)`);
  const settledTablesMs = await readTables(db, live.copies, false);
  log(`its groups' gameweek and all-time tables read after full time: ${Math.round(settledTablesMs)} ms`);
  const againMs = await timed(() => db.transaction((tx) => scoring.markFixture(tx, fixture)));
  log(`mark it again: ${Math.round(againMs)} ms`);

  // Group 1's last finished gameweek: its custom matches (all but the shared fixture) get new final scores.
  const gameweekId = d.gameweekId(0, c.weeks - 1);
  const custom = sql`m.gameweek_id = ${gameweekId} AND m.api_match_id IS NULL`;
  await db.execute(sql`
    UPDATE matches m SET final_home_score = NULL, final_away_score = NULL, marked_home_score = NULL, marked_away_score = NULL
    WHERE ${custom}`);
  await db.execute(sql`UPDATE predictions p SET points = NULL, outcome = NULL FROM matches m WHERE p.match_id = m.id AND ${custom}`);
  await db.execute(sql`
    UPDATE matches m SET final_home_score = hashtext(m.id::text) & 3, final_away_score = (hashtext(m.id::text) >> 2) & 3 WHERE ${custom}`);
  const gameweekMs = await timed(() => db.transaction((tx) => scoring.markGameweek(tx, gameweekId)));
  log(`mark one custom gameweek: ${Math.round(gameweekMs)} ms`);

  const result: MarkingResult = {
    fixture: { ms: fixtureMs, groups: c.groups, predictions: c.groups * c.members },
    liveGoal: { writeMs: live.writeMs, tablesMs: live.tablesMs, groups: live.groups, settledTablesMs },
    fixtureAgain: { ms: againMs },
    gameweek: { ms: gameweekMs, predictions: (c.matches - 1) * c.members },
  };
  if (process.env.BENCH_PROFILE) result.profile = await profileFixture(db, fixture);
  return result;
}

/**
 * A marked fixture's marks taken back as if its result had just arrived (its stamp, its predictions' marks and what
 * they added to the tables), so the next marking does a first marking's whole work again.
 */
async function unmarkFixture(db: Database, fixture: number) {
  const scoring = createStandingsService({ db, standingsRepo: createStandingsRepo() });
  await db.transaction(async (tx) => {
    const result = await tx.execute<{ home: number; away: number }>(
      sql`SELECT final_home_score AS home, final_away_score AS away FROM matches WHERE api_match_id = ${fixture} LIMIT 1`,
    );
    const { home, away } = result.rows[0]!;
    await tx.execute(sql`UPDATE matches SET final_home_score = NULL, final_away_score = NULL WHERE api_match_id = ${fixture}`);
    await scoring.markFixture(tx, fixture);
    await tx.execute(sql`UPDATE matches SET final_home_score = ${home}, final_away_score = ${away} WHERE api_match_id = ${fixture}`);
  });
}

const copyRow = z.strictObject({ group_id: z.string(), gameweek_id: z.string() });
const idRow = z.strictObject({ id: z.string() });

/**
 * What a goal costs before full time, against marking the result: the live poll's write of the running score to
 * every group's copy (`recordLiveState`, with its NOTIFY), then every group's live gameweek table and all-time table
 * read once, as the first page of each group to refetch reads them (then cached per group version). One connection,
 * one group after another: the whole database work, which the server spreads over its pool.
 */
async function liveGoalFigures(db: Database, fixture: number) {
  // The fixture in play at 1-1 (untimed); its gameweeks are not finished while it is played.
  const ofFixture = sql`SELECT gameweek_id FROM matches WHERE api_match_id = ${fixture}`;
  const reopened = await queryRows(db, 'bench.reopen', idRow)`
    UPDATE gameweeks SET is_finished = false WHERE id IN (${ofFixture}) AND is_finished RETURNING id`;
  await db.execute(
    sql`UPDATE matches SET api_status = 'IN_PLAY', live_home_score = 1, live_away_score = 1 WHERE api_match_id = ${fixture}`,
  );
  const team = (id: number) => ({ id, name: `Club ${id}`, shortName: 'Club', crest: null });
  const goal = {
    id: fixture,
    competitionId: 0,
    utcDate: new Date().toISOString(),
    status: 'IN_PLAY' as const,
    homeTeam: team(1),
    awayTeam: team(2),
    score: { home: 2, away: 1 },
    minute: 80,
  };
  const writeMs = await timed(() => db.transaction((tx) => recordLiveState(tx, createJobsRepo(), goal, new Date())));
  const copies = await queryRows(db, 'bench.copies', copyRow)`SELECT group_id, gameweek_id FROM matches WHERE api_match_id = ${fixture}`;
  const tablesMs = await readTables(db, copies, true);
  await db.execute(sql`UPDATE gameweeks SET is_finished = true WHERE id = ANY(${uuidArray(reopened.map((row) => row.id))})`);
  return { writeMs, tablesMs, groups: copies.length, copies };
}

/** Each group's gameweek and all-time tables read once, one group after another; `live`: as a match in play shows them. */
function readTables(db: Database, copies: Array<z.infer<typeof copyRow>>, live: boolean): Promise<number> {
  const boards = createLeaderboardsRepo();
  return timed(async () => {
    for (const copy of copies) {
      const gameweek = await boards.gameweek(db, copy.gameweek_id, copy.group_id);
      const allTime = await boards.allTime(db, copy.group_id);
      if (gameweek.live !== live || allTime.live !== live) throw new Error(`a table was ${live ? 'not ' : ''}live`);
    }
  });
}

/** Where one fixture's marking spends its time, statement by statement (its result changed once more). */
async function profileFixture(db: Database, fixture: number) {
  const repo = createStandingsRepo();
  await db.execute(sql`UPDATE matches SET final_home_score = 0, final_away_score = 0 WHERE api_match_id = ${fixture}`);
  const profile: Array<{ ms: number; statement: string }> = [];
  await db.transaction(async (tx) => {
    const original = tx.execute.bind(tx);
    (tx as unknown as { execute: typeof tx.execute }).execute = (async (query: Parameters<typeof tx.execute>[0]) => {
      const started = performance.now();
      const result = await original(query);
      const chunk = (query as unknown as { queryChunks?: Array<{ value?: string[] }> }).queryChunks?.[0]?.value?.[0] ?? '';
      profile.push({ ms: performance.now() - started, statement: chunk.replace(/\s+/g, ' ').trim().slice(0, 90) });
      return result;
    }) as typeof tx.execute;
    const affected = await repo.gameweeksOfFixture(tx, fixture);
    await repo.markPredictions(tx, { apiMatchId: fixture });
    await repo.recomputeGameweekScores(tx, affected);
    await repo.recomputeGroupStandings(tx, await repo.groupsOfGameweeks(tx, affected), affected);
  });
  return profile;
}

/** The house rules of the comparison: the goal-difference preset (4/3/2/0) and jokers on. */
const HOUSE_RULES = sql`scoring_system = 'goal_difference', exact_score_points = 4, goal_difference_points = 3,
  correct_result_points = 2, incorrect_points = 0, jokers_enabled = true`;

/**
 * How fast the machine is right now (other work shares its two cores): one fixed query's time, a sum over 3M rows
 * in PostgreSQL. Printed beside the house-rules figures, with the load, so two runs' ratios can be read together.
 */
export async function machineSpeed(db: Database): Promise<{ probeMs: number; load: number }> {
  const probeMs = await timed(() => db.execute(sql`SELECT sum(i) FROM generate_series(1, 3000000) i`));
  return { probeMs, load: os.loadavg()[0]! };
}

export interface HouseRulesResult {
  /** The classic full recompute timed again just before the switch, the comparison's baseline. */
  classicRecompute: { ms: number; speed: Awaited<ReturnType<typeof machineSpeed>> };
  /** One group of `members` x `weeks` changing its scoring: the rules saved and the group re-marked (`rescoreGroup`). */
  rescoreGroup: { ms: number; predictions: number; speed: Awaited<ReturnType<typeof machineSpeed>> };
  /** Every group switched to the house rules and re-marked by the full recompute (untimed figure: the switch). */
  switchMs: number;
  recompute: { ms: number; speed: Awaited<ReturnType<typeof machineSpeed>> };
  marking: MarkingResult;
  markingSpeed: Awaited<ReturnType<typeof machineSpeed>>;
}

/**
 * The same figures under goal-difference scoring with jokers (every member's joker of each gameweek seeded, 1
 * prediction in `matches`; counted only from here): a scoring change re-marking one group, then every group
 * switched, re-marked and vacuumed as after the first build, the full recompute and the fixture marking again.
 */
export async function houseRulesFigures(
  db: Database,
  c: BenchConfig,
  d: Dataset,
  everyGroup: string[],
  log: (line: string) => void,
): Promise<HouseRulesResult> {
  const scoring = createStandingsService({ db, standingsRepo: createStandingsRepo() });
  const classicMs = await fullRecompute(db, everyGroup);
  const classicSpeed = await machineSpeed(db);
  log(`classic full recompute again, beside the house rules: ${Math.round(classicMs)} ms`);

  const group = d.groupId(0);
  const rescoreMs = await timed(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE groups SET ${HOUSE_RULES} WHERE id = ${group}`);
      await scoring.rescoreGroup(tx, group);
    }),
  );
  const rescoreSpeed = await machineSpeed(db);
  log(`a scoring change re-marking one group of ${c.members} players x ${c.weeks} gameweeks: ${Math.round(rescoreMs)} ms`);

  await db.execute(sql`UPDATE groups SET ${HOUSE_RULES}`);
  const switchMs = await fullRecompute(db, everyGroup);
  log(`every group switched to goal-difference scoring with jokers and re-marked: ${Math.round(switchMs)} ms`);
  await db.execute(sql`VACUUM ANALYZE`);
  const recomputeMs = await fullRecompute(db, everyGroup);
  const recomputeSpeed = await machineSpeed(db);
  log(`full recompute under the house rules, every table present: ${Math.round(recomputeMs)} ms`);
  await db.execute(sql`VACUUM ANALYZE`);
  const marking = await markingFigures(db, c, d, (line) => log(`house rules: ${line}`));
  return {
    classicRecompute: { ms: classicMs, speed: classicSpeed },
    rescoreGroup: { ms: rescoreMs, predictions: c.members * c.weeks * c.matches, speed: rescoreSpeed },
    switchMs,
    recompute: { ms: recomputeMs, speed: recomputeSpeed },
    marking,
    markingSpeed: await machineSpeed(db),
  };
}
