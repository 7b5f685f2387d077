import type { MatchPrediction, Player, StoredPrediction } from '@scoreline/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { playerRow, toPlayer } from '../../db/player-row.js';
import { col, preparedRow, queryOptionalRow, queryRow, queryRows } from '../../db/rows.js';
import { predictionOutcome, users } from '../../db/schema.js';
import { uuidArray } from '../../db/sql-helpers.js';
import { SUBJECT_COLUMNS, subjectRow, toSubject } from '../gameweeks/gameweeks.repo.js';
import { liveMarks } from '../standings/standings.sql.js';

const predictionRow = z.strictObject({
  match_id: col.uuid,
  predicted_home_score: col.int,
  predicted_away_score: col.int,
  outcome: col.enum(predictionOutcome).nullable(),
  points: col.int.nullable(),
  is_locked: col.boolean,
  is_joker: col.boolean,
});
type PredictionRow = z.infer<typeof predictionRow>;
/** `saveOwnAtVersion`'s one row: the player's predictions in the gameweek after the save, as JSON. */
const savedOwnRow = z.strictObject({ held: col.int, locked: col.int, notified: col.int, predictions: z.array(predictionRow) });
/** `saveOwnInGroups`' one row: which groups held their version, which had a locked prediction, and the sheet's predictions. */
const savedInGroupsRow = z.strictObject({
  held: z.array(col.uuid),
  locked: z.array(col.uuid),
  notified: col.int,
  predictions: z.array(predictionRow),
});
const saveSubjectRow = subjectRow.extend({ group_id: col.uuid });
const matchIdRow = z.strictObject({ match_id: col.uuid });
const removedRow = z.strictObject({ removed: col.int, locked: col.int });
const pageRow = playerRow.extend({ total_points: col.int, live_points: col.int.nullable(), total: col.int });
const playerPredictionRow = predictionRow.extend({ user_id: col.uuid });
const matchPredictionRow = playerRow.extend(predictionRow.shape);
const remindedAtRow = z.strictObject({ reminded_at: col.timestamptz.nullable() });
const matchRow = z.strictObject({ id: col.uuid, gameweek_id: col.uuid, group_id: col.uuid });

const toPrediction = (row: PredictionRow): StoredPrediction => ({
  matchId: row.match_id,
  home: row.predicted_home_score,
  away: row.predicted_away_score,
  outcome: row.outcome,
  points: row.points,
  isLocked: row.is_locked,
  isJoker: row.is_joker,
});

/** The player's own save meets a concurrent one on its (match, player) row; a locked prediction is never overwritten. */
const OWN_SAVE_CONFLICT = `ON CONFLICT (match_id, user_id) DO UPDATE SET
        predicted_home_score = excluded.predicted_home_score,
        predicted_away_score = excluded.predicted_away_score,
        created_by_admin = false,
        admin_id = NULL,
        updated_at = now()
      WHERE NOT predictions.is_locked`;

/**
 * A player's own save in one statement, valid only while the group is still at the version the caller judged
 * it at (see `saveOwnAtVersion`). Returns whether the version held, how many saved predictions were locked,
 * and the player's predictions in the gameweek as they are after the save.
 */
const SAVE_OWN_AT_VERSION = {
  name: 'scoreline_save_own_predictions',
  text: `
    WITH held AS (
      -- Share-locks the version: a lock, the deadline sweep, a match edit or a removal from the group (which all
      -- move it) waits for this save, and one that came first makes this find no row.
      SELECT 1 FROM group_versions WHERE group_id = $1 AND version = $2 FOR SHARE
    ), input AS (
      SELECT * FROM unnest($4::uuid[], $5::int[], $6::int[]) AS r(match_id, home, away)
    ), locked AS (
      -- Each prediction by its (match, player) key, never all the player's by player (OFFSET 0: planned per match;
      -- see OWN_ON_MATCHES in auth/sessions.repo.ts).
      SELECT count(*)::int AS n FROM input i
      CROSS JOIN LATERAL (SELECT 1 FROM predictions p WHERE p.match_id = i.match_id AND p.user_id = $3 AND p.is_locked OFFSET 0) l
    ), saved AS (
      INSERT INTO predictions (group_id, match_id, user_id, predicted_home_score, predicted_away_score, created_by_admin, admin_id)
      SELECT $1, i.match_id, $3, i.home, i.away, false, NULL FROM input i
      WHERE EXISTS (SELECT 1 FROM held) AND (SELECT n FROM locked) = 0
      ${OWN_SAVE_CONFLICT}
      RETURNING match_id, predicted_home_score, predicted_away_score, outcome, points, is_locked, is_joker
    ), notified AS (
      SELECT pg_notify($8, $9) WHERE EXISTS (SELECT 1 FROM saved)
    )
    SELECT (SELECT count(*)::int FROM held) AS held, (SELECT n FROM locked) AS locked, (SELECT count(*)::int FROM notified) AS notified,
      coalesce((SELECT json_agg(s) FROM (
        SELECT * FROM saved
        UNION ALL
        SELECT p.match_id, p.predicted_home_score, p.predicted_away_score, p.outcome, p.points, p.is_locked, p.is_joker
        FROM matches m
        CROSS JOIN LATERAL (SELECT * FROM predictions p WHERE p.match_id = m.id AND p.user_id = $3 OFFSET 0) p
        WHERE m.gameweek_id = $7 AND m.id <> ALL($4::uuid[])) s), '[]') AS predictions`,
};

