import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { revokeLinksMadeBy } from '../invites/invites.repo.js';

/** A timestamp column as the export writes it: ISO 8601 in UTC ("2025-03-27T15:00:00.000Z"). */
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The statements of deleting an account (inside the caller's transaction) and of exporting its data. Every
 * export query selects by the player's own user id and names other rows only as group, season, gameweek and
 * match context: no other player's id, name or prediction.
 */
export function createAccountRepo() {
  return {
    // ---- deleting -------------------------------------------------------------------------------------------

    async memberGroupIds(db: Executor, userId: string): Promise<string[]> {
      const result = await db.execute<{ group_id: string }>(sql`SELECT group_id FROM group_members WHERE user_id = ${userId}`);
      return result.rows.map((row) => row.group_id);
    },

    /** The groups the user owns, row-locked in id order (after the standings locks, the order every writer takes). */
    async lockOwnedGroups(db: Executor, userId: string): Promise<Array<{ id: string; iconUrl: string | null }>> {
      const result = await db.execute<{ id: string; icon_url: string | null }>(
        sql`SELECT id, icon_url FROM groups WHERE owner_id = ${userId} ORDER BY id FOR UPDATE`,
      );
      return result.rows.map((row) => ({ id: row.id, iconUrl: row.icon_url }));
    },

    /** Who takes a group over: its longest-serving admin, else its longest-serving real member; never a placeholder. */
    async successor(db: Executor, groupId: string, leavingUserId: string): Promise<string | null> {
      const result = await db.execute<{ user_id: string }>(sql`
        SELECT gm.user_id FROM group_members gm JOIN users u ON u.id = gm.user_id
        WHERE gm.group_id = ${groupId} AND gm.user_id <> ${leavingUserId} AND NOT u.is_placeholder
        ORDER BY gm.is_admin DESC, gm.joined_at, gm.id
        LIMIT 1`);
      return result.rows[0]?.user_id ?? null;
    },

    /** The new owner is an admin, and the season admin of the seasons the old owner ran. */
    async transferGroup(db: Executor, groupId: string, fromUserId: string, toUserId: string): Promise<void> {
      await db.execute(sql`UPDATE groups SET owner_id = ${toUserId} WHERE id = ${groupId}`);
      await db.execute(sql`UPDATE group_members SET is_admin = true WHERE group_id = ${groupId} AND user_id = ${toUserId}`);
      await db.execute(sql`UPDATE seasons SET admin_id = ${toUserId} WHERE group_id = ${groupId} AND admin_id = ${fromUserId}`);
    },

    /** Seasons the user ran in groups they do not own pass to the group's owner (so someone can still end them). */
    async handOverSeasons(db: Executor, userId: string): Promise<void> {
      await db.execute(sql`
        UPDATE seasons s SET admin_id = g.owner_id FROM groups g
        WHERE g.id = s.group_id AND s.admin_id = ${userId} AND g.owner_id <> ${userId}`);
    },

    async sessionTokens(db: Executor, userId: string): Promise<string[]> {
      const result = await db.execute<{ token: string }>(sql`SELECT token FROM sessions WHERE user_id = ${userId}`);
      return result.rows.map((row) => row.token);
    },

    /**
     * Rows that name the user without a foreign key: better-auth's pending reset links (value = user id) and the
     * attempt limits keyed by email (sign-in) or user id (PIN tries, password checks), as "<key> <rest>".
     */
    async lockUser(db: Executor, userId: string): Promise<void> {
      await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
    },

    async forgetUnlinkedRows(db: Executor, userId: string, email: string): Promise<void> {
      const lowered = email.toLowerCase();
      await db.execute(sql`
        DELETE FROM verifications
        WHERE value = ${userId} OR strpos(identifier, ${userId}) > 0
           OR lower(identifier) = ${lowered} OR right(lower(identifier), length(${lowered}) + 1) = ':' || ${lowered}
           OR lower(value) = ${lowered}`);
      await db.execute(sql`DELETE FROM guarded_attempts WHERE split_part(subject, ' ', 1) IN (${lowered}, ${userId})`);
    },

    /**
     * Deletes the user; everything else of theirs goes by ON DELETE CASCADE (sessions, accounts, memberships with
     * their predictions, scores and table rows, notification settings, devices, sent records) or SET NULL
     * (predictions they saved for others as an admin).
     */
    async deleteUser(db: Executor, userId: string): Promise<boolean> {
      // Their invite links end as revoked (`created_by` goes null with the user).
      await revokeLinksMadeBy(db, null, userId);
      const result = await db.execute(sql`DELETE FROM users WHERE id = ${userId} AND NOT is_placeholder`);
      return (result.rowCount ?? 0) > 0;
    },

    // ---- exporting ------------------------------------------------------------------------------------------

    async account(db: Executor, userId: string) {
      const result = await db.execute<{
        id: string;
        email: string;
        username: string;
        emailVerified: boolean;
        bgColour: string;
        createdAt: string;
        updatedAt: string;
      }>(sql`
        SELECT id, email, username, email_verified AS "emailVerified", bg_colour AS "bgColour", ${iso('created_at')} AS "createdAt",
               ${iso('updated_at')} AS "updatedAt"
        FROM users WHERE id = ${userId}`);
      return result.rows[0] ?? null;
    },

    async signInMethods(db: Executor, userId: string) {
      const result = await db.execute<{ provider: string; createdAt: string; updatedAt: string }>(sql`
        SELECT provider_id AS provider, ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt"
        FROM accounts WHERE user_id = ${userId} ORDER BY created_at`);
      return result.rows;
    },

    async sessions(db: Executor, userId: string) {
      const result = await db.execute<{ createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }>(sql`
        SELECT ${iso('created_at')} AS "createdAt", ${iso('expires_at')} AS "expiresAt", ip_address AS "ipAddress", user_agent AS "userAgent"
        FROM sessions WHERE user_id = ${userId} ORDER BY created_at`);
      return result.rows;
    },

    async memberships(db: Executor, userId: string) {
      const result = await db.execute<{ groupId: string; groupName: string; isOwner: boolean; isAdmin: boolean; joinedAt: string }>(sql`
        SELECT g.id AS "groupId", g.name AS "groupName", g.owner_id = gm.user_id AS "isOwner", gm.is_admin AS "isAdmin",
               ${iso('gm.joined_at')} AS "joinedAt"
        FROM group_members gm JOIN groups g ON g.id = gm.group_id
        WHERE gm.user_id = ${userId} ORDER BY gm.joined_at, g.id`);
      return result.rows;
    },

    async seasonsAdministered(db: Executor, userId: string) {
      const result = await db.execute<{ groupId: string; groupName: string; seasonId: string; seasonName: string }>(sql`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName"
        FROM seasons s JOIN groups g ON g.id = s.group_id
        WHERE s.admin_id = ${userId} ORDER BY s.created_at, s.id`);
      return result.rows;
    },

    /** Every prediction of the player, in every group, oldest gameweek first. */
    async predictions(db: Executor, userId: string) {
      const result = await db.execute<{
        groupId: string;
        groupName: string;
        seasonId: string;
        seasonName: string;
        gameweekId: string;
        gameweekNumber: number;
        matchId: string;
        homeTeam: string;
        awayTeam: string;
        kickOff: string;
        predictedHome: number;
        predictedAway: number;
        finalHome: number | null;
        finalAway: number | null;
        points: number | null;
        outcome: 'exact' | 'result' | 'wrong' | null;
        locked: boolean;
        enteredByAdmin: boolean;
        createdAt: string;
        updatedAt: string;
      }>(sql`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName", gw.id AS "gameweekId",
               gw.week_number AS "gameweekNumber", m.id AS "matchId", m.home_team AS "homeTeam", m.away_team AS "awayTeam",
               ${iso('m.match_time')} AS "kickOff", p.predicted_home_score AS "predictedHome", p.predicted_away_score AS "predictedAway",
               m.final_home_score AS "finalHome", m.final_away_score AS "finalAway", p.points, p.outcome,
               p.is_locked AS locked, p.created_by_admin AS "enteredByAdmin", ${iso('p.created_at')} AS "createdAt",
               ${iso('p.updated_at')} AS "updatedAt"
        FROM predictions p
        JOIN matches m ON m.id = p.match_id
        JOIN gameweeks gw ON gw.id = m.gameweek_id
        JOIN seasons s ON s.id = gw.season_id
        JOIN groups g ON g.id = p.group_id
        WHERE p.user_id = ${userId}
        ORDER BY g.name, g.id, gw.week_number, m.match_time, m.id`);
      return result.rows;
    },

    async gameweekScores(db: Executor, userId: string) {
      const result = await db.execute<{
        groupId: string;
        groupName: string;
        seasonId: string;
        seasonName: string;
        gameweekId: string;
        gameweekNumber: number;
        totalPoints: number;
        correctScores: number;
        correctResults: number;
        updatedAt: string;
      }>(sql`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName", gw.id AS "gameweekId",
               gw.week_number AS "gameweekNumber", sc.total_points AS "totalPoints", sc.total_correct_scores AS "correctScores",
               sc.total_correct_results AS "correctResults", ${iso('sc.updated_at')} AS "updatedAt"
        FROM scores sc
        JOIN gameweeks gw ON gw.id = sc.gameweek_id
        JOIN seasons s ON s.id = gw.season_id
        JOIN groups g ON g.id = sc.group_id
        WHERE sc.user_id = ${userId}
        ORDER BY g.name, g.id, gw.week_number`);
      return result.rows;
    },

    async allTimeRows(db: Executor, userId: string) {
      const result = await db.execute<{
        groupId: string;
        groupName: string;
        totalPoints: number;
        correctScores: number;
        correctResults: number;
        pointsAdjustment: number;
        updatedAt: string;
      }>(sql`
        SELECT g.id AS "groupId", g.name AS "groupName", l.total_points AS "totalPoints",
               l.total_correct_scores AS "correctScores", l.total_correct_results AS "correctResults",
               l.points_adjustment AS "pointsAdjustment", ${iso('l.updated_at')} AS "updatedAt"
        FROM leaderboard l JOIN groups g ON g.id = l.group_id
        WHERE l.user_id = ${userId} ORDER BY g.name, g.id`);
      return result.rows;
    },

    async seasonRows(db: Executor, userId: string) {
      const result = await db.execute<{
        groupId: string;
        groupName: string;
        seasonId: string;
        seasonName: string;
        totalPoints: number;
        correctScores: number;
        correctResults: number;
        updatedAt: string;
      }>(sql`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName",
               sl.total_points AS "totalPoints", sl.total_correct_scores AS "correctScores",
               sl.total_correct_results AS "correctResults", ${iso('sl.updated_at')} AS "updatedAt"
        FROM season_leaderboard sl JOIN seasons s ON s.id = sl.season_id JOIN groups g ON g.id = sl.group_id
        WHERE sl.user_id = ${userId} ORDER BY g.name, g.id, s.created_at`);
      return result.rows;
    },

    async historyRows(db: Executor, userId: string) {
      const result = await db.execute<{
        groupId: string;
        groupName: string;
        gameweekId: string;
        gameweekNumber: number;
        position: number;
        totalPoints: number;
        updatedAt: string;
      }>(sql`
        SELECT g.id AS "groupId", g.name AS "groupName", h.gameweek_id AS "gameweekId", h.week_number AS "gameweekNumber",
               h.position, h.total_points AS "totalPoints", ${iso('h.updated_at')} AS "updatedAt"
        FROM leaderboard_history h JOIN groups g ON g.id = h.group_id
        WHERE h.user_id = ${userId} ORDER BY g.name, g.id, h.week_number`);
      return result.rows;
    },

    /** When the player last saved their notification settings; null: never (the defaults apply). */
    async settingsSavedAt(db: Executor, userId: string): Promise<string | null> {
      const result = await db.execute<{ saved_at: string }>(
        sql`SELECT ${iso('updated_at')} AS saved_at FROM notification_settings WHERE user_id = ${userId}`,
      );
      return result.rows[0]?.saved_at ?? null;
    },

    /** Push devices without their endpoint and keys (secrets of the push service): the service's host only. */
    async pushDevices(db: Executor, userId: string) {
      const result = await db.execute<{ id: string; label: string; pushService: string; createdAt: string }>(sql`
        SELECT id, label, coalesce(substring(endpoint FROM '^https://([^/:]+)'), '') AS "pushService", ${iso('created_at')} AS "createdAt"
        FROM push_subscriptions WHERE user_id = ${userId} ORDER BY created_at, id`);
      return result.rows;
    },

    async notificationsSent(db: Executor, userId: string) {
      const result = await db.execute<{ kind: string; subject: string; sentAt: string }>(sql`
        SELECT kind, subject, ${iso('sent_at')} AS "sentAt" FROM notifications_sent WHERE user_id = ${userId} ORDER BY sent_at, kind, subject`);
      return result.rows;
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
