import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryOptionalRow, queryRows } from '../../db/rows.js';
import { AWAITING_RESULT, boolArray, followsProviderTime, intArray, textArray, timestampArray, uuidArray } from '../../db/sql-helpers.js';
import type { SeasonFixture } from '../football/football-provider.js';
import type { Matchday } from './matchdays.js';

const followRow = z.strictObject({
  group_id: col.uuid,
  season_id: col.uuid,
  competition_id: col.int,
  competition_name: col.text,
  lead_minutes: col.int,
  matchdays_ahead: col.int,
  competition_season_start: col.date.nullable(),
});
export type FollowRow = z.infer<typeof followRow>;
const competitionRow = z.strictObject({ competition_id: col.int });
const missingRow = z.strictObject({
  group_id: col.uuid,
  season_id: col.uuid,
  matchday_key: col.text,
  deadline: col.timestamptz,
  closes_at_kick_off: col.boolean,
});
export type MissingMatchday = z.infer<typeof missingRow>;
const claimRow = z.strictObject({ season_id: col.uuid, matchday_key: col.text });
const moveRow = z.strictObject({ group_id: col.uuid, gameweek_id: col.uuid.nullable(), active_id: col.uuid.nullable() });
const groupRow = z.strictObject({ group_id: col.uuid });
const changedRow = z.strictObject({ group_id: col.uuid, gameweek_id: col.uuid });
const rolloverRow = followRow.extend({
  owner_id: col.uuid,
  owner_email: col.text,
  owner_name: col.text,
  owner_locale: col.text.nullable(),
  owner_time_zone: col.text.nullable(),
  group_name: col.text,
});
export type RolloverRow = z.infer<typeof rolloverRow>;

/**
 * The gameweek a following group `f` should have active: of the automatic gameweeks of its season, the one whose
 * next thing to happen comes first (its earliest match neither final, void, postponed nor cancelled), so a fixture
 * rescheduled weeks ahead does not pull the active place back to its old matchday; else the season's latest.
 */
const ACTIVE_CHOICE = sql.raw(`coalesce(
    (SELECT gw.id FROM gameweeks gw JOIN matches m ON m.gameweek_id = gw.id
     WHERE gw.group_id = f.group_id AND gw.season_id = f.season_id AND gw.matchday IS NOT NULL AND NOT gw.is_finished
       AND NOT m.is_voided AND (m.final_home_score IS NULL OR m.final_away_score IS NULL)
       AND coalesce(m.api_status, '') NOT IN ('POSTPONED', 'CANCELLED')
     ORDER BY m.match_time, gw.week_number LIMIT 1),
    (SELECT gw.id FROM gameweeks gw WHERE gw.group_id = f.group_id AND gw.season_id = f.season_id AND gw.matchday IS NOT NULL
     ORDER BY gw.week_number DESC LIMIT 1))`);

