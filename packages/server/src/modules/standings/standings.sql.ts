import { IN_PLAY_STATUSES } from '@scoreline/shared';
import { type SQL, sql } from 'drizzle-orm';
import { VOIDED } from '../../db/sql-helpers.js';

/*
 * `markPrediction` of `shared/src/scoring.ts` (the reference: `outcomeOf`, then `pointsFor`) in set-based SQL,
 * over a prediction `p`, its match `m` and its group `gr`: null until both final scores exist, then exact /
 * result / wrong and the group's points for it. The same rule against a match's running score gives the live
 * marks (what a prediction would get if its match ended now), read on each request and never written.
 * `test/marking-reference.test.ts` checks both agree with the reference on every kind of score against the real
 * database.
 */
export const FINAL = sql`m.final_home_score IS NOT NULL AND m.final_away_score IS NOT NULL`;

/** A score of match `m` the rule marks against: the final one, or the running one of a match in play. */
interface MarkedScore {
  home: SQL;
  away: SQL;
}
const FINAL_SCORE: MarkedScore = { home: sql`m.final_home_score`, away: sql`m.final_away_score` };
const RUNNING_SCORE: MarkedScore = { home: sql`m.live_home_score`, away: sql`m.live_away_score` };

/** `outcomeOf` against `score`, null unless `when` holds. */
function outcomeAgainst(score: MarkedScore, when: SQL) {
  const exact = sql`p.predicted_home_score = ${score.home} AND p.predicted_away_score = ${score.away}`;
  // Only where the scoring counts it (a draw predicted as another draw has the right difference too).
  const sameDifference = sql`gr.goal_difference_points IS NOT NULL
  AND p.predicted_home_score - p.predicted_away_score = ${score.home} - ${score.away}`;
  // The same sign of the goal difference, in integer comparisons (sign() goes through floating point, row by row).
  const sameResult = sql`(p.predicted_home_score > p.predicted_away_score) = (${score.home} > ${score.away})
  AND (p.predicted_home_score < p.predicted_away_score) = (${score.home} < ${score.away})`;
  // Each branch an enum constant: a cast of the whole CASE would look the label up again for every row.
  return sql`(CASE WHEN NOT (${when}) THEN NULL WHEN ${exact} THEN 'exact'::prediction_outcome
  WHEN ${sameDifference} THEN 'difference'::prediction_outcome
  WHEN ${sameResult} THEN 'result'::prediction_outcome ELSE 'wrong'::prediction_outcome END)`;
}

export const OUTCOME_OF = outcomeAgainst(FINAL_SCORE, FINAL);

/**
 * A match `m` in play: the provider says it is played (not suspended or postponed after kick-off, when it keeps
 * the score it stopped at), a running score, no final score yet, and it counts (not void or cancelled). Its
 * predictions' live marks are what full time would give if it ended now; they are read, never written.
 */
export const IN_PLAY = sql`coalesce(m.api_status, '') IN (${sql.raw(IN_PLAY_STATUSES.map((status) => `'${status}'`).join(', '))})
  AND m.live_home_score IS NOT NULL AND m.live_away_score IS NOT NULL AND NOT (${FINAL}) AND NOT ${VOIDED}`;
/** The outcome `markPrediction` gives against the running score of a match in play (null otherwise). */
export const LIVE_OUTCOME_OF = outcomeAgainst(RUNNING_SCORE, IN_PLAY);
/** A prediction `p` whose points double: the player's joker, in a group `gr` that plays jokers (`isCountedJoker`). */
export const JOKER = sql`(p.is_joker AND gr.jokers_enabled)`;

/**
 * The points for an outcome (null for none) of a group's settings (`gr`, or a row holding the same columns),
 * doubled where `joker` holds (a boolean over the same row: `JOKER`, or a column holding it).
 */
export const pointsForOutcome = (outcome: SQL, group = sql`gr`, joker = JOKER) => sql`((CASE ${outcome}
  WHEN 'exact' THEN ${group}.exact_score_points WHEN 'difference' THEN ${group}.goal_difference_points
  WHEN 'result' THEN ${group}.correct_result_points WHEN 'wrong' THEN ${group}.incorrect_points END)
  * CASE WHEN ${joker} THEN 2 ELSE 1 END)`;
/** The points `markPrediction` gives (null until both final scores exist). */
export const POINTS_FOR = pointsForOutcome(OUTCOME_OF);
/** The points a prediction would get if its match ended now (null unless the match is in play). */
export const LIVE_POINTS_FOR = pointsForOutcome(LIVE_OUTCOME_OF);

