import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { predictionOutcome } from '../../db/schema.js';
import { col, queryOptionalRow, queryRows } from '../../db/rows.js';
import { revokeLinksMadeBy } from '../invites/invites.repo.js';

/** A timestamp column as the export writes it: ISO 8601 in UTC ("2025-03-27T15:00:00.000Z"). */
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const groupIdRow = z.strictObject({ group_id: col.uuid });
const ownedGroupRow = z.strictObject({ id: col.uuid, icon_url: col.text.nullable() });
const userIdRow = z.strictObject({ user_id: col.uuid });
const tokenRow = z.strictObject({ token: col.text });

// The export's rows, in its own names; every timestamp as `iso` writes it.
const accountRow = z.strictObject({
  id: col.uuid,
  email: col.text,
  username: col.text,
  emailVerified: col.boolean,
  bgColour: col.text,
  alsoSaveInOtherGroups: col.boolean,
  createdAt: col.isoText,
  updatedAt: col.isoText,
});
const signInMethodRow = z.strictObject({ provider: col.text, createdAt: col.isoText, updatedAt: col.isoText });
const sessionRow = z.strictObject({
  createdAt: col.isoText,
  expiresAt: col.isoText,
  ipAddress: col.text.nullable(),
  userAgent: col.text.nullable(),
});
const membershipRow = z.strictObject({
  groupId: col.uuid,
  groupName: col.text,
  isOwner: col.boolean,
  isAdmin: col.boolean,
  joinedAt: col.isoText,
});
const groupSeason = { groupId: col.uuid, groupName: col.text, seasonId: col.uuid, seasonName: col.text };
const seasonAdministeredRow = z.strictObject(groupSeason);
const predictionRow = z.strictObject({
  ...groupSeason,
  gameweekId: col.uuid,
  gameweekNumber: col.int,
  matchId: col.uuid,
  homeTeam: col.text,
  awayTeam: col.text,
  kickOff: col.isoText,
  predictedHome: col.int,
  predictedAway: col.int,
  finalHome: col.int.nullable(),
  finalAway: col.int.nullable(),
  points: col.int.nullable(),
  outcome: col.enum(predictionOutcome).nullable(),
  locked: col.boolean,
  joker: col.boolean,
  enteredByAdmin: col.boolean,
  createdAt: col.isoText,
  updatedAt: col.isoText,
});
const totals = {
  totalPoints: col.int,
  correctScores: col.int,
  correctDifferences: col.int,
  correctResults: col.int,
  jokerPoints: col.int,
  updatedAt: col.isoText,
};
const gameweekScoreRow = z.strictObject({ ...groupSeason, gameweekId: col.uuid, gameweekNumber: col.int, ...totals });
const allTimeRow = z.strictObject({ groupId: col.uuid, groupName: col.text, ...totals, pointsAdjustment: col.int });
const seasonTableRow = z.strictObject({ ...groupSeason, ...totals, bonusPoints: col.int });
const historyRow = z.strictObject({
  groupId: col.uuid,
  groupName: col.text,
  gameweekId: col.uuid,
  gameweekNumber: col.int,
  position: col.int,
  totalPoints: col.int,
  updatedAt: col.isoText,
});
const bonusAnswerRow = z.strictObject({
  ...groupSeason,
  question: col.text,
  answer: col.text,
  points: col.int.nullable(),
  updatedAt: col.isoText,
});
const savedAtRow = z.strictObject({ saved_at: col.isoText });
const pushDeviceRow = z.strictObject({ id: col.uuid, label: col.text, pushService: col.text, createdAt: col.isoText });
const notificationSentRow = z.strictObject({ kind: col.text, subject: col.text, sentAt: col.isoText });

/**
 * The statements of deleting an account (inside the caller's transaction) and of exporting its data. Every
 * export query selects by the player's own user id and names other rows only as group, season, gameweek and
 * match context: no other player's id, name or prediction.
 */