/**
 * A player's own save copied into their other groups, in one statement: the save of `saveOwnAtVersion` for every
 * group at once. Each group's version row is share-locked in group-id order (the order the version triggers take
 * them in, so two writers of the same groups queue rather than deadlock); a group writes only while it is still
 * at the version the caller judged its copy at, and none of its predictions here is locked. Nothing at all is
 * written unless the sheet's own group ($8) holds and has no locked prediction (the save itself is refused).
 * Each group written is told (one NOTIFY per group, its payload in $10 beside its id in $1).
 */
const SAVE_OWN_IN_GROUPS = {
  name: 'scoreline_save_own_predictions_in_groups',
  text: `
    WITH want AS (
      SELECT * FROM unnest($1::uuid[], $2::bigint[]) AS w(group_id, version)
    ), held AS (
      SELECT v.group_id FROM group_versions v JOIN want w ON w.group_id = v.group_id AND w.version = v.version
      ORDER BY v.group_id FOR SHARE OF v
    ), input AS (
      SELECT * FROM unnest($3::uuid[], $4::uuid[], $5::int[], $6::int[]) AS r(group_id, match_id, home, away)
    ), locked AS (
      SELECT DISTINCT i.group_id FROM input i
      CROSS JOIN LATERAL (SELECT 1 FROM predictions p WHERE p.match_id = i.match_id AND p.user_id = $7 AND p.is_locked OFFSET 0) l
    ), saved AS (
      INSERT INTO predictions (group_id, match_id, user_id, predicted_home_score, predicted_away_score, created_by_admin, admin_id)
      SELECT i.group_id, i.match_id, $7, i.home, i.away, false, NULL FROM input i
      WHERE EXISTS (SELECT 1 FROM held WHERE held.group_id = $8) AND NOT EXISTS (SELECT 1 FROM locked WHERE locked.group_id = $8)
        AND i.group_id IN (SELECT group_id FROM held) AND i.group_id NOT IN (SELECT group_id FROM locked)
      ${OWN_SAVE_CONFLICT}
      RETURNING group_id, match_id, predicted_home_score, predicted_away_score, outcome, points, is_locked, is_joker
    ), notified AS (
      SELECT pg_notify($9, n.payload) FROM unnest($1::uuid[], $10::text[]) AS n(group_id, payload)
      WHERE n.group_id IN (SELECT group_id FROM saved)
    )
    SELECT coalesce((SELECT json_agg(group_id ORDER BY group_id) FROM held), '[]') AS held,
      coalesce((SELECT json_agg(group_id ORDER BY group_id) FROM locked), '[]') AS locked,
      (SELECT count(*)::int FROM notified) AS notified,
      coalesce((SELECT json_agg(s) FROM (
        SELECT match_id, predicted_home_score, predicted_away_score, outcome, points, is_locked, is_joker FROM saved WHERE group_id = $8
        UNION ALL
        SELECT p.match_id, p.predicted_home_score, p.predicted_away_score, p.outcome, p.points, p.is_locked, p.is_joker
        FROM matches m
        CROSS JOIN LATERAL (SELECT * FROM predictions p WHERE p.match_id = m.id AND p.user_id = $7 OFFSET 0) p
        WHERE m.gameweek_id = $11 AND m.id <> ALL($4::uuid[])) s), '[]') AS predictions`,
};

