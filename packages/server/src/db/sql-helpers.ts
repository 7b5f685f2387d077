import { type SQL, sql } from 'drizzle-orm';

// Lists as one array parameter each (`= ANY(...)`), however long: one statement shape whatever the count.

/** A uuid list as one `uuid[]` parameter. */
export const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
/** A text list as one `text[]` parameter. */
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
/** An integer list as one `int[]` parameter. */
export const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
/** A list of instants as one `timestamptz[]` parameter. */
export const timestampArray = (values: readonly Date[]) => sql`${sql.param(values.map((value) => value.toISOString()))}::timestamptz[]`;
/** A boolean list as one `boolean[]` parameter. */
export const boolArray = (values: readonly boolean[]) => sql`${sql.param([...values])}::boolean[]`;

/**
 * A match `m` that counts for nobody: made void by an admin (`is_voided`, for good), or CANCELLED by the provider
 * (for as long as it says so: a fixture reinstated counts again).
 */
export const VOIDED = sql.raw(`(m.is_voided OR coalesce(m.api_status, '') = 'CANCELLED')`);
/** A match `m` a gameweek still waits for: no final score yet, and not void. */
export const AWAITING_RESULT = sql`NOT ${VOIDED} AND (m.final_home_score IS NULL OR m.final_away_score IS NULL)`;

/**
 * A gameweek (under `alias`) whose matches take predictions while it is open: the active one, or any the competition
 * autopilot made (the policy's `takesPredictions`).
 */
export const takesPredictions = (alias: 'g' | 'gw') => sql.raw(`(${alias}.is_active OR ${alias}.matchday IS NOT NULL)`);

/**
 * Whether a copy `m` of a fixture takes the provider's kick-off time, the provider reporting `status`: only while the
 * fixture has not started there (SCHEDULED, TIMED, POSTPONED), and where moving it cannot reopen anything: the copy
 * has not kicked off by its stored time, or that time was never a kick-off (a postponed fixture's stale date, a
 * SCHEDULED placeholder), or its gameweek is locked.
 */
export const followsProviderTime = (status: SQL, now: Date) => sql`(${status} IN ('SCHEDULED', 'TIMED', 'POSTPONED')
  AND (m.match_time > ${now.toISOString()}::timestamptz OR coalesce(m.api_status, '') IN ('POSTPONED', 'SCHEDULED')
       OR EXISTS (SELECT 1 FROM gameweeks lg WHERE lg.id = m.gameweek_id AND lg.is_locked)))`;
