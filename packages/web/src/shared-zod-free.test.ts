// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * packages/shared: the modules the web's pages take texts, rules and checks from hold no zod schema, and import none at run time
 * (packages/web/src/README.md, "First load"): a schema is a call the bundler must keep, and it keeps all of zod (~23 kB
 * gzip, and building the schemas at import) in every page that uses the module for anything. The gameweek and group
 * pages lost 28 kB when policy/rules.ts stopped taking two texts from the notifications and invites schema modules.
 */
const ZOD_FREE = [
  'constants.ts',
  'messages.ts',
  'errors.ts',
  'dates.ts',
  'text.ts',
  'scoring.ts',
  'stats.ts',
  'group-checks.ts',
  'gameweek-checks.ts',
  'prediction-labels.ts',
  'gameweek-view-parts.ts',
  'bonus-rules.ts',
  'policy/phase.ts',
  'policy/rules.ts',
  'policy/flags.ts',
];

/** shared's sources by path under shared/src. */
const sources = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../shared/src/**/*.ts', { query: '?raw', import: 'default', eager: true })).map(
    ([file, source]) => [file.replace('../../shared/src/', ''), source],
  ),
);

/** `from` (a relative import in `file`) as a path under shared/src. */
function resolve(file: string, from: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of from.replace(/\.js$/, '.ts').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The modules `file` imports at run time (`import type` and all-type specifier lists are erased). */
function runtimeImports(file: string): string[] {
  const source = sources[file];
  if (source === undefined) throw new Error(`no shared module ${file}`);
  const imports: string[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gm)) {
    const [, typeOnly, clause = '', from = ''] = match;
    const specifiers = clause
      .replace(/^\{|\}$/g, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (typeOnly || (clause.startsWith('{') && specifiers.every((s) => s.startsWith('type ')))) continue;
    imports.push(from.startsWith('.') ? resolve(file, from) : from);
  }
  return imports;
}

/** The chain of run-time imports from `file` to zod, or null when there is none. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const imported of runtimeImports(file)) {
    if (imported === 'zod' || imported.startsWith('zod/')) return [file, 'zod'];
    if (!imported.endsWith('.ts')) continue;
    const rest = pathToZod(imported, seen);
    if (rest) return [file, ...rest];
  }
  return null;
}

describe('modules the pages use for texts and rules', () => {
  it.each(ZOD_FREE)('%s reaches no zod at run time', (file) => {
    expect(pathToZod(file)).toBeNull();
  });

  it('the check sees a run-time import of zod through another module', () => {
    expect(pathToZod('gameweek-view.ts')).toEqual(['gameweek-view.ts', 'gameweeks.ts', 'zod']);
  });
});
