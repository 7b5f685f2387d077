import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryRow } from '../../db/rows.js';
import { refreshHistory } from './standings.history.js';
import {
  JOKER,
  MARKS_DIFFER,
  OUTCOME_OF,
  POINTS_FOR,
  SET_EXCLUDED,
  TALLY_COLUMNS,
  pointsForOutcome,
  tallied,
  tallies,
  totalOf,
  totals,
} from './standings.sql.js';
import { uuidArray } from '../../db/sql-helpers.js';

/*
 * Recomputing from the sources rather than by difference: a group's tables after members join or leave, a
 * gameweek goes, an admin adjusts a total or a repair; and everything at once. Each writes only rows that differ,
 * so a rebuild that finds nothing wrong rewrites nothing (`updated_at` included).
 */

/** `sum(s.total_points) AS points, ...`: a derived table's totals summed, named as `tallied` names them. */
const sumsOf = (alias: string) => sql.raw(TALLY_COLUMNS.map((column) => `sum(${alias}.${totalOf(column)}) AS ${column}`).join(', '));
/** Each tally of a sum `t`, 0 for a member without one (named as `tallied` names them, unless not `named`). */
const zeroIfNone = (named = true) =>
  sql.raw(TALLY_COLUMNS.map((column) => `coalesce(t.${column}, 0)::int${named ? ` AS ${column}` : ''}`).join(', '));
const ZERO_IF_NONE = zeroIfNone();

/** Each member's season totals summed again from their gameweek scores (a row for every season and member). */
async function rebuildSeasonTables(db: Executor, groupIds: readonly string[]) {
  const groups = uuidArray(groupIds);
  // Scores are reached through the groups' gameweeks (the (gameweek_id, user_id) key), never scanned whole.
  await db.execute(sql`
    WITH sums AS (
      SELECT g.season_id, s.user_id, ${sumsOf('s')}
      FROM gameweeks g JOIN scores s ON s.gameweek_id = g.id
      WHERE g.group_id = ANY(${groups})
      GROUP BY g.season_id, s.user_id)
    INSERT INTO season_leaderboard (group_id, season_id, user_id, ${totals()})
    SELECT se.group_id, se.id, gm.user_id, ${ZERO_IF_NONE}
    FROM seasons se
    JOIN group_members gm ON gm.group_id = se.group_id
    LEFT JOIN sums t ON t.season_id = se.id AND t.user_id = gm.user_id
    WHERE se.group_id = ANY(${groups})
    ON CONFLICT (season_id, user_id) DO UPDATE SET ${SET_EXCLUDED}, updated_at = now()
    WHERE (${totals('season_leaderboard')}) IS DISTINCT FROM (${totals('excluded')})`);
}

/** Each member's all-time totals: the sum of their season rows (every gameweek is in a season); the adjustment stays. */
async function rebuildAllTimeTables(db: Executor, groupIds: readonly string[]) {
  const groups = uuidArray(groupIds);
  await db.execute(sql`
    WITH sums AS (
      SELECT se.group_id, sl.user_id, ${sumsOf('sl')}
      FROM seasons se JOIN season_leaderboard sl ON sl.season_id = se.id
      WHERE se.group_id = ANY(${groups})
      GROUP BY se.group_id, sl.user_id)
    INSERT INTO leaderboard (group_id, user_id, ${totals()})
    SELECT gm.group_id, gm.user_id, ${ZERO_IF_NONE}
    FROM group_members gm LEFT JOIN sums t ON t.group_id = gm.group_id AND t.user_id = gm.user_id
    WHERE gm.group_id = ANY(${groups})
    ON CONFLICT (group_id, user_id) DO UPDATE SET ${SET_EXCLUDED}, updated_at = now()
    WHERE (${totals('leaderboard')}) IS DISTINCT FROM (${totals('excluded')})`);
}

/** The season, all-time and history tables of these groups (`everyGroup`: they are all there are), from their gameweek scores. */
export async function rebuildGroupTables(db: Executor, groupIds: readonly string[], options: { everyGroup?: boolean } = {}) {
  if (groupIds.length === 0) return;
  await rebuildSeasonTables(db, groupIds);
  await rebuildAllTimeTables(db, groupIds);
  await refreshHistory(
    db,
    groupIds.map((groupId) => ({ groupId, fromWeek: 1 })),
    options,
  );
}

/**
 * Marks every prediction of every locked gameweek in one pass over the table (the matches' marking data hashed
 * once), rewriting only rows whose points differ.
 */
async function markEverything(db: Executor) {
  await db.execute(sql`
    WITH m AS MATERIALIZED (
      SELECT m.id, m.group_id, m.final_home_score, m.final_away_score
      FROM matches m JOIN gameweeks gw ON gw.id = m.gameweek_id WHERE gw.is_locked)
    UPDATE predictions p SET outcome = ${OUTCOME_OF}, points = ${POINTS_FOR}
    FROM m JOIN groups gr ON gr.id = m.group_id
    WHERE p.match_id = m.id AND ${MARKS_DIFFER}`);
}

