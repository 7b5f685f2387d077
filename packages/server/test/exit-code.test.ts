import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const MODULE = path.join(import.meta.dirname, '../src/db/embedded-postgres.ts');

it('loading the embedded PostgreSQL module keeps the exit code a process sets (a failing run must fail)', () => {
  // embedded-postgres installs an exit hook that used to call process.exit(0) on 'beforeExit'.
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(MODULE)}); process.exitCode = 3;`],
    { encoding: 'utf8', timeout: 30_000 },
  );
  expect(child.stderr).toBe('');
  expect(child.status).toBe(3);
});
