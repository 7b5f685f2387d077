import fs from 'node:fs';
import { schemaQueryNames } from './raw-queries.js';

/*
 * Which schema-checked queries the server tests never ran, or only ever saw return no row (only their columns were
 * checked then). Run the tests with ROW_SHAPES_SEEN set, then this on the file:
 *   rm -f /tmp/seen && ROW_SHAPES_SEEN=/tmp/seen npx vitest run --project server && npx tsx test/support/unchecked-queries.ts /tmp/seen
 */
const file = process.argv[2];
if (!file) throw new Error('Usage: tsx test/support/unchecked-queries.ts <file written by the tests under ROW_SHAPES_SEEN>');
const seen = new Map<string, number>();
for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
  const [query, rows] = line.split('\t');
  seen.set(query!, Math.max(seen.get(query!) ?? 0, Number(rows)));
}
const names = schemaQueryNames();
const never = names.filter((name) => !seen.has(name));
const empty = names.filter((name) => seen.get(name) === 0);
console.log(`${names.length} schema-checked queries; ${never.length} never run by a test, ${empty.length} only with no row back.`);
for (const name of never) console.log(`never run: ${name}`);
for (const name of empty) console.log(`no row back: ${name}`);