/**
 * Everyone's predictions on match `m` show to the group's members, by its gameweek's stored state: locked (a
 * deadline's gameweek at its deadline, by the sweep) or finished, or with kick-off locks once the first kick-off
 * (the deadline) is not after `m`'s. The policy's `predictionsRevealed` and `predictionsShown` for a match in play
 * (the live poll moves a copy it finds in play to its kick-off), read without a clock so the tables stay cached per
 * group version. A fixture brought forward before a deadline plays while its gameweek is open: the tables must
 * not tell how the others predicted it.
 */
export const SHOWN_TO_MEMBERS = sql`EXISTS (SELECT 1 FROM gameweeks rg WHERE rg.id = m.gameweek_id
  AND (rg.is_locked OR rg.is_finished OR (rg.closes_at_kick_off AND rg.deadline <= m.match_time)))`;

/** A match `m` in play whose predictions every member may see: the tables' live columns count only these. */
export const LIVE_IN_TABLES = sql`${IN_PLAY} AND ${SHOWN_TO_MEMBERS}`;

/**
 * The live marks of the predictions on the matches in play among those `matches` selects (a condition on a match
 * `m`), where the tables may show them (`LIVE_IN_TABLES`): rows of user_id, outcome, points and joker, to be read
 * as `p` (so `TALLIES` sums them, with `sql\`p.joker\``). The outcome is worked out once per row and its points
 * looked up as `LIVE_POINTS_FOR` would.
 */
export const liveMarks = (matches: SQL) => sql`(
  SELECT p.user_id, k.outcome, ${pointsForOutcome(sql`k.outcome`)} AS points, ${JOKER} AS joker
  FROM matches m JOIN groups gr ON gr.id = m.group_id JOIN predictions p ON p.match_id = m.id
  CROSS JOIN LATERAL (SELECT ${LIVE_OUTCOME_OF} AS outcome) k
  WHERE (${matches}) AND ${LIVE_IN_TABLES})`;

/**
 * Whether a prediction's marks differ from what the rule gives: its outcome, or, the outcome being right, its
 * points. One rule evaluation per row instead of two.
 */
export const MARKS_DIFFER = sql`(p.outcome IS DISTINCT FROM ${OUTCOME_OF} OR p.points IS DISTINCT FROM ${pointsForOutcome(sql`p.outcome`)})`;

/** Outcomes with the right goal difference (exact included) and with the right result (both included). */
export const RIGHT_DIFFERENCE = sql.raw(`('exact', 'difference')`);
export const RIGHT_RESULT = sql.raw(`('exact', 'difference', 'result')`);

/**
 * A member's tallies over predictions `p` (`tally`): points, exact scores, right goal differences and right results
 * (exact ones included), and the points of predictions where `joker` holds (`JOKER`, or a column holding it).
 */
export const tallies = (joker: SQL = JOKER) => sql`sum(p.points) AS points, count(*) FILTER (WHERE p.outcome = 'exact') AS correct_scores,
  count(*) FILTER (WHERE p.outcome IN ${RIGHT_DIFFERENCE}) AS correct_differences,
  count(*) FILTER (WHERE p.outcome IN ${RIGHT_RESULT}) AS correct_results,
  coalesce(sum(p.points) FILTER (WHERE ${joker}), 0) AS joker_points`;

/** The tallied columns of the derived tables, in `tally`'s order; `totals` is how those tables name them. */
export const TALLY_COLUMNS = ['points', 'correct_scores', 'correct_differences', 'correct_results', 'joker_points'] as const;
const columns = (names: readonly string[]) => sql.raw(names.join(', '));
/** A tally's column in the derived tables: `total_points`, `total_correct_scores`, ... */
export const totalOf = (column: string) => (column === 'points' ? 'total_points' : `total_${column}`);
/** `total_points, total_correct_scores, ...`, optionally prefixed by a table alias. */
export const totals = (alias?: string) => columns(TALLY_COLUMNS.map((column) => (alias ? `${alias}.` : '') + totalOf(column)));
/** `t.total_points AS points, ...`: a derived table's totals named as `tallied` names them (for `RANK_ORDER`). */
export const totalsAsTallied = (alias: string) => columns(TALLY_COLUMNS.map((column) => `${alias}.${totalOf(column)} AS ${column}`));
/** `points, correct_scores, ...`, optionally prefixed. */
export const tallied = (alias?: string) => columns(TALLY_COLUMNS.map((column) => (alias ? `${alias}.` : '') + column));
/** `total_points = excluded.total_points, ...` for an upsert. */
export const SET_EXCLUDED = columns(TALLY_COLUMNS.map((column) => `${totalOf(column)} = excluded.${totalOf(column)}`));
/**
 * How every table ranks tallies named as `tallied` names them: points, then `TIEBREAK_ORDER` (shared's
 * `compareStandings`, whose order the ranking tests pin to this).
 */
