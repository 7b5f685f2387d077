import { type Player, type PlayerStats, withDerivedStats } from '@scoreline/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { playerRow, toPlayer } from '../../db/player-row.js';
import { col, queryOptionalRow, queryRows } from '../../db/rows.js';
import { RANK_ORDER, RIGHT_RESULT, totalsAsTallied } from '../standings/standings.sql.js';

const statsRow = playerRow.extend({
  gameweeks_played: col.int,
  points: col.int,
  predictions_marked: col.int,
  correct_scores: col.int,
  correct_results: col.int,
  gameweek_wins: col.int,
});
const membershipRow = z.strictObject({ joined_at: col.timestamptz, is_admin: col.boolean });
const groupRow = z.strictObject({ id: col.uuid, name: col.text, icon_url: col.text.nullable() });

export function createStatsRepo() {
  return {
    /**
     * Every member's stats in a group (definitions in shared/stats.ts): from marked predictions, reached through
     * the group's gameweeks and matches, and gameweek wins from the finished gameweeks' scores.
     */
    async ofGroup(db: Executor, groupId: string): Promise<Array<{ player: Player; stats: PlayerStats }>> {
      const rows = await queryRows(db, 'stats.ofGroup', statsRow)`
        WITH played AS (
          SELECT p.user_id, m.gameweek_id, count(*) AS marked, sum(p.points) AS points,
                 count(*) FILTER (WHERE p.outcome = 'exact') AS exact,
                 count(*) FILTER (WHERE p.outcome IN ${RIGHT_RESULT}) AS results
          FROM gameweeks g JOIN matches m ON m.gameweek_id = g.id JOIN predictions p ON p.match_id = m.id
          WHERE g.group_id = ${groupId} AND p.outcome IS NOT NULL
          GROUP BY p.user_id, m.gameweek_id
        ), wins AS (
          SELECT user_id, count(*) AS wins FROM (
            -- The gameweek winner by the tables' order (a shared win when every tiebreak is equal).
            SELECT s.user_id, rank() OVER (PARTITION BY s.gameweek_id ORDER BY ${RANK_ORDER}) AS position
            FROM (SELECT gameweek_id, user_id, ${totalsAsTallied('scores')} FROM scores) s JOIN gameweeks g ON g.id = s.gameweek_id
            WHERE g.group_id = ${groupId} AND g.is_finished) ranked
          WHERE position = 1 GROUP BY user_id
        )
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder,
               count(pl.gameweek_id)::int AS gameweeks_played,
               coalesce(sum(pl.points), 0)::int AS points,
               coalesce(sum(pl.marked), 0)::int AS predictions_marked,
               coalesce(sum(pl.exact), 0)::int AS correct_scores,
               coalesce(sum(pl.results), 0)::int AS correct_results,
               coalesce(max(w.wins), 0)::int AS gameweek_wins
        FROM group_members gm
        JOIN users u ON u.id = gm.user_id
        LEFT JOIN played pl ON pl.user_id = gm.user_id
        LEFT JOIN wins w ON w.user_id = gm.user_id
        WHERE gm.group_id = ${groupId}
        GROUP BY u.id, u.username, u.bg_colour, u.is_placeholder
        ORDER BY lower(u.username), u.id`;
      return rows.map((row) => ({
        player: toPlayer(row),
        stats: withDerivedStats({
          gameweeksPlayed: row.gameweeks_played,
          points: row.points,
          predictionsMarked: row.predictions_marked,
          correctScores: row.correct_scores,
          correctResults: row.correct_results,
          gameweekWins: row.gameweek_wins,
        }),
      }));
    },

    async membership(db: Executor, groupId: string, userId: string) {
      const row = await queryOptionalRow(db, 'stats.membership', membershipRow)`
        SELECT joined_at, is_admin FROM group_members WHERE group_id = ${groupId} AND user_id = ${userId}`;
      return row ? { joinedAt: new Date(row.joined_at), isAdmin: row.is_admin } : null;
    },

    async groupsOf(db: Executor, userId: string) {
      const rows = await queryRows(db, 'stats.groupsOf', groupRow)`
        SELECT g.id, g.name, g.icon_url FROM group_members gm JOIN groups g ON g.id = gm.group_id
        WHERE gm.user_id = ${userId} ORDER BY lower(g.name), g.id`;
      return rows.map((row) => ({ id: row.id, name: row.name, iconUrl: row.icon_url }));
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