export function createPredictionsRepo() {
  return {
    /**
     * Saves a player's own predictions in one statement if the group is still at `version` (the caller checked
     * the policy against the gameweek as it was at that version); nothing is written when it moved (`held`
     * false: the caller takes the slow path) or when one of these predictions is locked (`locked` > 0).
     */
    async saveOwnAtVersion(
      db: Database,
      input: {
        groupId: string;
        version: number;
        gameweekId: string;
        userId: string;
        rows: ReadonlyArray<{ matchId: string; home: number; away: number }>;
        notify: { channel: string; payload: string };
      },
    ): Promise<{ held: boolean; locked: number; predictions: StoredPrediction[] }> {
      const row = await preparedRow(db, savedOwnRow, SAVE_OWN_AT_VERSION, [
        input.groupId,
        input.version,
        input.userId,
        input.rows.map((row) => row.matchId),
        input.rows.map((row) => row.home),
        input.rows.map((row) => row.away),
        input.gameweekId,
        input.notify.channel,
        input.notify.payload,
      ]);
      return { held: row.held === 1, locked: row.locked, predictions: row.predictions.map(toPrediction) };
    },

    /**
     * `saveOwnAtVersion` for the sheet's group (`groupId`) and the player's other groups at once (each row names its
     * group; `groups` every group with the version its rows were judged at and its NOTIFY payload). Answers the
     * groups that held their version, those with a locked prediction among these rows (nothing is written there;
     * in the sheet's own group that refuses the save, and nothing is written anywhere), and the player's
     * predictions in `gameweekId` after the save.
     */
    async saveOwnInGroups(
      db: Database,
      input: {
        groupId: string;
        gameweekId: string;
        userId: string;
        groups: ReadonlyArray<{ groupId: string; version: number; payload: string }>;
        rows: ReadonlyArray<{ groupId: string; matchId: string; home: number; away: number }>;
        channel: string;
      },
    ): Promise<{ held: Set<string>; locked: Set<string>; predictions: StoredPrediction[] }> {
      const row = await preparedRow(db, savedInGroupsRow, SAVE_OWN_IN_GROUPS, [
        input.groups.map((group) => group.groupId),
        input.groups.map((group) => group.version),
        input.rows.map((row) => row.groupId),
        input.rows.map((row) => row.matchId),
        input.rows.map((row) => row.home),
        input.rows.map((row) => row.away),
        input.userId,
        input.groupId,
        input.channel,
        input.groups.map((group) => group.payload),
        input.gameweekId,
      ]);
      return { held: new Set(row.held), locked: new Set(row.locked), predictions: row.predictions.map(toPrediction) };
    },

    /** The player's remembered "Also save in my other groups". */
    async setAlsoSaveInOtherGroups(db: Executor, userId: string, value: boolean): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ alsoSaveInOtherGroups: value })
        .where(eq(users.id, userId))
        .returning({ value: users.alsoSaveInOtherGroups });
      return row?.value ?? value;
    },

    /**
     * The gameweek as the policy sees it and its group, the row share-locked until the transaction ends: a lock
     * or the deadline sweep waits for a save in progress, and a save that starts after them sees it locked.
     */
    async gameweekForSave(db: Executor, gameweekId: string) {
      const row = await queryOptionalRow(db, 'predictions.gameweekForSave', saveSubjectRow)`
        SELECT ${SUBJECT_COLUMNS}, g.group_id FROM gameweeks g WHERE g.id = ${gameweekId} FOR SHARE OF g`;
      return row ? { groupId: row.group_id, gameweek: toSubject(row) } : null;
    },

    /** Share-locks the membership row until the transaction ends; false when there is none. */
    async holdMembership(db: Executor, groupId: string, userId: string): Promise<boolean> {
      const result = await db.execute(sql`SELECT 1 FROM group_members WHERE group_id = ${groupId} AND user_id = ${userId} FOR SHARE`);
      return (result.rowCount ?? 0) > 0;
    },

    /**
     * Locks the player's membership row against another joker save until the transaction ends (taken before any
     * share lock on it, so two saves of the same player queue here rather than deadlock): at most one joker each.
     */
    async holdJoker(db: Executor, groupId: string, userId: string): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM group_members WHERE group_id = ${groupId} AND user_id = ${userId} FOR NO KEY UPDATE`,
      );
      return (result.rowCount ?? 0) > 0;
    },

    /** Puts the player's joker of the gameweek on `matchId` (null: takes it off), off every other match. */
    async setJoker(db: Executor, input: { gameweekId: string; userId: string; matchId: string | null }): Promise<void> {
      await db.execute(sql`
        UPDATE predictions p SET is_joker = (p.match_id = ${input.matchId}::uuid) IS TRUE, updated_at = now()
        FROM matches m
        WHERE m.id = p.match_id AND m.gameweek_id = ${input.gameweekId} AND p.user_id = ${input.userId}
          AND (p.is_joker OR p.match_id = ${input.matchId}::uuid)`);
    },

    /**
     * Creates or updates a player's predictions in one statement; a locked prediction is left as it is and
     * reported. Concurrent saves of the same prediction meet on the (match, user) key: one row, last write wins.
     */
    async upsert(
      db: Executor,
      input: {
        groupId: string;
        userId: string;
        rows: ReadonlyArray<{ matchId: string; home: number; away: number }>;
        adminId: string | null;
      },
    ): Promise<{ saved: number }> {
      const values = input.rows.map(
        (row) => sql`(${input.groupId}::uuid, ${row.matchId}::uuid, ${input.userId}::uuid, ${row.home}::int, ${row.away}::int,
          ${input.adminId !== null}, ${input.adminId}::uuid)`,
      );
      const rows = await queryRows(db, 'predictions.upsert', matchIdRow)`
        INSERT INTO predictions (group_id, match_id, user_id, predicted_home_score, predicted_away_score, created_by_admin, admin_id)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (match_id, user_id) DO UPDATE SET
          predicted_home_score = excluded.predicted_home_score,
          predicted_away_score = excluded.predicted_away_score,
          created_by_admin = excluded.created_by_admin,
          admin_id = excluded.admin_id,
          updated_at = now()
        WHERE NOT predictions.is_locked
        RETURNING match_id`;
      return { saved: rows.length };
    },

    /**
     * Removes a player's predictions on these matches (a save that emptied both sides). A locked one is left as
     * it is and counted, so the caller can refuse the whole save.
     */
    async remove(db: Executor, input: { userId: string; matchIds: readonly string[] }): Promise<{ removed: number; locked: number }> {
      const ids = uuidArray(input.matchIds);
      return queryRow(db, 'predictions.remove', removedRow)`
        WITH locked AS (
          SELECT count(*)::int AS n FROM predictions WHERE user_id = ${input.userId} AND match_id = ANY(${ids}) AND is_locked
        ), removed AS (
          DELETE FROM predictions WHERE user_id = ${input.userId} AND match_id = ANY(${ids}) AND NOT is_locked RETURNING 1
        )
        SELECT (SELECT count(*)::int FROM removed) AS removed, (SELECT n FROM locked) AS locked`;
    },

    async player(db: Executor, userId: string): Promise<Player | null> {
      const row = await queryOptionalRow(db, 'predictions.player', playerRow)`
        SELECT id, username, bg_colour, is_placeholder FROM users WHERE id = ${userId}`;
      return row ? toPlayer(row) : null;
    },

    /** One player's predictions in a gameweek, by kick-off. */
    async ofPlayer(db: Executor, gameweekId: string, userId: string): Promise<StoredPrediction[]> {
      const rows = await queryRows(db, 'predictions.ofPlayer', predictionRow)`
        SELECT p.match_id, p.predicted_home_score, p.predicted_away_score, p.outcome, p.points, p.is_locked, p.is_joker
        FROM predictions p JOIN matches m ON m.id = p.match_id
        WHERE m.gameweek_id = ${gameweekId} AND p.user_id = ${userId}
        ORDER BY m.match_time, m.home_team`;
      return rows.map(toPrediction);
    },

    /**
     * A page of the players who predicted in a gameweek (optionally whose name contains `search`), best
     * gameweek score first counting what their predictions on matches in play are on for (`liveMarks`; null when
     * none is), then by name; with the total count for "load more".
     */
    async playersPage(
      db: Executor,
      gameweekId: string,
      options: { search?: string; offset: number; limit: number },
    ): Promise<{ total: number; players: Array<{ player: Player; totalPoints: number; livePoints: number | null }> }> {
      const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
      const rows = await queryRows(db, 'predictions.playersPage', pageRow)`
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder, coalesce(s.total_points, 0)::int AS total_points,
               lv.points::int AS live_points, count(*) OVER ()::int AS total
        FROM users u
        JOIN (SELECT DISTINCT p.user_id FROM predictions p JOIN matches m ON m.id = p.match_id WHERE m.gameweek_id = ${gameweekId}) who
          ON who.user_id = u.id
        LEFT JOIN scores s ON s.gameweek_id = ${gameweekId} AND s.user_id = u.id
        LEFT JOIN (SELECT p.user_id, sum(p.points) AS points FROM ${liveMarks(sql`m.gameweek_id = ${gameweekId}`)} p GROUP BY p.user_id) lv
          ON lv.user_id = u.id
        WHERE ${pattern}::text IS NULL OR u.username ILIKE ${pattern}
        ORDER BY coalesce(s.total_points, 0) + coalesce(lv.points, 0) DESC, lower(u.username), u.id
        OFFSET ${options.offset} LIMIT ${options.limit}`;
      return {
        total: rows[0]?.total ?? 0,
        players: rows.map((row) => ({ player: toPlayer(row), totalPoints: row.total_points, livePoints: row.live_points })),
      };
    },

    /** The predictions of these players in a gameweek, grouped by player. */
    async ofPlayers(db: Executor, gameweekId: string, userIds: readonly string[]): Promise<Map<string, StoredPrediction[]>> {
      const byPlayer = new Map<string, StoredPrediction[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return byPlayer;
      const rows = await queryRows(db, 'predictions.ofPlayers', playerPredictionRow)`
        SELECT p.user_id, p.match_id, p.predicted_home_score, p.predicted_away_score, p.outcome, p.points, p.is_locked, p.is_joker
        FROM predictions p JOIN matches m ON m.id = p.match_id
        WHERE m.gameweek_id = ${gameweekId} AND p.user_id = ANY(${uuidArray(userIds)})
        ORDER BY m.match_time, m.home_team`;
      for (const row of rows) byPlayer.get(row.user_id)?.push(toPrediction(row));
      return byPlayer;
    },

    /** Everyone's predictions on one match (or only `onlyUserId`'s), by name. */
    async ofMatch(db: Executor, matchId: string, onlyUserId: string | null): Promise<MatchPrediction[]> {
      const rows = await queryRows(db, 'predictions.ofMatch', matchPredictionRow)`
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder, p.match_id, p.predicted_home_score, p.predicted_away_score,
               p.outcome, p.points, p.is_locked, p.is_joker
        FROM predictions p JOIN users u ON u.id = p.user_id
        WHERE p.match_id = ${matchId} AND (${onlyUserId}::uuid IS NULL OR p.user_id = ${onlyUserId}::uuid)
        ORDER BY lower(u.username), u.id`;
      return rows.map((row) => ({
        player: toPlayer(row),
        home: row.predicted_home_score,
        away: row.predicted_away_score,
        outcome: row.outcome,
        points: row.points,
        isJoker: row.is_joker,
        // As stored: marked once the match has its final score (the service marks a match in play provisionally).
        provisional: false,
      }));
    },

    /** The group's members (placeholders too) without a prediction on at least one of these matches, by name. */
    async missingOn(db: Executor, groupId: string, matchIds: readonly string[]): Promise<Player[]> {
      if (matchIds.length === 0) return [];
      const rows = await queryRows(db, 'predictions.missingOn', playerRow)`
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder
        FROM group_members gm JOIN users u ON u.id = gm.user_id
        WHERE gm.group_id = ${groupId}
          AND EXISTS (SELECT 1 FROM unnest(${uuidArray(matchIds)}) AS open_match(id)
                      WHERE NOT EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = open_match.id AND p.user_id = gm.user_id))
        ORDER BY lower(u.username), u.id`;
      return rows.map(toPlayer);
    },

    /** When an admin last pressed "Remind them" on the gameweek. */
    async remindedAt(db: Executor, gameweekId: string): Promise<Date | null> {
      const row = await queryOptionalRow(db, 'predictions.remindedAt', remindedAtRow)`
        SELECT reminded_at FROM gameweeks WHERE id = ${gameweekId}`;
      const value = row?.reminded_at;
      return value ? new Date(value) : null;
    },

    async findMatch(db: Executor, matchId: string) {
      return queryOptionalRow(db, 'predictions.findMatch', matchRow)`SELECT id, gameweek_id, group_id FROM matches WHERE id = ${matchId}`;
    },
  };
}

export type PredictionsRepo = ReturnType<typeof createPredictionsRepo>;
