import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from './client.js';

/*
 * Raw SQL whose rows are described by a zod schema: the row type is the schema's (`z.infer`), so the type and a
 * runtime description of the row are one thing. Under the test harness (`checkRowShapes()`, called before every
 * server test file) each result is checked against its schema: its columns are exactly the schema's keys (even
 * when no row came back, from the result's field list), every row parses (the right runtime type for each column:
 * a Date or a string, a number or a string, null only where nullable) and a one-row query returns one row. A
 * mismatch throws with the query's name and what differs, and is kept for the harness to fail the test with,
 * even when the code that ran the query caught the error (a job, a mail sent in the background). Otherwise
 * (production) nothing is checked: the rows are handed over as node-postgres returns them, no work per row.
 */

let checking = false;
const mismatches: RowShapeError[] = [];
/** Every query checked so far, with the most rows it returned (0: only its columns were checked). */
const checked = new Map<string, number>();

/** Checks every row against its schema from now on (the test harness), or stops checking (`false`). */
export function checkRowShapes(on = true): void {
  checking = on;
}

/** The mismatches found since the last call, thrown or not (the test harness fails the test with them). */
export function takeRowShapeMismatches(): RowShapeError[] {
  return mismatches.splice(0);
}

/** The queries checked so far in this process, each with the most rows it returned. */
export function checkedQueries(): ReadonlyMap<string, number> {
  return checked;
}

/**
 * The schemas of columns, by what node-postgres hands over for each PostgreSQL type as this app reads it
 * (client.ts's parsers; drizzle's `db.execute` leaves timestamps as text, a prepared statement on the pool does not).
 */
export const col = {
  uuid: z.guid(),
  text: z.string(),
  boolean: z.boolean(),
  /** int2, int4, and int8 (`count(*)`, a sum of int4) which client.ts makes a number. Not numeric (a sum of int8, avg): text. */
  int: z.number().int(),
  /** A timestamptz through `db.execute`: PostgreSQL's text, "2025-03-27 15:00:00.123+00" (`new Date()` reads it). */
  timestamptz: z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?[+-]\d\d(:\d\d){0,2}$/, 'a timestamptz as PostgreSQL prints it'),
  /** A timestamptz through a prepared statement on the pool (`preparedRow`): a Date. */
  timestamptzDate: z.date(),
  /** A date: "YYYY-MM-DD" (client.ts). */
  date: z.string().regex(/^\d{4}-\d\d-\d\d$/, 'a date as YYYY-MM-DD'),
  /** A timestamp the SQL formats as ISO 8601 in UTC ("2025-03-27T15:00:00.000Z"). */
  isoText: z.iso.datetime(),
  /** A value of a PostgreSQL enum of schema.ts (`pgEnum`). */
  enum: <const T extends readonly [string, ...string[]]>(type: { enumValues: T }) => z.enum(type.enumValues),
};

/**
 * A row: an object schema whose keys are the statement's columns (`z.strictObject`, like the objects inside a JSON
 * column, so an extra key in those is caught too).
 */
export type RowSchema = z.ZodObject;

/** A statement's rows did not match their schema (only thrown while `checkRowShapes` is on). */
export class RowShapeError extends Error {
  constructor(query: string, problem: string) {
    super(`Rows of ${query} do not match their schema: ${problem}`);
    this.name = 'RowShapeError';
  }
}

/** What node-postgres returns that the check reads. */
interface Result {
  rows: unknown[];
  fields?: ReadonlyArray<{ name: string }>;
}

type Count = 'one' | 'optional' | 'any';

function check(query: string, schema: RowSchema, result: Result, count: Count): void {
  checked.set(query, Math.max(checked.get(query) ?? 0, result.rows.length));
  const problem = mismatch(schema, result, count);
  if (problem === null) return;
  const error = new RowShapeError(query, problem);
  mismatches.push(error);
  throw error;
}

