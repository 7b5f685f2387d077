import { type GameweekMatch, type GameweekSubject, type GameweekSummary, MATCH_STATUSES } from '@scoreline/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryOptionalRow, queryRow, queryRows } from '../../db/rows.js';
import { AWAITING_RESULT, VOIDED } from '../../db/sql-helpers.js';
import { clubs, gameweeks, groups, matches } from '../../db/schema.js';

const summaryColumns = {
  id: gameweeks.id,
  groupId: gameweeks.groupId,
  seasonId: gameweeks.seasonId,
  weekNumber: gameweeks.weekNumber,
  deadline: gameweeks.deadline,
  isActive: gameweeks.isActive,
  isLocked: gameweeks.isLocked,
  isFinished: gameweeks.isFinished,
  closesAtKickOff: gameweeks.closesAtKickOff,
  matchday: gameweeks.matchday,
  // Qualified by hand: in a select from gameweeks alone drizzle writes its columns unqualified, and "id" would be m.id.
  lastKickOff: sql<Date | null>`(SELECT max(m.match_time) FROM matches m WHERE m.gameweek_id = "gameweeks"."id")`.mapWith((value) =>
    value === null ? null : new Date(value as string | Date),
  ),
};

/** A gameweek as stored; services add its phase by the clock (`withPhase`). */
export type GameweekRecord = Omit<GameweekSummary, 'phase' | 'closedBy'>;
type SummaryRow = { deadline: Date; lastKickOff: Date | null } & Omit<GameweekRecord, 'deadline' | 'lastKickOff'>;
const toSummary = (row: SummaryRow): GameweekRecord => ({
  ...row,
  deadline: row.deadline.toISOString(),
  lastKickOff: row.lastKickOff?.toISOString() ?? null,
});

export interface NewMatchRow {
  homeTeam: string;
  awayTeam: string;
  matchTime: Date;
  apiMatchId: number | null;
  apiCompetitionId: number | null;
  homeTeamApiId: number | null;
  awayTeamApiId: number | null;
  apiStatus: string | null;
}

/** The columns of a match `m` as the game screens show it, with `MATCH_CRESTS` joined for the clubs' crests. */
export const MATCH_COLUMNS = sql`m.id, m.api_match_id, m.home_team, m.away_team, hc.crest_url AS home_crest, ac.crest_url AS away_crest,
  m.match_time, m.api_status, m.final_home_score, m.final_away_score, m.live_home_score, m.live_away_score, m.live_minute,
  ${VOIDED} AS is_voided`;
export const MATCH_CRESTS = sql`LEFT JOIN clubs hc ON hc.api_club_id = m.home_team_api_id
  LEFT JOIN clubs ac ON ac.api_club_id = m.away_team_api_id`;

/** A match's state as rows read it: the provider's status, the final score and the running one. */
export const matchStateColumns = {
  api_status: z.enum(MATCH_STATUSES).nullable(),
  final_home_score: col.int.nullable(),
  final_away_score: col.int.nullable(),
  live_home_score: col.int.nullable(),
  live_away_score: col.int.nullable(),
};

const matchRow = z.strictObject({
  id: col.uuid,
  api_match_id: col.int.nullable(),
  home_team: col.text,
  away_team: col.text,
  home_crest: col.text.nullable(),
  away_crest: col.text.nullable(),
  match_time: col.timestamptz,
  ...matchStateColumns,
  live_minute: col.int.nullable(),
  is_voided: col.boolean,
});
export type MatchRow = z.infer<typeof matchRow>;

export const toGameweekMatch = (row: MatchRow): GameweekMatch => ({
  id: row.id,
  apiMatchId: row.api_match_id,
  homeTeam: row.home_team,
  awayTeam: row.away_team,
  homeCrest: row.home_crest,
  awayCrest: row.away_crest,
  matchTime: new Date(row.match_time).toISOString(),
  status: row.api_status,
  finalHomeScore: row.final_home_score,
  finalAwayScore: row.final_away_score,
  liveHomeScore: row.live_home_score,
  liveAwayScore: row.live_away_score,
  liveMinute: row.live_minute,
  isVoided: row.is_voided,
});