const tallyRow = z.strictObject({ unmarked: col.int, scores: col.int, written: col.int });

/**
 * Every gameweek score tallied at once (one scan of the predictions, hash joins) from the marks the rule gives
 * them (those of locked gameweeks; open ones keep theirs), so the marking pass can be skipped when nothing would
 * change; then matched to the stored scores in one full join, new, different and no longer earned rows written.
 * Rows of zeros are not created for members without predictions (a missing row reads as zeros). Returns how many
 * predictions hold other marks than the rule's, and how many scores there are and how many were written.
 */
async function tallyEverything(db: Executor): Promise<{ unmarked: number; scores: number; written: number }> {
  return queryRow(db, 'standings.tallyEverything', tallyRow)`
    WITH m AS MATERIALIZED (
      SELECT m.id, m.group_id, m.gameweek_id, m.final_home_score, m.final_away_score, gw.is_locked
      FROM matches m JOIN gameweeks gw ON gw.id = m.gameweek_id
    ), marks AS (
      -- OFFSET 0 keeps this a subquery, so the rule is evaluated once per row, not once per use of its result.
      SELECT m.group_id, m.gameweek_id, p.user_id, p.outcome AS held_outcome, p.points AS held_points, m.is_locked,
             CASE WHEN m.is_locked THEN ${OUTCOME_OF} ELSE p.outcome END AS outcome, ${JOKER} AS joker,
             gr.exact_score_points, gr.goal_difference_points, gr.correct_result_points, gr.incorrect_points
      FROM predictions p JOIN m ON m.id = p.match_id JOIN groups gr ON gr.id = m.group_id
      OFFSET 0
    ), marked AS (
      SELECT group_id, gameweek_id, user_id, held_outcome, held_points, outcome, joker,
             CASE WHEN is_locked THEN ${pointsForOutcome(sql`outcome`, sql`marks`, sql`joker`)} ELSE held_points END AS points
      FROM marks
      OFFSET 0
    ), tallies AS (
      SELECT group_id, gameweek_id, user_id, ${tallies(sql`p.joker`)},
             count(*) FILTER (WHERE (held_outcome, held_points) IS DISTINCT FROM (outcome, p.points)) AS unmarked
      FROM marked p GROUP BY group_id, gameweek_id, user_id
    ), changed AS MATERIALIZED (
      SELECT coalesce(t.group_id, s.group_id) AS group_id, coalesce(t.gameweek_id, s.gameweek_id) AS gameweek_id,
             coalesce(t.user_id, s.user_id) AS user_id, ${ZERO_IF_NONE},
             s.user_id IS NULL AS missing
      FROM tallies t FULL JOIN scores s ON s.gameweek_id = t.gameweek_id AND s.user_id = t.user_id
      WHERE (${totals('s')}) IS DISTINCT FROM (${zeroIfNone(false)})
    ), updated AS (
      UPDATE scores s SET ${sql.raw(TALLY_COLUMNS.map((column) => `${totalOf(column)} = c.${column}`).join(', '))},
                          updated_at = now()
      FROM changed c WHERE NOT c.missing AND s.gameweek_id = c.gameweek_id AND s.user_id = c.user_id
    ), inserted AS (
      -- A plain insert (the join said which rows are missing; the groups' locks keep it so): no conflict
      -- check per row. In gameweek order, so a gameweek's rows share pages and a result touches few of them.
      INSERT INTO scores (group_id, gameweek_id, user_id, ${totals()})
      SELECT group_id, gameweek_id, user_id, ${tallied()} FROM changed
      WHERE missing ORDER BY gameweek_id, user_id
    )
    SELECT coalesce(sum(unmarked), 0)::int AS unmarked, count(*)::int AS scores, (SELECT count(*) FROM changed)::int AS written
    FROM tallies`;
}

/**
 * Every derived table rebuilt from all predictions (`groupIds` being every group), in a statement per table
 * over whole tables. Sorts and hashes of millions of rows get the memory to stay off disk, for this transaction.
 */
export async function rebuildEverything(db: Executor, groupIds: readonly string[]) {
  await db.execute(sql`SELECT set_config('work_mem', '256MB', true)`);
  // The scores are tallied from the marks the predictions are about to get: the pass writing them is needed only
  // when some prediction holds others.
  const tally = await tallyEverything(db);
  if (tally.unmarked > 0) await markEverything(db);
  await rebuildGroupTables(db, groupIds, { everyGroup: true });
  // Most rows rewritten (a first rebuild): the planner's statistics describe tables that are gone, and the next
  // marking would be planned on them until autovacuum catches up.
  if (tally.written * 10 > tally.scores) {
    await db.execute(sql`ANALYZE predictions, scores, leaderboard, season_leaderboard, leaderboard_history`);
  }
}
