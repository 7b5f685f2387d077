import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The server's sources (tests aside), parsed: what test/raw-query-rows.test.ts scans. */
const src = decodeURIComponent(new URL('../../src/', import.meta.url).pathname);
export const serverSources = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, tree: ts.createSourceFile(file, fs.readFileSync(path.join(src, file), 'utf8'), ts.ScriptTarget.Latest, true) }));

/** The helper every schema-checked query goes through (src/db/rows.ts). */
export const ROWS_HELPER = path.join('db', 'rows.ts');
const HELPERS = new Set(['queryRows', 'queryRow', 'queryOptionalRow']);
const PREPARED_HELPERS = new Set(['preparedRow', 'preparedOptionalRow']);

export function allNodes(tree: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return all;
}

export const where = (tree: ts.SourceFile, file: string, node: ts.Node) =>
  `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

const calls = (names: Set<string>) =>
  serverSources
    .filter(({ file }) => file !== ROWS_HELPER)
    .flatMap(({ file, tree }) =>
      allNodes(tree)
        .filter(
          (node): node is ts.CallExpression =>
            ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text),
        )
        .map((call) => ({ file, tree, call })),
    );

/** Calls of `queryRows`, `queryRow` and `queryOptionalRow`: each names its query (second argument). */
export const schemaQueryCalls = () => calls(HELPERS);

/**
 * The name of every schema-checked query: the helpers' second argument, and the prepared statements' names in
 * the files that run them through `preparedRow` / `preparedOptionalRow`.
 */
export function schemaQueryNames(): string[] {
  const named = schemaQueryCalls().map(({ call }) => {
    const name = call.arguments[1];
    return name && ts.isStringLiteral(name) ? name.text : '';
  });
  const preparedFiles = new Set(calls(PREPARED_HELPERS).map(({ file }) => file));
  const prepared = serverSources
    .filter(({ file }) => preparedFiles.has(file))
    .flatMap(({ tree }) => [...tree.text.matchAll(/\bname: '(scoreline_\w+)'/g)].map(([, name]) => name!));
  return [...named, ...prepared];
}
