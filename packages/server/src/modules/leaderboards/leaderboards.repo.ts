import type { Player } from '@scoreline/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { playerRow, toPlayer } from '../../db/player-row.js';
import { col, queryOptionalRow, queryRows } from '../../db/rows.js';
import { FINAL, LIVE_IN_TABLES, liveMarks, tallies } from '../standings/standings.sql.js';

const standingRow = playerRow.extend({
  total_points: col.int,
  correct_scores: col.int,
  correct_differences: col.int,
  correct_results: col.int,
  joker_points: col.int,
  joined_at: col.timestamptz,
});
type StandingRow = z.infer<typeof standingRow>;
/** A table's row: the member's standing, when it last changed, and whether the table has any result yet. */
const tableRow = standingRow.extend({
  updated_at: col.timestamptz.nullable(),
  has_results: col.boolean,
  live_points: col.int,
  live_correct_scores: col.int,
  live_correct_differences: col.int,
  live_correct_results: col.int,
  live_joker_points: col.int,
  live: col.boolean,
});
type TableRow = z.infer<typeof tableRow>;
/** The all-time table's row: with the member's settled bonus points (in `total_points` too) and the group's bonus state. */
const allTimeRow = tableRow.extend({ bonus_points: col.int, has_bonus: col.boolean, bonus_ahead: col.int });
const positionRow = z.strictObject({ user_id: col.uuid, position: col.int, rank: col.int });
const activeGameweekRow = z.strictObject({ id: col.uuid, week_number: col.int });
const historyRow = z.strictObject({
  gameweek_id: col.uuid,
  week_number: col.int,
  user_id: col.uuid,
  position: col.int,
  total_points: col.int,
  gameweek_points: col.int,
  gameweek_correct_scores: col.int,
});
const groupIdRow = z.strictObject({ group_id: col.uuid });
const seasonHeaderRow = z.strictObject({ id: col.uuid, name: col.text, group_id: col.uuid });

/** A member's tallies: points and the tiebreaks (shared `Tally`). */
export interface Tallies {
  correctScores: number;
  correctDifferences: number;
  correctResults: number;
  jokerPoints: number;
}

export interface Standing extends Tallies {
  player: Player;
  totalPoints: number;
  /** When the member joined: ties equal on every tiebreak are listed by it (the earlier first). */
  joinedAt: Date;
  /** Provisional: what the predictions on matches in play would add if they ended now (never in the tables). */
  livePoints: number;
  /** The same for each tiebreak. */
  live: Tallies;
  /** Settled bonus questions' points, part of `totalPoints` (0 in a gameweek's table). */
  bonusPoints: number;
}

const toStanding = (row: StandingRow & Omit<TableRow, keyof StandingRow> & { bonus_points?: number }): Standing => ({
  player: toPlayer(row),
  totalPoints: row.total_points,
  correctScores: row.correct_scores,
  correctDifferences: row.correct_differences,
  correctResults: row.correct_results,
  jokerPoints: row.joker_points,
  joinedAt: new Date(row.joined_at),
  livePoints: row.live_points,
  live: {
    correctScores: row.live_correct_scores,
    correctDifferences: row.live_correct_differences,
    correctResults: row.live_correct_results,
    jokerPoints: row.live_joker_points,
  },
  bonusPoints: row.bonus_points ?? 0,
});

/** A table as read: its standings, when it last changed, whether any match has a final score, whether any is in play. */
export interface Table {
  standings: Standing[];
  lastUpdated: Date | null;
  hasResults: boolean;
  live: boolean;
}

/** The all-time table: some bonus question is settled (a "Bonus" column), and the unsettled ones' points still to win. */
export interface AllTimeTable extends Table {
  hasBonus: boolean;
  bonusAhead: number;
}

/**
 * Each member's points of settled bonus questions in the group, summed at read time (a few rows per member, by
 * the (group, user) index), the group's bonus state beside them. Never written into the derived tables.
 */
