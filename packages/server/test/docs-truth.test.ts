import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs cannot drift from the tree: every file or folder they name in backticks, in a folder tree or by a link
 * exists, and every
 * `npm run` script they name is a script. Docs are README.md and docs/*.md at the root and every README.md beside
 * the code. A path is looked up from the doc's own folder and each folder above it (so the server's README may
 * say `db/`), or from a package's sources (`SOURCE_ROOTS`); a bare file name anywhere in the tree.
 */
const root = path.resolve(decodeURIComponent(new URL('../../../', import.meta.url).pathname));
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', 'results']);

/** Files the docs name that the build or a run writes (so a clean clone has none), each with where it comes from. */
const WRITTEN_BY_RUNS = new Set([
  'sw.js', // the service worker, written by the web build
  'manifest.webmanifest', // the web app manifest, written by the web build
  'bench/results/latest.json', // npm run bench
  'latest.json', // npm run bench
  'scoreline-data-YYYY-MM-DD.json', // the name of a player's data download
  'assets/', // the web build's hashed files (packages/web/dist/assets)
]);
/**
 * Folders runs make, named with what is under them: the server's data (`DATA_DIR`, `./data` by default), the test
 * and Lighthouse reports (`test-results/`, `playwright-report/`) and the web build (`dist/`).
 */
const MADE_BY_RUNS = /^(\.\/)?(data|test-results|playwright-report|dist|packages\/web\/dist)\//;

/**
 * The folders a doc's path may be written from besides its own and those above it: the sources of each package
 * and the test folders (the map names `modules/access/`, the web's README `policy/rules.ts`).
 */
const SOURCE_ROOTS = [
  'packages/shared/src',
  'packages/server/src',
  'packages/server/src/modules',
  'packages/server/test',
  'packages/web',
  'packages/web/src',
  'packages/web/src/features',
].map((folder) => path.join(root, folder));

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

const allFiles = walk(root);
const baseNames = new Set(allFiles.map((file) => path.basename(file)));
const docs = allFiles.filter((file) => {
  const relative = path.relative(root, file);
  return path.basename(file) === 'README.md' || /^docs\/[^/]+\.md$/.test(relative);
});

const FILE_EXTENSIONS = /\.(ts|tsx|mjs|cjs|js|json|md|sql|css|html|yml|yaml|png|sh)$/;
/** A path as the docs write one: words, dots and dashes between slashes; a folder ends with a slash. */
const PATH_SHAPE = /^(\.{1,2}\/|\/)?[\w@.-]+(\/[\w@.-]+)*\/?$/;

/** It exists, and not only because a run made it: what a fresh clone has (the folders runs make are not looked in). */
const existsInClone = (full: string) =>
  fs.existsSync(full) &&
  !path
    .relative(root, full)
    .split(path.sep)
    .some((part) => SKIPPED_FOLDERS.has(part));

/** Where `name` may be, as seen from the doc at `doc`: its folder and each folder above it, inside the repo. */
function candidates(doc: string, name: string): string[] {
  const found: string[] = [];
  for (let dir = path.dirname(doc); ; dir = path.dirname(dir)) {
    const full = path.resolve(dir, name);
    if (full.startsWith(root)) found.push(full);
    if (dir === root) break;
  }
  return [...found, ...SOURCE_ROOTS.map((folder) => path.join(folder, name))];
}

/** The first word of each line of a folder tree (a code block that is not shell commands). */
function treeEntries(text: string): string[] {
  const trees = [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].filter((block) => !['sh', 'bash', 'shell'].includes(block[1]!));
  return trees.flatMap((block) => block[2]!.split('\n').map((line) => line.trim().split(/\s+/)[0]!.replace(/,$/, '')));
}

function namedPaths(text: string): string[] {
  const inBackticks = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  return [...inBackticks, ...treeEntries(text)].filter((token) => {
    if (!PATH_SHAPE.test(token) || /^[A-Z_]+\//.test(token)) return false; // not a path, or under an env variable
    if (token.startsWith('/')) return false; // an address the server answers, not a file
    if (/^(text|application|image)\//.test(token)) return false; // a media type
    if (token.startsWith('../shared/')) return false; // the workspace's shared folder, outside the repo
    return FILE_EXTENSIONS.test(token) || token.endsWith('/');
  });
}

function missingPaths(doc: string): string[] {
  const text = fs.readFileSync(doc, 'utf8');
  const missing: string[] = [];
  for (const name of namedPaths(text)) {
    if (WRITTEN_BY_RUNS.has(name) || MADE_BY_RUNS.test(name)) continue;
    const exists = name.includes('/') ? candidates(doc, name).some(existsInClone) : baseNames.has(name);
    if (!exists) missing.push(name);
  }
  for (const match of text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) {
    const target = match[1]!;
    if (/^[a-z]+:/.test(target)) continue; // a web address
    if (!fs.existsSync(path.resolve(path.dirname(doc), target))) missing.push(`link ${target}`);
  }
  return missing;
}

const packageScripts = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> };
const rootScripts = packageScripts(root).scripts ?? {};
const workspaceScripts = new Map(
  fs.readdirSync(path.join(root, 'packages')).map((name) => {
    const manifest = packageScripts(path.join(root, 'packages', name));
    return [manifest.name, manifest.scripts ?? {}] as const;
  }),
);

function missingScripts(doc: string): string[] {
  const text = fs.readFileSync(doc, 'utf8');
  const missing: string[] = [];
  for (const match of text.matchAll(/npm (?:run ([\w:.-]+)|(start|test)\b)(?:\s+-w\s+(@?[\w/.-]+))?/g)) {
    const script = match[1] ?? match[2]!;
    const scripts = match[3] ? workspaceScripts.get(match[3]) : rootScripts;
    if (!scripts?.[script]) missing.push(`npm run ${script}${match[3] ? ` -w ${match[3]}` : ''}`);
  }
  return missing;
}

describe('the docs', () => {
  it('are found: the root README, docs/ and the READMEs beside the code', () => {
    const names = docs.map((doc) => path.relative(root, doc));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/ARCHITECTURE.md', 'packages/server/src/README.md']));
  });

  it('name only files and folders that exist', () => {
    const problems = docs.flatMap((doc) => missingPaths(doc).map((name) => `${path.relative(root, doc)}: ${name}`));
    expect(problems).toEqual([]);
  });

  it('name only npm scripts that exist', () => {
    const problems = docs.flatMap((doc) => missingScripts(doc).map((name) => `${path.relative(root, doc)}: ${name}`));
    expect(problems).toEqual([]);
  });

  it('would notice a name that does not exist', () => {
    const doc = path.join(root, 'docs', 'ARCHITECTURE.md');
    expect(namedPaths('see `modules/nowhere/gone.ts` and `text/event-stream`')).toEqual(['modules/nowhere/gone.ts']);
    expect(candidates(doc, 'modules/nowhere/gone.ts').some(existsInClone)).toBe(false);
    expect(candidates(path.join(root, 'packages/server/src/README.md'), 'modules/access/').some(existsInClone)).toBe(true);
    // What a run made is not there in a fresh clone (CI's), wherever this test runs.
    expect(existsInClone(path.join(root, 'test-results'))).toBe(false);
  });
});
