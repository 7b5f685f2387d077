import { sql } from 'drizzle-orm';

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

/** A match `m` a gameweek still waits for: no final score yet, and not void (a void match counts for nobody). */
export const AWAITING_RESULT = sql`NOT m.is_voided AND (m.final_home_score IS NULL OR m.final_away_score IS NULL)`;

/**
 * A gameweek (under `alias`) whose matches take predictions while it is open: the active one, or any the competition
 * autopilot made (the policy's `takesPredictions`).
 */
export const takesPredictions = (alias: 'g' | 'gw') => sql.raw(`(${alias}.is_active OR ${alias}.matchday IS NOT NULL)`);