const bonusColumns = (groupId: string) => ({
  select: sql`coalesce(b.points, 0)::int AS bonus_points,
    EXISTS (SELECT 1 FROM bonus_questions q WHERE q.group_id = ${groupId} AND q.settled_at IS NOT NULL) AS has_bonus,
    (SELECT coalesce(sum(q.points), 0) FROM bonus_questions q WHERE q.group_id = ${groupId} AND q.settled_at IS NULL)::int AS bonus_ahead`,
  join: sql`LEFT JOIN (SELECT ba.user_id, sum(ba.points)::int AS points FROM bonus_answers ba
    WHERE ba.group_id = ${groupId} AND ba.points IS NOT NULL GROUP BY ba.user_id) b ON b.user_id = gm.user_id`,
});

function toTable(rows: Array<z.infer<typeof tableRow>>): Table {
  const times = rows.flatMap((row) => (row.updated_at ? [new Date(row.updated_at).getTime()] : []));
  return {
    standings: rows.map(toStanding),
    lastUpdated: times.length > 0 ? new Date(Math.max(...times)) : null,
    hasResults: rows[0]?.has_results ?? false,
    live: rows[0]?.live ?? false,
  };
}

/**
 * The live columns of a table over the matches `matches` selects (a condition on `m`): each member's live
 * points and exact scores from the predictions on those in play (`lv`, joined on the member), and whether any is
 * in play. Computed on read from the running scores by the marking rule; nothing is written.
 */
const liveColumns = (matches: SQL) => ({
  select: sql`coalesce(lv.points, 0)::int AS live_points, coalesce(lv.correct_scores, 0)::int AS live_correct_scores,
    coalesce(lv.correct_differences, 0)::int AS live_correct_differences, coalesce(lv.correct_results, 0)::int AS live_correct_results,
    coalesce(lv.joker_points, 0)::int AS live_joker_points,
    EXISTS (SELECT 1 FROM matches m WHERE (${matches}) AND ${LIVE_IN_TABLES}) AS live`,
  join: sql`LEFT JOIN (SELECT p.user_id, ${tallies(sql`p.joker`)} FROM ${liveMarks(matches)} p GROUP BY p.user_id) lv
    ON lv.user_id = gm.user_id`,
});

