import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryOptionalRow, queryRows } from '../../db/rows.js';
import { AWAITING_RESULT, followsProviderTime, intArray, takesPredictions, uuidArray } from '../../db/sql-helpers.js';

const gameweekRow = z.strictObject({ id: col.uuid, group_id: col.uuid });
const idRow = z.strictObject({ id: col.uuid });
const groupRow = z.strictObject({ group_id: col.uuid });
const fixtureRow = z.strictObject({ api_match_id: col.int });
const movedRow = z.strictObject({ gameweek_id: col.uuid, group_id: col.uuid });
const kickOffRow = z.strictObject({ match_time: col.timestamptz });
const competitionRow = z.strictObject({ api_competition_id: col.int });
const nameRow = z.strictObject({ name: col.text });
const liveWriteRow = z.strictObject({
  group_id: col.uuid,
  before_home: col.int.nullable(),
  before_away: col.int.nullable(),
  before_status: col.text.nullable(),
});

/** When a gameweek `g` closes as a whole: its deadline, or with kick-off locks its last kick-off. */
const CLOSES_AT = sql`(CASE WHEN g.closes_at_kick_off
  THEN coalesce((SELECT max(m.match_time) FROM matches m WHERE m.gameweek_id = g.id), g.deadline) ELSE g.deadline END)`;

