import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col } from '../../db/rows.js';
import { FINAL, RANK_ORDER, TALLY_COLUMNS, totalOf, totals } from './standings.sql.js';

/** The tallies after points (`TIEBREAK_ORDER`'s columns). */
const TIEBREAK_COLUMNS = TALLY_COLUMNS.filter((column) => column !== 'points');
import { intArray, uuidArray } from '../../db/sql-helpers.js';

/** Where a group's position history must be rewritten from: its earliest week whose standings may have moved. */
export interface HistoryStart {
  groupId: string;
  fromWeek: number;
}

/** The rows naming where each group's history must be rewritten from (`toHistoryStarts`). */
export const historyStartRow = z.strictObject({ group_id: col.uuid, from_week: col.int });

export const toHistoryStarts = (rows: ReadonlyArray<z.infer<typeof historyStartRow>>): HistoryStart[] =>
  rows.map((row) => ({ groupId: row.group_id, fromWeek: row.from_week }));

/**
 * The position history of each group from its start week on. History has a point for each gameweek with at
 * least one final score and each member who had joined while it was open (by its deadline, or with kick-off
 * locks its last kick-off): the all-time standing (points, including the admin's adjustment, then the tiebreaks
 * in `TIEBREAK_ORDER`) after that gameweek, in competition ranking among them. The standing after a week is the all-time table less what the later weeks added, so no earlier week is
 * read again: a result in the last gameweek rewrites one week of history. Only rows that differ are written.
 *
 * The row sets are fetched by key lists (`= ANY(ARRAY(...))`, index scans) and materialised, then hash-joined,
 * so the plan is the same for one group and for all of them; `everyGroup` (every group from its first week)
 * reads the tables whole instead.
 */
export async function refreshHistory(db: Executor, starts: readonly HistoryStart[], options: { everyGroup?: boolean } = {}) {
  if (starts.length === 0) return;
  const within = (condition: SQL) => (options.everyGroup ? sql`true` : condition);
  await db.execute(sql`
    WITH starts AS (
      SELECT group_id, min(from_week) AS from_week
      FROM unnest(${uuidArray(starts.map((start) => start.groupId))}, ${intArray(starts.map((start) => start.fromWeek))})
        AS s(group_id, from_week)
      GROUP BY group_id
    ), weeks AS MATERIALIZED (
      SELECT g.id, g.group_id, g.week_number,
             -- Until when a newcomer could still predict in it: its deadline, or with kick-off locks its last kick-off.
             CASE WHEN g.closes_at_kick_off
                  THEN coalesce((SELECT max(m.match_time) FROM matches m WHERE m.gameweek_id = g.id), g.deadline)
                  ELSE g.deadline END AS open_until,
             EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND ${FINAL}) AS scored
      FROM starts st JOIN gameweeks g ON g.group_id = st.group_id AND g.week_number >= st.from_week
    ), week_scores AS MATERIALIZED (
      SELECT gameweek_id, user_id, ${totals()} FROM scores
      WHERE ${within(sql`gameweek_id = ANY(ARRAY(SELECT id FROM weeks))`)}
    ), members AS MATERIALIZED (
      SELECT gm.group_id, gm.user_id, gm.joined_at, l.total_points + l.points_adjustment AS points,
             ${sql.raw(TIEBREAK_COLUMNS.map((column) => `l.total_${column} AS ${column}`).join(', '))}
      FROM group_members gm JOIN leaderboard l ON l.group_id = gm.group_id AND l.user_id = gm.user_id
      WHERE ${within(sql`gm.group_id = ANY(ARRAY(SELECT group_id FROM starts))`)}
    ), standings AS (
      SELECT w.group_id, w.id AS gameweek_id, w.week_number, gm.user_id,
             -- A member is in the history from the first gameweek they could predict: joined while it was open.
             w.scored AND gm.joined_at <= w.open_until AS listed,
             ${sql.raw(
               TALLY_COLUMNS.map((column) => `gm.${column} - coalesce(sum(s.${totalOf(column)}) OVER later, 0) AS ${column}`).join(
                 ',\n             ',
               ),
             )}
      FROM weeks w
      JOIN members gm ON gm.group_id = w.group_id
      LEFT JOIN week_scores s ON s.gameweek_id = w.id AND s.user_id = gm.user_id
      WINDOW later AS (PARTITION BY gm.group_id, gm.user_id ORDER BY w.week_number, w.id ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING)
    ), ranked AS (
      SELECT group_id, gameweek_id, week_number, user_id, points::int AS points,
             rank() OVER (PARTITION BY gameweek_id ORDER BY ${RANK_ORDER})::int AS position
      FROM standings WHERE listed
    ), current AS MATERIALIZED (
      SELECT gameweek_id, user_id, week_number, position, total_points
      FROM leaderboard_history WHERE ${within(sql`gameweek_id = ANY(ARRAY(SELECT id FROM weeks))`)}
    ), diff AS MATERIALIZED (
      -- New, moved and gone rows in one join; a row gone is a week without a final score any more, or a member
      -- who joined after it closed.
      SELECT coalesce(r.gameweek_id, c.gameweek_id) AS gameweek_id, coalesce(r.user_id, c.user_id) AS user_id,
             r.group_id, r.week_number, r.position, r.points, r.user_id IS NULL AS gone, c.user_id IS NULL AS new
      FROM ranked r FULL JOIN current c ON c.gameweek_id = r.gameweek_id AND c.user_id = r.user_id
      WHERE r.user_id IS NULL OR c.user_id IS NULL
         OR (c.week_number, c.position, c.total_points) <> (r.week_number, r.position, r.points)
    ), moved AS (
      -- An upsert, though every row exists: it finds each by its key, whatever the planner thinks of the counts.
      INSERT INTO leaderboard_history (group_id, gameweek_id, user_id, week_number, position, total_points)
      SELECT group_id, gameweek_id, user_id, week_number, position, points FROM diff WHERE NOT gone AND NOT new
      ON CONFLICT (gameweek_id, user_id) DO UPDATE SET
        week_number = excluded.week_number, position = excluded.position, total_points = excluded.total_points, updated_at = now()
    ), added AS (
      -- A plain insert (the join said which rows are new; the groups' locks keep it so), in gameweek order so
      -- a week's rows share pages.
      INSERT INTO leaderboard_history (group_id, gameweek_id, user_id, week_number, position, total_points)
      SELECT group_id, gameweek_id, user_id, week_number, position, points FROM diff WHERE new ORDER BY gameweek_id, user_id
    )
    DELETE FROM leaderboard_history h
    WHERE h.gameweek_id = ANY(ARRAY(SELECT gameweek_id FROM diff WHERE gone))
      AND (h.gameweek_id, h.user_id) IN (SELECT gameweek_id, user_id FROM diff WHERE gone)`);
}
