import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  RowShapeError,
  checkRowShapes,
  col,
  preparedOptionalRow,
  preparedRow,
  queryOptionalRow,
  queryRow,
  queryRows,
  takeRowShapeMismatches,
} from '../src/db/rows.js';
import { createTestDatabase } from './support/test-app.js';

/*
 * A raw query's row type is its zod schema's, and the test harness checks every result against it
 * (test/support/check-rows.ts): on a real PostgreSQL, a query whose SQL disagrees with its schema throws with its
 * name, whatever the disagreement. Without the check (production) the rows are handed over untouched.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());
// The mismatches below are meant: taken before the harness (test/support/check-rows.ts) fails the test with them.
afterEach(() => {
  takeRowShapeMismatches();
});

const counted = z.strictObject({ total: col.int });

describe('rows checked against their schema', () => {
  it('pass through as node-postgres returns them when they match', async () => {
    const rows = await queryRows(
      database.db,
      'test.matching',
      z.strictObject({ id: col.uuid, name: col.text, at: col.timestamptz, day: col.date, total: col.int, gone: col.text.nullable() }),
    )(sql`SELECT gen_random_uuid() AS id, 'x' AS name, now() AS at, current_date AS day, count(*) AS total, NULL::text AS gone
          FROM generate_series(1, 3)`);
    expect(rows).toEqual([{ id: expect.any(String), name: 'x', at: expect.any(String), day: expect.any(String), total: 3, gone: null }]);
    expect(await queryRow(database.db, 'test.one', counted)`SELECT count(*) AS total FROM generate_series(1, 2)`).toEqual({
      total: 2,
    });
    expect(await queryOptionalRow(database.db, 'test.none', counted)`SELECT 1 AS total WHERE false`).toBeNull();
  });

  it('throw with the query name when a column was renamed, even when no row came back', async () => {
    const renamed = (above: number) =>
      queryRows(database.db, 'test.renamed', counted)`SELECT x AS n FROM generate_series(1, 2) x WHERE x > ${above}::int`;
    const error = new RowShapeError('test.renamed', 'column "total" is not in the result; column "n" is not in the schema');
    await expect(renamed(0)).rejects.toThrow(error);
    await expect(renamed(5)).rejects.toThrow(error);
  });

  it('throw on a column twice (node-postgres would keep one of them silently)', async () => {
    await expect(queryRows(database.db, 'test.twice', counted)`SELECT 1 AS total, 2 AS total`).rejects.toThrow(
      'Rows of test.twice do not match their schema: column "total" comes twice',
    );
  });

  it('throw when a value has another runtime type than the schema says', async () => {
    // A sum of a bigint is numeric, which node-postgres hands over as text.
    await expect(
      queryRow(database.db, 'test.numeric', counted)`SELECT sum(x::bigint) AS total FROM generate_series(1, 2) x`,
    ).rejects.toThrow(/^Rows of test\.numeric do not match their schema: row 0: .*expected number, received string.*total/s);
    // Through drizzle a timestamptz is text, not a Date.
    const dated = z.strictObject({ at: z.date() });
    await expect(queryRow(database.db, 'test.date', dated)`SELECT now() AS at`).rejects.toThrow(/test\.date.*expected date/s);
    // Null in a column the schema does not allow null in.
    await expect(queryRows(database.db, 'test.null', counted)`SELECT NULL::int AS total`).rejects.toThrow(/test\.null.*received null/s);
    // An enum value outside the schema's.
    const outcome = z.strictObject({ outcome: z.enum(['exact', 'result', 'wrong']) });
    await expect(queryRow(database.db, 'test.enum', outcome)`SELECT 'draw' AS outcome`).rejects.toThrow(/test\.enum/);
  });

  it('throw when a one-row query returns none or several, and an optional one several', async () => {
    await expect(queryRow(database.db, 'test.noRow', counted)`SELECT 1 AS total WHERE false`).rejects.toThrow(
      'Rows of test.noRow do not match their schema: 0 rows where exactly one was expected',
    );
    await expect(queryOptionalRow(database.db, 'test.twoRows', counted)`SELECT x AS total FROM generate_series(1, 2) x`).rejects.toThrow(
      '2 rows where at most one was expected',
    );
  });

  it('check named prepared statements on the pool too, where a timestamptz is a Date', async () => {
    const statement = { name: 'scoreline_test_rows', text: 'SELECT $1::int AS total, now() AS at' };
    const timed = z.strictObject({ total: col.int, at: col.timestamptzDate });
    expect(await preparedRow(database.db, timed, statement, [4])).toEqual({ total: 4, at: expect.any(Date) });
    await expect(preparedOptionalRow(database.db, counted, statement, [4])).rejects.toThrow(
      'Rows of scoreline_test_rows do not match their schema: column "at" is not in the schema',
    );
    const inJson = z.strictObject({ list: z.array(z.strictObject({ id: col.int })) });
    await expect(
      preparedRow(
        database.db,
        inJson,
        { name: 'scoreline_test_json', text: `SELECT json_build_array(json_build_object('id', 1, 'x', 2)) AS list` },
        [],
      ),
    ).rejects.toThrow(/scoreline_test_json.*x/s);
  });

  it('are kept for the harness to fail the test with, even when the code that ran the query caught the error', async () => {
    takeRowShapeMismatches();
    await queryRow(database.db, 'test.caught', counted)`SELECT 'x' AS total`.catch(() => undefined);
    expect(takeRowShapeMismatches().map((error) => error.message)).toEqual([expect.stringMatching(/^Rows of test\.caught do not match/)]);
    expect(takeRowShapeMismatches()).toEqual([]);
  });

  it('hand the rows over unchecked when the check is off (production)', async () => {
    checkRowShapes(false);
    try {
      const rows = await queryRows(database.db, 'test.unchecked', counted)`SELECT 'seven' AS total, 1 AS extra`;
      expect(rows).toEqual([{ total: 'seven', extra: 1 }]);
      expect(await queryRow(database.db, 'test.uncheckedNone', counted)`SELECT 1 AS total WHERE false`).toBeUndefined();
    } finally {
      checkRowShapes();
    }
  });
});