/** The competition autopilot's statements: follows, the matchdays made gameweeks, and keeping them in step. */
export function createAutopilotRepo() {
  return {
    async follow(db: Executor, groupId: string): Promise<FollowRow | null> {
      return queryOptionalRow(db, 'autopilot.follow', followRow)`
        SELECT group_id, season_id, competition_id, competition_name, lead_minutes, matchdays_ahead, competition_season_start
        FROM competition_follows WHERE group_id = ${groupId}`;
    },

    /** Follows `competition` with the group's active season; following another one starts over (its matchdays ahead only). */
    async saveFollow(
      db: Executor,
      values: {
        groupId: string;
        seasonId: string;
        competitionId: number;
        competitionName: string;
        leadMinutes: number;
        matchdaysAhead: number;
      },
    ) {
      await db.execute(sql`
        INSERT INTO competition_follows (group_id, season_id, competition_id, competition_name, lead_minutes, matchdays_ahead)
        VALUES (${values.groupId}, ${values.seasonId}, ${values.competitionId}, ${values.competitionName}, ${values.leadMinutes}, ${values.matchdaysAhead})
        ON CONFLICT (group_id) DO UPDATE SET season_id = excluded.season_id, competition_id = excluded.competition_id,
          competition_name = excluded.competition_name, lead_minutes = excluded.lead_minutes, matchdays_ahead = excluded.matchdays_ahead,
          competition_season_start = CASE WHEN competition_follows.competition_id = excluded.competition_id
            THEN competition_follows.competition_season_start END`);
    },

    async stopFollowing(db: Executor, groupId: string) {
      await db.execute(sql`DELETE FROM competition_follows WHERE group_id = ${groupId}`);
    },

    /** Competitions someone follows whose season was not asked for in the last `staleMinutes`, least recently asked first. */
    async competitionsDue(db: Executor, now: Date, staleMinutes: number, limit: number): Promise<number[]> {
      const rows = await queryRows(db, 'autopilot.competitionsDue', competitionRow)`
        SELECT f.competition_id FROM competition_follows f LEFT JOIN competition_checks c ON c.competition_id = f.competition_id
        WHERE c.checked_at IS NULL OR c.checked_at <= ${now.toISOString()}::timestamptz - make_interval(mins => ${staleMinutes})
        GROUP BY f.competition_id ORDER BY min(c.checked_at) NULLS FIRST, f.competition_id LIMIT ${limit}`;
      return rows.map((row) => row.competition_id);
    },

    async markChecked(db: Executor, competitionId: number, now: Date) {
      await db.execute(sql`
        INSERT INTO competition_checks (competition_id, checked_at) VALUES (${competitionId}, ${now.toISOString()})
        ON CONFLICT (competition_id) DO UPDATE SET checked_at = excluded.checked_at`);
    },

    /**
     * For every follower of the competition (or one group), the upcoming matchdays it should have and has not
     * claimed: those whose deadline (the follower's lead time before the first kick-off, none for a group closing
     * at each kick-off) is ahead, the first `matchdays_ahead` of them. Only seasons still running.
     */
    async missingMatchdays(db: Executor, competitionId: number, upcoming: Matchday[], now: Date, groupId: string | null) {
      if (upcoming.length === 0) return [];
      const days = upcoming.filter((day) => day.firstKickOff !== null);
      return queryRows(db, 'autopilot.missingMatchdays', missingRow)`
        SELECT group_id, season_id, matchday_key, deadline, closes_at_kick_off FROM (
          SELECT f.group_id, f.season_id, md.key AS matchday_key, f.matchdays_ahead, md.first_kick_off, md.deadline,
                 md.closes_at_kick_off, row_number() OVER (PARTITION BY f.group_id ORDER BY md.first_kick_off, md.key) AS rank
          FROM competition_follows f
          JOIN groups g ON g.id = f.group_id
          JOIN seasons s ON s.id = f.season_id AND s.is_active AND (s.end_date IS NULL OR s.end_date >= ${now.toISOString()}::date)
          CROSS JOIN LATERAL (
            SELECT d.key, d.first_kick_off, g.predictions_close = 'kickoff' AS closes_at_kick_off,
                   d.first_kick_off - make_interval(mins => CASE WHEN g.predictions_close = 'kickoff' THEN 0 ELSE f.lead_minutes END) AS deadline
            FROM unnest(${textArray(days.map((day) => day.key))}, ${timestampArray(days.map((day) => day.firstKickOff!))}) AS d(key, first_kick_off)
          ) md
          WHERE f.competition_id = ${competitionId} AND (${groupId}::uuid IS NULL OR f.group_id = ${groupId}::uuid)
            AND md.deadline > ${now.toISOString()}::timestamptz
        ) wanted
        WHERE rank <= matchdays_ahead
          AND NOT EXISTS (SELECT 1 FROM followed_matchdays fm WHERE fm.season_id = wanted.season_id AND fm.matchday_key = wanted.matchday_key)
        ORDER BY group_id, first_kick_off`;
    },

    /** Locks the groups' rows in id order: a gameweek made by hand or by another instance waits (as `create` does). */
    async lockGroupRows(db: Executor, groupIds: readonly string[]) {
      await db.execute(sql`SELECT id FROM groups WHERE id = ANY(${uuidArray(groupIds)}) ORDER BY id FOR UPDATE`);
    },

    /** Claims the matchdays; answers those claimed now (another instance or an earlier run may hold some). */
    async claim(db: Executor, wanted: MissingMatchday[]) {
      return queryRows(db, 'autopilot.claim', claimRow)`
        INSERT INTO followed_matchdays (season_id, matchday_key)
        SELECT * FROM unnest(${uuidArray(wanted.map((row) => row.season_id))}, ${textArray(wanted.map((row) => row.matchday_key))})
        ON CONFLICT DO NOTHING RETURNING season_id, matchday_key`;
    },

    /**
     * The claimed matchdays as gameweeks (ids made by the caller, in play order within each group: numbered after the
     * group's last), their fixtures as matches (a CANCELLED one voided), and each claim pointed at its gameweek.
     */
    async insertGameweeks(
      db: Executor,
      gameweeks: Array<MissingMatchday & { id: string; label: string; order: number }>,
      fixtures: Array<SeasonFixture & { matchdayKey: string }>,
    ): Promise<number> {
      const column = <T>(pick: (row: (typeof gameweeks)[number]) => T) => gameweeks.map(pick);
      await db.execute(sql`
        INSERT INTO gameweeks (id, group_id, season_id, week_number, deadline, is_active, closes_at_kick_off, matchday)
        SELECT w.id, w.group_id, w.season_id,
               (SELECT coalesce(max(week_number), 0) FROM gameweeks g WHERE g.group_id = w.group_id)
                 + row_number() OVER (PARTITION BY w.group_id ORDER BY w.ord),
               w.deadline, false, w.closes_at_kick_off, w.label
        FROM unnest(${uuidArray(column((row) => row.id))}, ${uuidArray(column((row) => row.group_id))},
                    ${uuidArray(column((row) => row.season_id))}, ${timestampArray(column((row) => new Date(row.deadline)))},
                    ${boolArray(column((row) => row.closes_at_kick_off))}, ${textArray(column((row) => row.label))},
                    ${intArray(column((row) => row.order))})
             AS w(id, group_id, season_id, deadline, closes_at_kick_off, label, ord)`);
      await db.execute(sql`
        UPDATE followed_matchdays fm SET gameweek_id = w.id
        FROM unnest(${uuidArray(column((row) => row.id))}, ${uuidArray(column((row) => row.season_id))},
                    ${textArray(column((row) => row.matchday_key))}) AS w(id, season_id, matchday_key)
        WHERE fm.season_id = w.season_id AND fm.matchday_key = w.matchday_key`);
      const fixture = <T>(pick: (row: (typeof fixtures)[number]) => T) => fixtures.map(pick);
      await db.execute(sql`
        INSERT INTO matches (group_id, gameweek_id, api_match_id, api_competition_id, home_team, away_team, home_team_api_id,
                             away_team_api_id, match_time, api_status)
        SELECT w.group_id, w.id, f.api_match_id, f.competition_id, f.home_team, f.away_team, f.home_id, f.away_id, f.match_time, f.status
        FROM unnest(${uuidArray(column((row) => row.id))}, ${uuidArray(column((row) => row.group_id))},
                    ${uuidArray(column((row) => row.season_id))}, ${textArray(column((row) => row.matchday_key))})
             AS w(id, group_id, season_id, matchday_key)
        JOIN unnest(${textArray(fixture((row) => row.matchdayKey))}, ${intArray(fixture((row) => row.id))},
                    ${textArray(fixture((row) => row.homeTeam.name))}, ${textArray(fixture((row) => row.awayTeam.name))},
                    ${intArray(fixture((row) => row.homeTeam.id))}, ${intArray(fixture((row) => row.awayTeam.id))},
                    ${timestampArray(fixture((row) => new Date(row.utcDate)))}, ${textArray(fixture((row) => row.status))},
                    ${intArray(fixture((row) => row.competitionId))})
             AS f(matchday_key, api_match_id, home_team, away_team, home_id, away_id, match_time, status, competition_id)
          ON f.matchday_key = w.matchday_key
        -- A fixture the group's season already holds (an admin built the matchday by hand) is not added twice.
        WHERE NOT EXISTS (SELECT 1 FROM matches x JOIN gameweeks xg ON xg.id = x.gameweek_id
                          WHERE x.group_id = w.group_id AND xg.season_id = w.season_id AND x.api_match_id = f.api_match_id
                            AND x.gameweek_id <> w.id)`);
      // A matchday whose every fixture was there already leaves no gameweek (its claim stays: it is done).
      const empty = await queryRows(db, 'autopilot.dropEmptyGameweeks', groupRow)`
        DELETE FROM gameweeks g WHERE g.id = ANY(${uuidArray(column((row) => row.id))})
          AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id)
        RETURNING g.group_id`;
      return gameweeks.length - empty.length;
    },

    /**
     * The provider's kick-off times and statuses on every group's copy of the season's fixtures not yet final: a
     * copy moves while it has not kicked off (or was postponed, so never did); a CANCELLED fixture is voided.
     * Answers the groups whose copies changed.
     */
    async syncFixtures(db: Executor, fixtures: SeasonFixture[], now: Date): Promise<string[]> {
      if (fixtures.length === 0) return [];
      const rows = await queryRows(db, 'autopilot.syncFixtures', changedRow)`
        UPDATE matches m SET
          match_time = CASE WHEN ${followsProviderTime(sql`f.status`, now)} THEN f.match_time ELSE m.match_time END,
          api_status = f.status
        FROM unnest(${intArray(fixtures.map((row) => row.id))}, ${timestampArray(fixtures.map((row) => new Date(row.utcDate)))},
                    ${textArray(fixtures.map((row) => row.status))}) AS f(api_match_id, match_time, status)
        WHERE m.api_match_id = f.api_match_id AND m.final_home_score IS NULL AND NOT m.is_voided
          AND (m.api_status IS DISTINCT FROM f.status OR (m.match_time <> f.match_time AND ${followsProviderTime(sql`f.status`, now)}))
        RETURNING m.group_id, m.gameweek_id`;
      // A cancelled fixture counts for nobody (a gameweek may be complete without it), and a reinstated one again.
      await db.execute(sql`
        UPDATE gameweeks g SET is_finished = NOT EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND ${AWAITING_RESULT})
        WHERE g.id = ANY(${uuidArray([...new Set(rows.map((row) => row.gameweek_id))])})
          AND g.is_finished = EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND ${AWAITING_RESULT})`);
      return [...new Set(rows.map((row) => row.group_id))];
    },

    /**
     * Each automatic gameweek of the competition's followers that no admin has edited, still open, follows its
     * first fixed kick-off: the deadline moves to the follower's lead time before it (kick-off locks: to it) while
     * both are ahead. Answers the groups whose deadlines moved.
     */
    async followDeadlines(db: Executor, competitionId: number, now: Date): Promise<string[]> {
      const at = now.toISOString();
      const rows = await queryRows(db, 'autopilot.followDeadlines', groupRow)`
        UPDATE gameweeks g SET deadline = next.deadline
        FROM (
          SELECT gw.id, min(m.match_time) - make_interval(mins => CASE WHEN gw.closes_at_kick_off THEN 0 ELSE f.lead_minutes END) AS deadline
          FROM competition_follows f
          JOIN gameweeks gw ON gw.group_id = f.group_id AND gw.season_id = f.season_id AND gw.matchday IS NOT NULL
            AND gw.edited_at IS NULL AND NOT gw.is_locked AND gw.deadline > ${at}::timestamptz
          JOIN matches m ON m.gameweek_id = gw.id AND coalesce(m.api_status, '') NOT IN ('SCHEDULED', 'POSTPONED', 'CANCELLED')
          WHERE f.competition_id = ${competitionId}
          GROUP BY gw.id, gw.closes_at_kick_off, f.lead_minutes
        ) next
        WHERE g.id = next.id AND g.deadline <> next.deadline AND next.deadline > ${at}::timestamptz
        RETURNING g.group_id`;
      return [...new Set(rows.map((row) => row.group_id))];
    },

    /** The followers' seasons start and end with the competition's (the dates the provider gives). */
    async followSeasonDates(db: Executor, competitionId: number, season: { startDate: string; endDate: string }) {
      await db.execute(sql`
        UPDATE seasons s SET start_date = ${season.startDate}::date, end_date = ${season.endDate}::date
        FROM competition_follows f
        WHERE f.competition_id = ${competitionId} AND s.id = f.season_id
          AND f.competition_season_start IS NOT DISTINCT FROM ${season.startDate}::date
          AND ${season.endDate}::date >= ${season.startDate}::date + 1
          AND (s.start_date IS DISTINCT FROM ${season.startDate}::date OR s.end_date IS DISTINCT FROM ${season.endDate}::date)`);
    },

    /** Follows that have not met the provider's season yet take it as theirs (the first run after following). */
    async adoptSeason(db: Executor, competitionId: number, startDate: string) {
      await db.execute(sql`
        UPDATE competition_follows SET competition_season_start = ${startDate}::date
        WHERE competition_id = ${competitionId} AND competition_season_start IS NULL`);
    },

    /** Follows of the competition still on an earlier season than the provider's current one. */
    async followsBehind(db: Executor, competitionId: number, startDate: string): Promise<RolloverRow[]> {
      return queryRows(db, 'autopilot.followsBehind', rolloverRow)`
        SELECT f.group_id, f.season_id, f.competition_id, f.competition_name, f.lead_minutes, f.matchdays_ahead,
               f.competition_season_start, g.owner_id, u.email AS owner_email, u.username AS owner_name,
               COALESCE(u.locale, u.browser_locale) AS owner_locale, u.time_zone AS owner_time_zone, g.name AS group_name
        FROM competition_follows f JOIN groups g ON g.id = f.group_id JOIN users u ON u.id = g.owner_id
        WHERE f.competition_id = ${competitionId} AND f.competition_season_start < ${startDate}::date`;
    },

    /**
     * The group's next season, following the competition's new one: the old season ends, every member gets a row in
     * the new season's table, and the follow moves on. Under the caller's lock of the group row.
     */
    async startNextSeason(
      db: Executor,
      follow: RolloverRow,
      next: { seasonId: string; name: string; startDate: string; endDate: string },
    ): Promise<boolean> {
      const still = await queryRows(db, 'autopilot.startNextSeason', groupRow)`
        SELECT group_id FROM competition_follows WHERE group_id = ${follow.group_id} AND season_id = ${follow.season_id} FOR UPDATE`;
      if (still.length === 0) return false; // another instance got there first, or the owner stopped following
      await db.execute(sql`
        INSERT INTO seasons (id, name, group_id, admin_id, is_active, start_date, end_date)
        VALUES (${next.seasonId}, ${next.name}, ${follow.group_id}, ${follow.owner_id}, true, ${next.startDate}::date, ${next.endDate}::date)`);
      await db.execute(sql`
        UPDATE competition_follows SET season_id = ${next.seasonId}, competition_season_start = ${next.startDate}::date
        WHERE group_id = ${follow.group_id}`);
      await db.execute(sql`UPDATE seasons SET is_active = false WHERE id = ${follow.season_id}`);
      await db.execute(sql`UPDATE groups SET active_season_id = ${next.seasonId} WHERE id = ${follow.group_id}`);
      await db.execute(sql`
        INSERT INTO season_leaderboard (group_id, season_id, user_id)
        SELECT group_id, ${next.seasonId}, user_id FROM group_members WHERE group_id = ${follow.group_id}`);
      return true;
    },

    /**
     * The following groups whose active gameweek should move (see ACTIVE_CHOICE): not while an admin's own gameweek
     * is active and still open or to be played (it was made active by hand).
     */
    async activeMoves(db: Executor, competitionId: number, now: Date, groupIds: readonly string[] | null = null) {
      return queryRows(db, 'autopilot.activeMoves', moveRow)`
        SELECT * FROM (
          SELECT f.group_id, ${ACTIVE_CHOICE} AS gameweek_id,
                 (SELECT a.id FROM gameweeks a WHERE a.group_id = f.group_id AND a.is_active) AS active_id
          FROM competition_follows f
          WHERE f.competition_id = ${competitionId} AND (${groupIds === null} OR f.group_id = ANY(${uuidArray(groupIds ?? [])}))
            AND NOT EXISTS (
              SELECT 1 FROM gameweeks a WHERE a.group_id = f.group_id AND a.is_active AND a.matchday IS NULL AND NOT a.is_finished
                AND (NOT a.is_locked OR EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = a.id AND m.match_time > ${now.toISOString()}::timestamptz)))
        ) moves
        WHERE gameweek_id IS NOT NULL AND gameweek_id IS DISTINCT FROM active_id`;
    },

    /** Makes each chosen gameweek its group's active one (the caller holds the groups' row locks, as creation does). */
    async setActive(db: Executor, moves: ReadonlyArray<{ group_id: string; gameweek_id: string | null }>) {
      const groups = uuidArray(moves.map((move) => move.group_id));
      // Two statements: the unique "one active per group" index must see the old one retired first.
      await db.execute(sql`UPDATE gameweeks SET is_active = false WHERE group_id = ANY(${groups}) AND is_active`);
      await db.execute(sql`
        UPDATE gameweeks SET is_active = true WHERE id = ANY(${uuidArray(moves.map((move) => move.gameweek_id!))})`);
    },
  };
}

export type AutopilotRepo = ReturnType<typeof createAutopilotRepo>;