export const RANK_ORDER = columns(TALLY_COLUMNS.map((column) => `${column} DESC`));

/** `(0, 0, 0, 0, 0)`: nothing moved. */
export const ZEROS = sql.raw(`(${TALLY_COLUMNS.map(() => '0').join(', ')})`);

/**
 * CTEs over a CTE `tallies` (gameweek_id, user_id and their tallies): `fresh`, every member's score in the
 * gameweeks `g` matching `gameweeks` (zeros without predictions); `changed`, those missing from `scores` or
 * different, with their differences (`*_delta`); `scored`, which writes them. An unchanged score is not rewritten.
 */
export const writeScores = (gameweeks: SQL) => sql`
  fresh AS (
    SELECT g.group_id, g.season_id, g.id AS gameweek_id, g.week_number, gm.user_id,
           ${columns(TALLY_COLUMNS.map((column) => `coalesce(t.${column}, 0)::int AS ${column}`))}
    FROM gameweeks g
    JOIN group_members gm ON gm.group_id = g.group_id
    LEFT JOIN tallies t ON t.gameweek_id = g.id AND t.user_id = gm.user_id
    WHERE ${gameweeks}
  ), changed AS MATERIALIZED (
    SELECT f.*, ${columns(TALLY_COLUMNS.map((column) => `f.${column} - coalesce(s.${totalOf(column)}, 0) AS ${column}_delta`))}
    FROM fresh f LEFT JOIN scores s ON s.gameweek_id = f.gameweek_id AND s.user_id = f.user_id
    WHERE s.user_id IS NULL OR (${totals('s')}) <> (${tallied('f')})
  ), scored AS (
    INSERT INTO scores (group_id, gameweek_id, user_id, ${totals()})
    SELECT group_id, gameweek_id, user_id, ${tallied()} FROM changed
    ON CONFLICT (gameweek_id, user_id) DO UPDATE SET ${SET_EXCLUDED}, updated_at = now()
  )`;

/** The deltas `changed` (of `writeScores`) holds, named as `ADD_DELTAS` reads them. */
export const CHANGED_DELTAS = columns(TALLY_COLUMNS.map((column) => `${column}_delta AS ${column}`));

/** `total_points = l.total_points + d.points`, ...: a table's totals moved by the changes `d`. */
const ADD_UP = sql`${columns(TALLY_COLUMNS.map((column) => `${totalOf(column)} = l.${totalOf(column)} + d.${column}`))}, updated_at = now()`;
const SUMS = columns(TALLY_COLUMNS.map((column) => `sum(${column}) AS ${column}`));
const MOVED = sql`(${columns(TALLY_COLUMNS.map((column) => `sum(${column})`))}) <> ${ZEROS}`;

/**
 * Adds a CTE `deltas` (group_id, season_id, week_number, user_id and the change of each of `TALLY_COLUMNS` in one
 * gameweek) to the all-time and season tables, writing only members whose totals moved
 * (an update joined to the changes; a member without a row yet gets one). Then selects, per group, the
 * earliest week that moved: the history is rewritten from there.
 */
export const ADD_DELTAS = sql`
  all_time_deltas AS (
    SELECT group_id, user_id, ${SUMS} FROM deltas GROUP BY group_id, user_id HAVING ${MOVED}
  ), all_time AS (
    UPDATE leaderboard l SET ${ADD_UP} FROM all_time_deltas d
    WHERE l.group_id = d.group_id AND l.user_id = d.user_id
    RETURNING l.group_id, l.user_id
  ), all_time_new AS (
    INSERT INTO leaderboard (group_id, user_id, ${totals()})
    SELECT group_id, user_id, ${tallied()} FROM all_time_deltas
    WHERE (group_id, user_id) NOT IN (SELECT group_id, user_id FROM all_time)
  ), season_deltas AS (
    SELECT group_id, season_id, user_id, ${SUMS} FROM deltas GROUP BY group_id, season_id, user_id HAVING ${MOVED}
  ), season AS (
    UPDATE season_leaderboard l SET ${ADD_UP} FROM season_deltas d
    WHERE l.season_id = d.season_id AND l.user_id = d.user_id
    RETURNING l.season_id, l.user_id
  ), season_new AS (
    INSERT INTO season_leaderboard (group_id, season_id, user_id, ${totals()})
    SELECT group_id, season_id, user_id, ${tallied()} FROM season_deltas
    WHERE (season_id, user_id) NOT IN (SELECT season_id, user_id FROM season)
  )
  SELECT group_id, min(week_number)::int AS from_week FROM deltas
  WHERE (${tallied()}) <> ${ZEROS}
  GROUP BY group_id`;
