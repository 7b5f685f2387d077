import fs from 'node:fs';
import { afterAll, afterEach } from 'vitest';
import { checkRowShapes, checkedQueries, takeRowShapeMismatches } from '../../src/db/rows.js';

/*
 * Before every server test file: each raw query's rows are checked against their schema (src/db/rows.ts). A
 * mismatch fails the test that ran the query, even when the code caught the error (a job, a background mail);
 * one found after the file's last test fails the file.
 */
checkRowShapes();

function failOnMismatch() {
  const [first, ...more] = takeRowShapeMismatches();
  if (first) throw more.length > 0 ? new AggregateError([first, ...more], `${first.message} (and ${more.length} more)`) : first;
}

afterEach(failOnMismatch);
afterAll(() => {
  failOnMismatch();
  // ROW_SHAPES_SEEN=<file>: each file's checked queries are appended there ("<query>\t<most rows>"), to find the
  // queries no test runs (test/support/unchecked-queries.ts).
  const seen = process.env.ROW_SHAPES_SEEN;
  if (seen) fs.appendFileSync(seen, [...checkedQueries()].map(([query, rows]) => `${query}\t${rows}\n`).join(''));
});