/** A gameweek `g` as the policy sees it: its flags, deadline, and whether any match has a result. */
export const SUBJECT_COLUMNS = sql`g.id, g.is_active, g.is_locked, g.is_finished, g.deadline, g.closes_at_kick_off, g.matchday,
  (SELECT max(m.match_time) FROM matches m WHERE m.gameweek_id = g.id) AS last_kick_off,
  EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id
          AND (m.final_home_score IS NOT NULL OR m.final_away_score IS NOT NULL)) AS has_results`;
export const subjectRow = z.strictObject({
  id: col.uuid,
  is_active: col.boolean,
  is_locked: col.boolean,
  is_finished: col.boolean,
  deadline: col.timestamptz,
  closes_at_kick_off: col.boolean,
  matchday: col.text.nullable(),
  last_kick_off: col.timestamptz.nullable(),
  has_results: col.boolean,
});
export type SubjectRow = z.infer<typeof subjectRow>;
const nextWeekRow = z.strictObject({ next: col.int });
export const toSubject = (row: SubjectRow): GameweekSubject & { id: string } => ({
  id: row.id,
  isActive: row.is_active,
  isLocked: row.is_locked,
  isFinished: row.is_finished,
  deadline: new Date(row.deadline).toISOString(),
  closesAtKickOff: row.closes_at_kick_off,
  matchday: row.matchday,
  lastKickOff: row.last_kick_off === null ? null : new Date(row.last_kick_off).toISOString(),
  hasResults: row.has_results,
});

