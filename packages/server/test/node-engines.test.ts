import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `engines` tells the truth: every Node.js version our root package.json accepts is accepted by every package npm
 * installed for us, production and development alike (nested copies and the workspace packages included), so a
 * supported Node never meets a dependency that declares it unsupported. A dependency that moves to a newer Node
 * fails here by name; pin or override it (package.json `overrides`) or raise our floor and say why in the README.
 */
const root = path.resolve(decodeURIComponent(new URL('../../../', import.meta.url).pathname));
const WORKSPACES = ['packages/shared', 'packages/server', 'packages/web'];

type PackageJson = { name?: string; version?: string; engines?: { node?: unknown } };
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
const declaredRange = (dir: string) => readJson(path.join(dir, 'package.json')).engines?.node;

/**
 * The packages installed under `dir`: the lockfile's entries (what npm installed for this tree, dev ones included)
 * whose folder is on disk (optional packages for other platforms are listed but not installed). Workspace links
 * are skipped; their targets are entries of their own.
 */
function installedPackages(dir: string): { where: string; pkg: PackageJson }[] {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { link?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && !entry.link && fs.existsSync(path.join(dir, where, 'package.json')))
    .map(([where]) => ({ where, pkg: readJson(path.join(dir, where, 'package.json')) }));
}

/** Each installed package whose `engines.node` leaves out part of `ours`, with what it declares. */
function narrowerEngines(dir: string, ours: string): string[] {
  return installedPackages(dir).flatMap(({ where, pkg }) => {
    const theirs = pkg.engines?.node;
    if (theirs === undefined) return [];
    const ok = typeof theirs === 'string' && semver.validRange(theirs) !== null && semver.subset(ours, theirs);
    return ok ? [] : [`${pkg.name}@${pkg.version} (${where}) needs node ${JSON.stringify(theirs)}`];
  });
}

describe('engines.node', () => {
  const ours = declaredRange(root);

  it('is a valid range whose floor is Node 20.19, the README states, and the Node running this test is inside it', () => {
    expect(typeof ours).toBe('string');
    expect(semver.minVersion(ours as string)?.version).toBe('20.19.0');
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(`\`${ours as string}\``);
    expect(semver.satisfies(process.version, ours as string)).toBe(true);
  });

  it('is declared the same by every workspace package', () => {
    expect(WORKSPACES.map((dir) => [dir, declaredRange(path.join(root, dir))])).toEqual(WORKSPACES.map((dir) => [dir, ours]));
  });

  it('is a range every installed package (prod and dev, nested and workspace ones) accepts whole', () => {
    expect(installedPackages(root).length).toBeGreaterThan(500);
    expect(narrowerEngines(root, ours as string)).toEqual([]);
  });

  it('names a package that needs a newer Node than our floor, or declares a range that is not one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-engines-'));
    try {
      const fake: Record<string, PackageJson> = {
        'node_modules/fine': { name: 'fine', version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/fine/node_modules/newer': { name: 'newer', version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/odd-lines': { name: 'odd-lines', version: '1.0.0', engines: { node: '20 || >=22' } },
        'node_modules/garbled': { name: 'garbled', version: '0.1.0', engines: { node: 'soon' } },
        'node_modules/silent': { name: 'silent', version: '1.0.0' },
      };
      const lock = {
        packages: { '': {}, 'node_modules/other-platform': {}, ...Object.fromEntries(Object.keys(fake).map((k) => [k, {}])) },
      };
      fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
      for (const [where, pkg] of Object.entries(fake)) {
        fs.mkdirSync(path.join(dir, where), { recursive: true });
        fs.writeFileSync(path.join(dir, where, 'package.json'), JSON.stringify(pkg));
      }
      expect(narrowerEngines(dir, '^20.19.0 || ^22.13.0 || >=24')).toEqual([
        'newer@2.0.2 (node_modules/fine/node_modules/newer) needs node ">=22"',
        'garbled@0.1.0 (node_modules/garbled) needs node "soon"',
      ]);
      // A bare floor also claims Node 21, which "20 || >=22" leaves out.
      expect(narrowerEngines(dir, '>=20.19')).toContain('odd-lines@1.0.0 (node_modules/odd-lines) needs node "20 || >=22"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