/** Reads of the derived tables (never aggregated from predictions on a read). */
export function createLeaderboardsRepo() {
  return {
    /**
     * Every member's all-time totals (computed points plus the admin's adjustment), with the last update, and
     * whether any match of the group has a final score yet (before that every position is 1).
     */
    async allTime(db: Executor, groupId: string): Promise<AllTimeTable> {
      // A match in play holds up its gameweek, which is therefore not finished (an index scan of a few gameweeks).
      const live = liveColumns(
        sql`m.gameweek_id = ANY(ARRAY(SELECT g.id FROM gameweeks g WHERE g.group_id = ${groupId} AND NOT g.is_finished))`,
      );
      const bonus = bonusColumns(groupId);
      const rows = await queryRows(db, 'leaderboards.allTime', allTimeRow)`
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder,
               (coalesce(l.total_points + l.points_adjustment, 0) + coalesce(b.points, 0))::int AS total_points,
               coalesce(l.total_correct_scores, 0)::int AS correct_scores,
               coalesce(l.total_correct_differences, 0)::int AS correct_differences,
               coalesce(l.total_correct_results, 0)::int AS correct_results,
               coalesce(l.total_joker_points, 0)::int AS joker_points,
               gm.joined_at, l.updated_at,
               EXISTS (SELECT 1 FROM gameweeks g JOIN matches m ON m.gameweek_id = g.id WHERE g.group_id = ${groupId} AND ${FINAL}) AS has_results,
               ${live.select}, ${bonus.select}
        FROM group_members gm
        JOIN users u ON u.id = gm.user_id
        LEFT JOIN leaderboard l ON l.group_id = gm.group_id AND l.user_id = gm.user_id
        ${live.join}
        ${bonus.join}
        WHERE gm.group_id = ${groupId}`;
      return { ...toTable(rows), hasBonus: rows[0]?.has_bonus ?? false, bonusAhead: rows[0]?.bonus_ahead ?? 0 };
    },

    /**
     * Every member's totals in one season (its gameweeks' points, `season_leaderboard`, plus its settled bonus
     * questions' points), with the last update, whether a match of the season has a final score, and whether a
     * bonus question of it is settled. No live figures: those show in the all-time and gameweek tables.
     */
    async season(db: Executor, groupId: string, seasonId: string): Promise<AllTimeTable> {
      const rows = await queryRows(db, 'leaderboards.season', allTimeRow)`
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder,
               (coalesce(sl.total_points, 0) + coalesce(b.points, 0))::int AS total_points,
               coalesce(sl.total_correct_scores, 0)::int AS correct_scores,
               coalesce(sl.total_correct_differences, 0)::int AS correct_differences,
               coalesce(sl.total_correct_results, 0)::int AS correct_results,
               coalesce(sl.total_joker_points, 0)::int AS joker_points,
               gm.joined_at, sl.updated_at,
               EXISTS (SELECT 1 FROM gameweeks g JOIN matches m ON m.gameweek_id = g.id WHERE g.season_id = ${seasonId} AND ${FINAL}) AS has_results,
               0 AS live_points, 0 AS live_correct_scores, 0 AS live_correct_differences, 0 AS live_correct_results,
               0 AS live_joker_points, false AS live,
               coalesce(b.points, 0)::int AS bonus_points,
               EXISTS (SELECT 1 FROM bonus_questions q WHERE q.season_id = ${seasonId} AND q.settled_at IS NOT NULL) AS has_bonus,
               0 AS bonus_ahead
        FROM group_members gm
        JOIN users u ON u.id = gm.user_id
        LEFT JOIN season_leaderboard sl ON sl.season_id = ${seasonId} AND sl.user_id = gm.user_id
        LEFT JOIN (SELECT ba.user_id, sum(ba.points)::int AS points FROM bonus_answers ba JOIN bonus_questions q ON q.id = ba.question_id
          WHERE q.season_id = ${seasonId} AND ba.points IS NOT NULL GROUP BY ba.user_id) b ON b.user_id = gm.user_id
        WHERE gm.group_id = ${groupId}`;
      return { ...toTable(rows), hasBonus: rows[0]?.has_bonus ?? false, bonusAhead: 0 };
    },

    /** A season's name and group, or null. */
    async seasonHeader(db: Executor, seasonId: string): Promise<{ id: string; name: string; groupId: string } | null> {
      const row = await queryOptionalRow(db, 'leaderboards.seasonHeader', seasonHeaderRow)`
        SELECT id, name, group_id FROM seasons WHERE id = ${seasonId}`;
      return row ? { id: row.id, name: row.name, groupId: row.group_id } : null;
    },

    /** Positions in the two most recent history gameweeks, for the movement arrows. */
    async latestPositions(db: Executor, groupId: string): Promise<{ previous: Map<string, number>; current: Map<string, number> }> {
      const rows = await queryRows(db, 'leaderboards.latestPositions', positionRow)`
        WITH weeks AS (
          SELECT DISTINCT week_number FROM leaderboard_history WHERE group_id = ${groupId} ORDER BY week_number DESC LIMIT 2)
        SELECT h.user_id, h.position, dense_rank() OVER (ORDER BY h.week_number DESC)::int AS rank
        FROM leaderboard_history h JOIN weeks w ON w.week_number = h.week_number
        WHERE h.group_id = ${groupId}`;
      const previous = new Map<string, number>();
      const current = new Map<string, number>();
      for (const row of rows) (row.rank === 1 ? current : previous).set(row.user_id, row.position);
      // With a single history gameweek there is nothing to compare: everyone is "same".
      return previous.size === 0 ? { previous: new Map(), current: new Map() } : { previous, current };
    },

    /**
     * Every member's totals in one gameweek (zeros for those without a score row yet) with their live points,
     * whether it has a final score and whether a match of it is in play.
     */
    async gameweek(db: Executor, gameweekId: string, groupId: string): Promise<Table> {
      const live = liveColumns(sql`m.gameweek_id = ${gameweekId}`);
      const rows = await queryRows(db, 'leaderboards.gameweek', tableRow)`
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder,
               coalesce(s.total_points, 0)::int AS total_points,
               coalesce(s.total_correct_scores, 0)::int AS correct_scores,
               coalesce(s.total_correct_differences, 0)::int AS correct_differences,
               coalesce(s.total_correct_results, 0)::int AS correct_results,
               coalesce(s.total_joker_points, 0)::int AS joker_points,
               gm.joined_at, s.updated_at,
               EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = ${gameweekId} AND ${FINAL}) AS has_results,
               ${live.select}
        FROM group_members gm
        JOIN users u ON u.id = gm.user_id
        LEFT JOIN scores s ON s.gameweek_id = ${gameweekId} AND s.user_id = gm.user_id
        ${live.join}
        WHERE gm.group_id = ${groupId}`;
      return toTable(rows);
    },

    async activeGameweek(db: Executor, groupId: string): Promise<{ id: string; weekNumber: number } | null> {
      const row = await queryOptionalRow(db, 'leaderboards.activeGameweek', activeGameweekRow)`
        SELECT id, week_number FROM gameweeks WHERE group_id = ${groupId} AND is_active LIMIT 1`;
      return row ? { id: row.id, weekNumber: row.week_number } : null;
    },

    /** The whole position history of a group, oldest gameweek first. */
    async history(db: Executor, groupId: string) {
      return queryRows(db, 'leaderboards.history', historyRow)`
        SELECT h.gameweek_id, h.week_number, h.user_id, h.position, h.total_points,
               coalesce(s.total_points, 0)::int AS gameweek_points, coalesce(s.total_correct_scores, 0)::int AS gameweek_correct_scores
        FROM leaderboard_history h
        LEFT JOIN scores s ON s.gameweek_id = h.gameweek_id AND s.user_id = h.user_id
        WHERE h.group_id = ${groupId}
        ORDER BY h.week_number, h.position`;
    },

    async members(db: Executor, groupId: string): Promise<Player[]> {
      const rows = await queryRows(db, 'leaderboards.members', playerRow)`
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder FROM group_members gm JOIN users u ON u.id = gm.user_id
        WHERE gm.group_id = ${groupId} ORDER BY lower(u.username), u.id`;
      return rows.map(toPlayer);
    },

    /** Sets the adjustment so the shown total becomes `totalPoints`; returns how many members it matched. */
    async setShownTotal(db: Executor, groupId: string, userId: string, totalPoints: number): Promise<number> {
      const result = await db.execute(sql`
        UPDATE leaderboard SET updated_at = now(), points_adjustment = ${totalPoints} - total_points
          - (SELECT coalesce(sum(ba.points), 0) FROM bonus_answers ba WHERE ba.group_id = ${groupId} AND ba.user_id = ${userId})
        WHERE group_id = ${groupId} AND user_id = ${userId}`);
      return result.rowCount ?? 0;
    },

    async groupIdsOf(db: Executor, userId: string): Promise<string[]> {
      const rows = await queryRows(db, 'leaderboards.groupIdsOf', groupIdRow)`
        SELECT gm.group_id FROM group_members gm JOIN groups g ON g.id = gm.group_id
        WHERE gm.user_id = ${userId} ORDER BY lower(g.name), g.id`;
      return rows.map((row) => row.group_id);
    },
  };
}

export type LeaderboardsRepo = ReturnType<typeof createLeaderboardsRepo>;