/** The background jobs' statements: the deadline sweep's locks and the results sync's writes. */
export function createJobsRepo() {
  return {
    /**
     * Locks every unlocked gameweek whose predictions have all closed by `now`: at its deadline, or with kick-off
     * locks at its last kick-off. One idempotent statement.
     */
    async lockGameweeksPastDeadline(db: Executor, now: Date): Promise<Array<{ id: string; groupId: string }>> {
      const rows = await queryRows(db, 'jobs.lockGameweeksPastDeadline', gameweekRow)`
        UPDATE gameweeks g SET is_locked = true WHERE NOT g.is_locked AND ${CLOSES_AT} <= ${now.toISOString()}
        RETURNING g.id, g.group_id`;
      return rows.map((row) => ({ id: row.id, groupId: row.group_id }));
    },

    /** Locked gameweeks that closed between `since` and `now` (an admin locked them early). */
    async lockedGameweeksReachingDeadline(db: Executor, since: Date, now: Date): Promise<string[]> {
      const rows = await queryRows(db, 'jobs.lockedGameweeksReachingDeadline', idRow)`
        SELECT g.id FROM gameweeks g
        WHERE g.is_locked AND ${CLOSES_AT} <= ${now.toISOString()} AND ${CLOSES_AT} > ${since.toISOString()}`;
      return rows.map((row) => row.id);
    },

    /**
     * Kick-off locks: the predictions on matches that have kicked off in still-open gameweeks are locked for
     * good; answers the groups with a kick-off between `since` and `now` (their pages now show those matches'
     * predictions).
     */
    async lockKickedOff(db: Executor, since: Date, now: Date): Promise<string[]> {
      await db.execute(sql`
        UPDATE predictions p SET is_locked = true FROM matches m JOIN gameweeks g ON g.id = m.gameweek_id
        WHERE p.match_id = m.id AND g.closes_at_kick_off AND NOT g.is_locked AND m.match_time <= ${now.toISOString()}
          AND NOT p.is_locked`);
      const rows = await queryRows(db, 'jobs.lockKickedOff', groupRow)`
        SELECT DISTINCT g.group_id FROM matches m JOIN gameweeks g ON g.id = m.gameweek_id
        WHERE g.closes_at_kick_off AND NOT g.is_locked
          AND m.match_time <= ${now.toISOString()} AND m.match_time > ${since.toISOString()}`;
      return rows.map((row) => row.group_id);
    },

    /** Real fixtures that kicked off by `now` without a final score (but those in `skip`), oldest first, at most `limit`. */
    async fixturesAwaitingResults(db: Executor, now: Date, limit: number, skip: readonly number[] = []): Promise<number[]> {
      const rows = await queryRows(db, 'jobs.fixturesAwaitingResults', fixtureRow)`
        SELECT api_match_id FROM matches
        WHERE api_match_id IS NOT NULL AND match_time <= ${now.toISOString()} AND NOT is_voided
          AND NOT (api_match_id = ANY(${intArray([...skip])}))
          AND coalesce(api_status, '') <> 'CANCELLED'
          AND (final_home_score IS NULL OR final_away_score IS NULL)
        GROUP BY api_match_id
        -- A postponed fixture keeps its stale date for weeks: it waits behind the others instead of going first.
        ORDER BY bool_or(api_status = 'POSTPONED'), min(match_time) LIMIT ${limit}`;
      return rows.map((row) => row.api_match_id);
    },

    /**
     * Real fixtures of open gameweeks kicking off within `hours`, whose time was not checked in the last
     * `recheckMinutes`: the least recently checked first, at most `limit`.
     */
    async fixturesKickingOffSoon(db: Executor, now: Date, options: { hours: number; recheckMinutes: number; limit: number }) {
      const at = now.toISOString();
      const rows = await queryRows(db, 'jobs.fixturesKickingOffSoon', fixtureRow)`
        SELECT m.api_match_id FROM matches m JOIN gameweeks g ON g.id = m.gameweek_id
        WHERE m.api_match_id IS NOT NULL AND ${takesPredictions('g')} AND NOT g.is_locked
          AND m.match_time > ${at}::timestamptz AND m.match_time <= ${at}::timestamptz + make_interval(hours => ${options.hours})
          AND (m.kick_off_checked_at IS NULL
               OR m.kick_off_checked_at <= ${at}::timestamptz - make_interval(mins => ${options.recheckMinutes}))
        GROUP BY m.api_match_id
        ORDER BY min(m.kick_off_checked_at) NULLS FIRST, min(m.match_time)
        LIMIT ${options.limit}`;
      return rows.map((row) => row.api_match_id);
    },

    /**
     * The provider's kick-off time of a fixture, on every group's copy that has not kicked off by its stored
     * time; a kick-off-locked gameweek's deadline (its first kick-off) follows while it is ahead. Answers the
     * groups whose copies moved.
     */
    async moveKickOff(db: Executor, apiMatchId: number, kickOff: Date, now: Date): Promise<string[]> {
      const at = now.toISOString();
      const moved = await queryRows(db, 'jobs.moveKickOff', movedRow)`
        UPDATE matches SET match_time = ${kickOff.toISOString()}, kick_off_checked_at = ${at}
        WHERE api_match_id = ${apiMatchId} AND match_time > ${at}::timestamptz AND match_time <> ${kickOff.toISOString()}::timestamptz
          AND final_home_score IS NULL
        RETURNING gameweek_id, group_id`;
      const gameweekIds = [...new Set(moved.map((row) => row.gameweek_id))];
      if (gameweekIds.length > 0)
        await db.execute(sql`
          UPDATE gameweeks g SET deadline = first.kick_off
          FROM (SELECT gameweek_id, min(match_time) AS kick_off FROM matches WHERE gameweek_id = ANY(${uuidArray(gameweekIds)})
                GROUP BY gameweek_id) first
          WHERE g.id = first.gameweek_id AND g.closes_at_kick_off AND NOT g.is_locked
            AND g.deadline > ${at}::timestamptz AND first.kick_off > ${at}::timestamptz AND g.deadline <> first.kick_off`);
      return [...new Set(moved.map((row) => row.group_id))];
    },

    /** A fixture's stored kick-off (its copies are moved together, so any copy's). */
    async storedKickOff(db: Executor, apiMatchId: number): Promise<Date | null> {
      const row = await queryOptionalRow(db, 'jobs.storedKickOff', kickOffRow)`
        SELECT match_time FROM matches WHERE api_match_id = ${apiMatchId} ORDER BY match_time DESC LIMIT 1`;
      return row ? new Date(row.match_time) : null;
    },

    async markKickOffChecked(db: Executor, apiMatchId: number, now: Date) {
      await db.execute(sql`UPDATE matches SET kick_off_checked_at = ${now.toISOString()} WHERE api_match_id = ${apiMatchId}`);
    },

    /**
     * The provider's status of a fixture not finished yet on every group's copy (a CANCELLED one counts for nobody
     * while it stays so), and its kick-off time where it has not started (see `FOLLOWS_PROVIDER_TIME`).
     */
    async recordFixtureStatus(db: Executor, match: { id: number; status: string; utcDate: string }, now: Date) {
      const kickOff = new Date(match.utcDate);
      await db.execute(sql`
        UPDATE matches m SET api_status = ${match.status},
          match_time = CASE WHEN ${followsProviderTime(sql`${match.status}`, now)} THEN ${kickOff.toISOString()}::timestamptz ELSE m.match_time END
        WHERE m.api_match_id = ${match.id} AND NOT m.is_voided
          AND (m.api_status IS DISTINCT FROM ${match.status} OR m.match_time <> ${kickOff.toISOString()}::timestamptz)`);
    },

    /**
     * The competitions of real fixtures that may be in play: kicked off in the last `hours`, no final score, not
     * void, postponed or cancelled (the live poll asks only for these).
     */
    async competitionsPossiblyLive(db: Executor, now: Date, hours: number): Promise<number[]> {
      const at = now.toISOString();
      const rows = await queryRows(db, 'jobs.competitionsPossiblyLive', competitionRow)`
        SELECT DISTINCT api_competition_id FROM matches
        WHERE api_competition_id IS NOT NULL AND api_match_id IS NOT NULL AND NOT is_voided
          AND final_home_score IS NULL AND coalesce(api_status, '') NOT IN ('POSTPONED', 'CANCELLED')
          AND match_time <= ${at}::timestamptz AND match_time > ${at}::timestamptz - make_interval(hours => ${hours})`;
      return rows.map((row) => row.api_competition_id);
    },

    /**
     * A fixture in play: its status, running score and minute on every group's copy without a final score.
     * Answers the groups whose copies changed (empty when nothing did) and the running score before.
     */
    async writeLiveState(
      db: Executor,
      match: { id: number; competitionId: number; status: string; home: number | null; away: number | null; minute: number | null },
    ) {
      const rows = await queryRows(db, 'jobs.writeLiveState', liveWriteRow)`
        WITH before AS (
          SELECT live_home_score AS home, live_away_score AS away, api_status AS status FROM matches
          WHERE api_match_id = ${match.id} AND final_home_score IS NULL AND NOT is_voided LIMIT 1)
        UPDATE matches SET api_status = ${match.status}, live_home_score = ${match.home}, live_away_score = ${match.away},
          live_minute = ${match.minute}, api_competition_id = coalesce(api_competition_id, ${match.competitionId})
        WHERE api_match_id = ${match.id} AND final_home_score IS NULL AND NOT is_voided
          AND (api_status IS DISTINCT FROM ${match.status} OR live_home_score IS DISTINCT FROM ${match.home}
               OR live_away_score IS DISTINCT FROM ${match.away} OR live_minute IS DISTINCT FROM ${match.minute})
        RETURNING group_id, (SELECT home FROM before) AS before_home, (SELECT away FROM before) AS before_away,
          (SELECT status FROM before) AS before_status`;
      const first = rows[0];
      return {
        groupIds: [...new Set(rows.map((row) => row.group_id))],
        before: first ? { status: first.before_status, home: first.before_home, away: first.before_away } : null,
      };
    },

    /**
     * Takes the turn of a job that runs every `everySeconds` (the live poll): true for the one instance that
     * moved its last run to `now`, false while another ran it less than the interval ago (a second's slack).
     */
    async claimTurn(db: Executor, name: string, now: Date, everySeconds: number): Promise<boolean> {
      const rows = await queryRows(db, 'jobs.claimTurn', nameRow)`
        INSERT INTO job_leases AS l (name, ran_at) VALUES (${name}, ${now.toISOString()})
        ON CONFLICT (name) DO UPDATE SET ran_at = excluded.ran_at
        WHERE l.ran_at <= excluded.ran_at - make_interval(secs => ${Math.max(0, everySeconds - 1)})
        RETURNING name`;
      return rows.length > 0;
    },

    /** A finished fixture's score on every group's copy at once. */
    async writeFixtureResult(db: Executor, apiMatchId: number, result: { status: string; home: number; away: number }) {
      await db.execute(sql`
        UPDATE matches SET api_status = ${result.status}, final_home_score = ${result.home}, final_away_score = ${result.away}
        WHERE api_match_id = ${apiMatchId} AND NOT is_voided`);
    },

    /** The gameweeks holding this fixture whose matches all have final scores (or are void) now become finished. */
    async finishCompletedGameweeksOfFixture(db: Executor, apiMatchId: number) {
      await db.execute(sql`
        UPDATE gameweeks g SET is_finished = true
        WHERE g.id IN (SELECT gameweek_id FROM matches WHERE api_match_id = ${apiMatchId}) AND NOT g.is_finished
          AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND ${AWAITING_RESULT})`);
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