/** What differs between a result and its schema, or null. */
function mismatch(schema: RowSchema, result: Result, count: Count): string | null {
  const expected = Object.keys(schema.shape);
  const columns = (result.fields ?? []).map((field) => field.name);
  const problems = [
    ...expected.filter((name) => !columns.includes(name)).map((name) => `column "${name}" is not in the result`),
    ...columns.filter((name) => !expected.includes(name)).map((name) => `column "${name}" is not in the schema`),
    ...columns.filter((name, i) => columns.indexOf(name) !== i).map((name) => `column "${name}" comes twice`),
  ];
  if (problems.length > 0) return problems.join('; ');
  const { length } = result.rows;
  if ((count === 'one' && length !== 1) || (count === 'optional' && length > 1))
    return `${length} rows where ${count === 'one' ? 'exactly one' : 'at most one'} was expected`;
  for (const [i, row] of result.rows.entries()) {
    const parsed = schema.safeParse(row);
    if (!parsed.success) return `row ${i}: ${z.prettifyError(parsed.error)}`;
  }
  return null;
}

/**
 * A query's statement: written as a template right after the call (`queryRows(db, 'jobs.lockGameweeksPastDeadline', gameweekRow)`SELECT ...``,
 * built with drizzle's `sql`, so `${...}` are parameters or SQL fragments), or an `SQL` built beforehand.
 */
export interface Statement<T> {
  (strings: TemplateStringsArray, ...values: unknown[]): Promise<T>;
  (statement: SQL): Promise<T>;
}

/**
 * What runs a statement: the pool's drizzle (`db`), a transaction (`tx`), or drizzle over one connection of its
 * own (the backups', which read one snapshot).
 */
export type QueryRunner = Pick<Executor, 'execute'>;

const isTemplate = (first: TemplateStringsArray | SQL): first is TemplateStringsArray => Array.isArray(first);

/** Runs the statement on `db` (in the caller's transaction if it is one), checks it and answers `take` of its rows. */
function statement<T>(db: QueryRunner, query: string, schema: RowSchema, count: Count, take: (rows: unknown[]) => T): Statement<T> {
  return (async (first: TemplateStringsArray | SQL, ...values: unknown[]) => {
    const result = await db.execute(isTemplate(first) ? sql(first, ...values) : first);
    if (checking) check(query, schema, result, count);
    return take(result.rows);
  }) as Statement<T>;
}

/** The rows of a statement. */
export const queryRows = <S extends RowSchema>(db: QueryRunner, query: string, schema: S) =>
  statement(db, query, schema, 'any', (rows) => rows as Array<z.infer<S>>);

/** The one row of a statement that always returns exactly one (an aggregate, an insert, a row known to exist). */
export const queryRow = <S extends RowSchema>(db: QueryRunner, query: string, schema: S) =>
  statement(db, query, schema, 'one', (rows) => rows[0] as z.infer<S>);

/** The row of a statement that returns one row or none (null). */
export const queryOptionalRow = <S extends RowSchema>(db: QueryRunner, query: string, schema: S) =>
  statement(db, query, schema, 'optional', (rows) => (rows[0] as z.infer<S> | undefined) ?? null);

/** A named prepared statement on the pool itself (the hot paths' statements), checked under its name. */
async function prepared(
  db: Database,
  schema: RowSchema,
  statement: { name: string; text: string },
  values: unknown[],
  count: 'one' | 'optional',
): Promise<unknown> {
  const result = await db.$client.query({ ...statement, values });
  if (checking) check(statement.name, schema, result, count);
  return result.rows[0] ?? null;
}

/** The one row of a named prepared statement that always returns exactly one. */
export const preparedRow = <S extends RowSchema>(db: Database, schema: S, statement: { name: string; text: string }, values: unknown[]) =>
  prepared(db, schema, statement, values, 'one') as Promise<z.infer<S>>;

/** The row of a named prepared statement that returns one row or none (null). */
export const preparedOptionalRow = <S extends RowSchema>(
  db: Database,
  schema: S,
  statement: { name: string; text: string },
  values: unknown[],
) => prepared(db, schema, statement, values, 'optional') as Promise<z.infer<S> | null>;