export function createGameweeksRepo() {
  return {
    async nextWeekNumber(db: Executor, groupId: string): Promise<number> {
      const row = await queryRow(db, 'gameweeks.nextWeekNumber', nextWeekRow)`
        SELECT coalesce(max(week_number), 0)::int + 1 AS next FROM gameweeks WHERE group_id = ${groupId}`;
      return row.next;
    },

    /** One gameweek is active per group: making a new one active retires the others. */
    async deactivateAll(db: Executor, groupId: string) {
      await db
        .update(gameweeks)
        .set({ isActive: false })
        .where(and(eq(gameweeks.groupId, groupId), eq(gameweeks.isActive, true)));
    },

    async insert(db: Executor, values: typeof gameweeks.$inferInsert): Promise<string> {
      const [row] = await db.insert(gameweeks).values(values).returning({ id: gameweeks.id });
      return row!.id;
    },

    /** Stores each real club once with its crest (updated when the provider's name or crest changes). */
    async upsertClubs(db: Executor, teams: Array<{ id: number; name: string; crest: string | null }>) {
      if (teams.length === 0) return;
      await db
        .insert(clubs)
        .values(teams.map((team) => ({ apiClubId: team.id, name: team.name, crestUrl: team.crest })))
        .onConflictDoUpdate({ target: clubs.apiClubId, set: { name: sql`excluded.name`, crestUrl: sql`excluded.crest_url` } });
    },

    async insertMatches(db: Executor, groupId: string, gameweekId: string, rows: NewMatchRow[]) {
      if (rows.length === 0) return;
      await db.insert(matches).values(rows.map((row) => ({ ...row, groupId, gameweekId })));
    },

    async find(db: Executor, gameweekId: string) {
      const [row] = await db
        .select({ ...summaryColumns, groupName: groups.name })
        .from(gameweeks)
        .innerJoin(groups, eq(groups.id, gameweeks.groupId))
        .where(eq(gameweeks.id, gameweekId));
      return row ? { ...toSummary(row), groupName: row.groupName } : null;
    },

    /**
     * The gameweek's state as the policy needs it, row-locked until the transaction ends: a lock, the sweep or
     * an unlock waits for the write that checked it.
     */
    async stateForUpdate(db: Executor, gameweekId: string): Promise<GameweekSubject | null> {
      const row = await queryOptionalRow(db, 'gameweeks.stateForUpdate', subjectRow)`
        SELECT ${SUBJECT_COLUMNS} FROM gameweeks g WHERE g.id = ${gameweekId} FOR UPDATE OF g`;
      return row ? toSubject(row) : null;
    },

    /** The group's active gameweek as the policy needs it (the member menu's "Predict"), or null. */
    async activeState(db: Executor, groupId: string): Promise<(GameweekSubject & { id: string }) | null> {
      const row = await queryOptionalRow(db, 'gameweeks.activeState', subjectRow)`
        SELECT ${SUBJECT_COLUMNS} FROM gameweeks g WHERE g.group_id = ${groupId} AND g.is_active LIMIT 1`;
      return row ? toSubject(row) : null;
    },

    async setLocked(db: Executor, gameweekId: string, isLocked: boolean) {
      await db.update(gameweeks).set({ isLocked }).where(eq(gameweeks.id, gameweekId));
    },

    /** An admin's new deadline: from now on the competition autopilot leaves the gameweek's deadline and matches alone. */
    async setDeadlineByHand(db: Executor, gameweekId: string, deadline: Date, now: Date) {
      await db.update(gameweeks).set({ deadline, editedAt: now }).where(eq(gameweeks.id, gameweekId));
    },

    /** Makes a match count for nobody (see `matches.is_voided`). */
    async voidMatch(db: Executor, matchId: string) {
      await db.update(matches).set({ isVoided: true }).where(eq(matches.id, matchId));
    },

    /** Deletes a gameweek (its matches and predictions go with it); the latest remaining one becomes active. */
    async deleteAndReactivate(db: Executor, gameweekId: string, groupId: string, wasActive: boolean) {
      await db.delete(gameweeks).where(eq(gameweeks.id, gameweekId));
      if (!wasActive) return;
      await db.execute(sql`
        UPDATE gameweeks SET is_active = true
        WHERE id = (SELECT id FROM gameweeks WHERE group_id = ${groupId} ORDER BY week_number DESC LIMIT 1)`);
    },

    async deleteMatches(db: Executor, gameweekId: string, matchIds: string[]) {
      if (matchIds.length === 0) return;
      await db.execute(
        sql`DELETE FROM matches WHERE gameweek_id = ${gameweekId} AND id IN (${sql.join(
          matchIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    },

    /** An admin's final score of a custom match; never on a void one (a void landing meanwhile wins). */
    async setFinalScore(db: Executor, matchId: string, home: number, away: number) {
      await db
        .update(matches)
        .set({ finalHomeScore: home, finalAwayScore: away })
        .where(and(eq(matches.id, matchId), eq(matches.isVoided, false)));
    },

    /** A gameweek is finished once every match has both final scores or is void. */
    async refreshFinished(db: Executor, gameweekId: string) {
      await db.execute(sql`
        UPDATE gameweeks g SET is_finished = NOT EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND ${AWAITING_RESULT})
        WHERE g.id = ${gameweekId}`);
    },

    async listForGroup(db: Executor, groupId: string): Promise<GameweekRecord[]> {
      const rows = await db.select(summaryColumns).from(gameweeks).where(eq(gameweeks.groupId, groupId)).orderBy(asc(gameweeks.weekNumber));
      return rows.map(toSummary);
    },

    /** A gameweek's matches by kick-off, with the clubs' crests. */
    async matchesOf(db: Executor, gameweekId: string): Promise<GameweekMatch[]> {
      const rows = await queryRows(db, 'gameweeks.matchesOf', matchRow)`
        SELECT ${MATCH_COLUMNS} FROM matches m ${MATCH_CRESTS}
        WHERE m.gameweek_id = ${gameweekId}
        ORDER BY m.match_time, m.home_team`;
      return rows.map(toGameweekMatch);
    },
  };
}

export type GameweeksRepo = ReturnType<typeof createGameweeksRepo>;
