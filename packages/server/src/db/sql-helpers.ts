import { sql } from 'drizzle-orm';

// Lists as one array parameter each (`= ANY(...)`), however long: one statement shape whatever the count.

/** A uuid list as one `uuid[]` parameter. */
export const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
/** A text list as one `text[]` parameter. */
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
/** An integer list as one `int[]` parameter. */
export const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
