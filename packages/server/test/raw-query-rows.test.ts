import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROWS_HELPER, allNodes, schemaQueryCalls, schemaQueryNames, serverSources, where } from './support/raw-queries.js';

/**
 * Raw SQL's rows are read through src/db/rows.ts only: their type comes from a zod schema that the tests check
 * every result against (test/row-shapes.test.ts), never from a type argument that only asserts it
 * (`db.execute<{ ... }>`, `pool.query<...>`), and never from an untyped result whose `rows` are read anyway. A
 * statement whose rows are not read (an UPDATE, a lock, its `rowCount`) runs through `db.execute` as before.
 */
const RUNNERS = new Set(['execute', 'query']);

/** `x.execute(...)` / `x.query(...)`: a statement run straight on drizzle or node-postgres. */
const isRun = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && RUNNERS.has(node.expression.name.text);

/** Whether a run's `rows` are read: `(await run).rows`, `const r = await run; ... r.rows`, `const { rows } = await run`. */
function rowsRead(run: ts.CallExpression): boolean {
  let parent = run.parent;
  while (ts.isParenthesizedExpression(parent) || ts.isAwaitExpression(parent)) parent = parent.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name.text === 'rows';
  if (!ts.isVariableDeclaration(parent)) return false;
  if (ts.isObjectBindingPattern(parent.name))
    return parent.name.elements.some((element) => (element.propertyName ?? element.name).getText() === 'rows');
  if (!ts.isIdentifier(parent.name)) return false;
  const name = parent.name.text;
  let scope: ts.Node = parent;
  while (!ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  return allNodes(scope).some(
    (node) =>
      ts.isPropertyAccessExpression(node) && node.name.text === 'rows' && ts.isIdentifier(node.expression) && node.expression.text === name,
  );
}

const runs = serverSources
  .filter(({ file }) => file !== ROWS_HELPER)
  .flatMap(({ file, tree }) =>
    allNodes(tree)
      .filter(isRun)
      .map((run) => ({ file, tree, run })),
  );

describe('raw queries', () => {
  it('finds the statements it checks', () => {
    expect(runs.length).toBeGreaterThan(40);
    expect(schemaQueryCalls().length).toBeGreaterThan(70);
    expect(schemaQueryNames()).toEqual(expect.arrayContaining(['jobs.lockGameweeksPastDeadline', 'scoreline_session']));
  });

  it('never type rows by hand: no type argument on execute or query', () => {
    const handTyped = runs.filter(({ run }) => run.typeArguments !== undefined).map(({ file, tree, run }) => where(tree, file, run));
    expect(handTyped).toEqual([]);
  });

  it('never read the rows of an untyped statement (its rowCount is fine)', () => {
    const untypedReads = runs.filter(({ run }) => rowsRead(run)).map(({ file, tree, run }) => where(tree, file, run));
    expect(untypedReads).toEqual([]);
  });

  it('name each schema-checked query once, with a string, so a mismatch says which one', () => {
    const unnamed = schemaQueryCalls()
      .filter(({ call }) => !(call.arguments[1] && ts.isStringLiteral(call.arguments[1])))
      .map(({ file, tree, call }) => where(tree, file, call));
    expect(unnamed).toEqual([]);
    const names = schemaQueryNames();
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('would catch a hand-typed or untyped read coming back', () => {
    const sample = ts.createSourceFile(
      'sample.ts',
      `async function f(db) {
         const a = await db.execute<{ id: string }>(sql\`SELECT id FROM users\`);
         const b = await db.execute(sql\`SELECT id FROM users\`);
         const c = await db.execute(sql\`UPDATE users SET x = 1\`);
         const { rows } = await db.$client.query({ name: 'n', text: 'SELECT 1' });
         return [a.rows, b.rows[0], (await db.execute(sql\`SELECT 1\`)).rows, c.rowCount, rows];
       }`,
      ts.ScriptTarget.Latest,
      true,
    );
    const found = allNodes(sample)
      .filter(isRun)
      .map((run) => ({ typed: run.typeArguments !== undefined, read: rowsRead(run) }));
    expect(found).toEqual([
      { typed: true, read: true },
      { typed: false, read: true },
      { typed: false, read: false },
      { typed: false, read: true },
      { typed: false, read: true },
    ]);
  });
});