export function createAccountRepo() {
  return {
    // ---- deleting -------------------------------------------------------------------------------------------

    async memberGroupIds(db: Executor, userId: string): Promise<string[]> {
      const rows = await queryRows(db, 'account.memberGroupIds', groupIdRow)`SELECT group_id FROM group_members WHERE user_id = ${userId}`;
      return rows.map((row) => row.group_id);
    },

    /** The groups the user owns, row-locked in id order (after the standings locks, the order every writer takes). */
    async lockOwnedGroups(db: Executor, userId: string): Promise<Array<{ id: string; iconUrl: string | null }>> {
      const rows = await queryRows(db, 'account.lockOwnedGroups', ownedGroupRow)`
        SELECT id, icon_url FROM groups WHERE owner_id = ${userId} ORDER BY id FOR UPDATE`;
      return rows.map((row) => ({ id: row.id, iconUrl: row.icon_url }));
    },

    /** Who takes a group over: its longest-serving admin, else its longest-serving real member; never a placeholder. */
    async successor(db: Executor, groupId: string, leavingUserId: string): Promise<string | null> {
      const row = await queryOptionalRow(db, 'account.successor', userIdRow)`
        SELECT gm.user_id FROM group_members gm JOIN users u ON u.id = gm.user_id
        WHERE gm.group_id = ${groupId} AND gm.user_id <> ${leavingUserId} AND NOT u.is_placeholder
        ORDER BY gm.is_admin DESC, gm.joined_at, gm.id
        LIMIT 1`;
      return row?.user_id ?? null;
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
      const rows = await queryRows(db, 'account.sessionTokens', tokenRow)`SELECT token FROM sessions WHERE user_id = ${userId}`;
      return rows.map((row) => row.token);
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
      return queryOptionalRow(db, 'account.account', accountRow)`
        SELECT id, email, username, email_verified AS "emailVerified", bg_colour AS "bgColour",
               also_save_in_other_groups AS "alsoSaveInOtherGroups", ${iso('created_at')} AS "createdAt",
               ${iso('updated_at')} AS "updatedAt"
        FROM users WHERE id = ${userId}`;
    },

    async signInMethods(db: Executor, userId: string) {
      return queryRows(db, 'account.signInMethods', signInMethodRow)`
        SELECT provider_id AS provider, ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt"
        FROM accounts WHERE user_id = ${userId} ORDER BY created_at`;
    },

    async sessions(db: Executor, userId: string) {
      return queryRows(db, 'account.sessions', sessionRow)`
        SELECT ${iso('created_at')} AS "createdAt", ${iso('expires_at')} AS "expiresAt", ip_address AS "ipAddress", user_agent AS "userAgent"
        FROM sessions WHERE user_id = ${userId} ORDER BY created_at`;
    },

    async memberships(db: Executor, userId: string) {
      return queryRows(db, 'account.memberships', membershipRow)`
        SELECT g.id AS "groupId", g.name AS "groupName", g.owner_id = gm.user_id AS "isOwner", gm.is_admin AS "isAdmin",
               ${iso('gm.joined_at')} AS "joinedAt"
        FROM group_members gm JOIN groups g ON g.id = gm.group_id
        WHERE gm.user_id = ${userId} ORDER BY gm.joined_at, g.id`;
    },

    async seasonsAdministered(db: Executor, userId: string) {
      return queryRows(db, 'account.seasonsAdministered', seasonAdministeredRow)`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName"
        FROM seasons s JOIN groups g ON g.id = s.group_id
        WHERE s.admin_id = ${userId} ORDER BY s.created_at, s.id`;
    },

    /** Every prediction of the player, in every group, oldest gameweek first. */
    async predictions(db: Executor, userId: string) {
      return queryRows(db, 'account.predictions', predictionRow)`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName", gw.id AS "gameweekId",
               gw.week_number AS "gameweekNumber", m.id AS "matchId", m.home_team AS "homeTeam", m.away_team AS "awayTeam",
               ${iso('m.match_time')} AS "kickOff", p.predicted_home_score AS "predictedHome", p.predicted_away_score AS "predictedAway",
               m.final_home_score AS "finalHome", m.final_away_score AS "finalAway", p.points, p.outcome,
               p.is_locked AS locked, p.is_joker AS joker, p.created_by_admin AS "enteredByAdmin", ${iso('p.created_at')} AS "createdAt",
               ${iso('p.updated_at')} AS "updatedAt"
        FROM predictions p
        JOIN matches m ON m.id = p.match_id
        JOIN gameweeks gw ON gw.id = m.gameweek_id
        JOIN seasons s ON s.id = gw.season_id
        JOIN groups g ON g.id = p.group_id
        WHERE p.user_id = ${userId}
        ORDER BY g.name, g.id, gw.week_number, m.match_time, m.id`;
    },

    async gameweekScores(db: Executor, userId: string) {
      return queryRows(db, 'account.gameweekScores', gameweekScoreRow)`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName", gw.id AS "gameweekId",
               gw.week_number AS "gameweekNumber", sc.total_points AS "totalPoints", sc.total_correct_scores AS "correctScores",
               sc.total_correct_differences AS "correctDifferences", sc.total_correct_results AS "correctResults",
               sc.total_joker_points AS "jokerPoints", ${iso('sc.updated_at')} AS "updatedAt"
        FROM scores sc
        JOIN gameweeks gw ON gw.id = sc.gameweek_id
        JOIN seasons s ON s.id = gw.season_id
        JOIN groups g ON g.id = sc.group_id
        WHERE sc.user_id = ${userId}
        ORDER BY g.name, g.id, gw.week_number`;
    },

    async allTimeRows(db: Executor, userId: string) {
      return queryRows(db, 'account.allTimeRows', allTimeRow)`
        SELECT g.id AS "groupId", g.name AS "groupName", l.total_points AS "totalPoints",
               l.total_correct_scores AS "correctScores", l.total_correct_differences AS "correctDifferences", l.total_correct_results AS "correctResults",
               l.total_joker_points AS "jokerPoints",
               l.points_adjustment AS "pointsAdjustment", ${iso('l.updated_at')} AS "updatedAt"
        FROM leaderboard l JOIN groups g ON g.id = l.group_id
        WHERE l.user_id = ${userId} ORDER BY g.name, g.id`;
    },

    async seasonRows(db: Executor, userId: string) {
      return queryRows(db, 'account.seasonRows', seasonTableRow)`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName",
               (sl.total_points + coalesce(b.points, 0))::int AS "totalPoints", sl.total_correct_scores AS "correctScores",
               sl.total_correct_differences AS "correctDifferences", sl.total_correct_results AS "correctResults",
               sl.total_joker_points AS "jokerPoints", ${iso('sl.updated_at')} AS "updatedAt",
               coalesce(b.points, 0)::int AS "bonusPoints"
        FROM season_leaderboard sl JOIN seasons s ON s.id = sl.season_id JOIN groups g ON g.id = sl.group_id
        -- The season's settled bonus questions, summed at read time (as the all-time table does).
        LEFT JOIN LATERAL (SELECT sum(a.points) AS points FROM bonus_answers a JOIN bonus_questions q ON q.id = a.question_id
                           WHERE q.season_id = sl.season_id AND a.user_id = sl.user_id) b ON true
        WHERE sl.user_id = ${userId} ORDER BY g.name, g.id, s.created_at`;
    },

    async bonusAnswers(db: Executor, userId: string) {
      return queryRows(db, 'account.bonusAnswers', bonusAnswerRow)`
        SELECT g.id AS "groupId", g.name AS "groupName", s.id AS "seasonId", s.name AS "seasonName", q.question, a.answer,
               a.points, ${iso('a.updated_at')} AS "updatedAt"
        FROM bonus_answers a JOIN bonus_questions q ON q.id = a.question_id JOIN seasons s ON s.id = q.season_id
        JOIN groups g ON g.id = a.group_id
        WHERE a.user_id = ${userId} ORDER BY g.name, g.id, s.created_at, q.deadline, q.id`;
    },

    async historyRows(db: Executor, userId: string) {
      return queryRows(db, 'account.historyRows', historyRow)`
        SELECT g.id AS "groupId", g.name AS "groupName", h.gameweek_id AS "gameweekId", h.week_number AS "gameweekNumber",
               h.position, h.total_points AS "totalPoints", ${iso('h.updated_at')} AS "updatedAt"
        FROM leaderboard_history h JOIN groups g ON g.id = h.group_id
        WHERE h.user_id = ${userId} ORDER BY g.name, g.id, h.week_number`;
    },

    /** When the player last saved their notification settings; null: never (the defaults apply). */
    async settingsSavedAt(db: Executor, userId: string): Promise<string | null> {
      const row = await queryOptionalRow(db, 'account.settingsSavedAt', savedAtRow)`
        SELECT ${iso('updated_at')} AS saved_at FROM notification_settings WHERE user_id = ${userId}`;
      return row?.saved_at ?? null;
    },

    /** Push devices without their endpoint and keys (secrets of the push service): the service's host only. */
    async pushDevices(db: Executor, userId: string) {
      return queryRows(db, 'account.pushDevices', pushDeviceRow)`
        SELECT id, label, coalesce(substring(endpoint FROM '^https://([^/:]+)'), '') AS "pushService", ${iso('created_at')} AS "createdAt"
        FROM push_subscriptions WHERE user_id = ${userId} ORDER BY created_at, id`;
    },

    async notificationsSent(db: Executor, userId: string) {
      return queryRows(db, 'account.notificationsSent', notificationSentRow)`
        SELECT kind, subject, ${iso('sent_at')} AS "sentAt" FROM notifications_sent WHERE user_id = ${userId} ORDER BY sent_at, kind, subject`;
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
