import fs from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The gates before anything lands: `npm test` (and so CI) type-checks every package, lints the whole tree (layering
 * and cycle rules included) and checks formatting before any test runs, stopping at the first failure. The server and
 * shared layering rules are linted here in memory on snippets that break them (nothing written to disk), so a config
 * change that silently turned a rule off fails; the web's rules have their own test (packages/web/src/layering.test.ts).
 */
const root = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
let eslint: ESLint;

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('npm test', () => {
  it('runs the type check, then lint and the format check, before any test, each stopping the run when it fails', () => {
    const scripts = JSON.parse(fs.readFileSync(`${root}package.json`, 'utf8')).scripts as Record<string, string>;
    const steps = scripts.test!.split('&&').map((step) => step.trim());
    expect(steps.slice(0, 2)).toEqual(['npm run typecheck', 'npm run lint']);
    expect(steps.slice(2).every((step) => step.startsWith('npm run test:'))).toBe(true);
    expect(scripts.lint).toBe('eslint . && prettier --check .');
    // Every TypeScript project is checked: the three packages, the bench and the end-to-end tests.
    for (const project of ['--workspaces', '-p bench', '-p e2e']) expect(scripts.typecheck).toContain(project);
    for (const pkg of ['shared', 'server', 'web']) {
      const own = JSON.parse(fs.readFileSync(`${root}packages/${pkg}/package.json`, 'utf8')).scripts.typecheck as string;
      expect(own).toBe('tsc --noEmit -p .');
    }
  });

  it('is what CI runs, followed only by the integration tests again on Node 24', () => {
    const steps = fs
      .readFileSync(`${root}.ci/run`, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(steps.slice(steps.indexOf('npm test'))).toEqual([
      'npm test',
      'node24="$(scripts/ci/node-version.sh 24)"',
      'PATH="$node24:$PATH" npm run test:integration',
    ]);
  });
});

describe('server and shared layering rules', () => {
  it('refuse a repo calling a service', async () => {
    const code = "import { createGroupsService } from './groups.service';\nexport const fixture = createGroupsService;\n";
    expect(await ruleIds('packages/server/src/modules/groups/fixture.repo.ts', code)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuse a service importing a routes module', async () => {
    const code = "import { registerGroupsRoutes } from './groups.routes';\nexport const fixture = registerGroupsRoutes;\n";
    expect(await ruleIds('packages/server/src/modules/groups/fixture.service.ts', code)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuse shared importing the server', async () => {
    const code = "import { loadConfig } from '../../server/src/config';\nexport const fixture = loadConfig;\n";
    expect(await ruleIds('packages/shared/src/fixture.ts', code)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuse an import cycle', async () => {
    // policy/flags.ts imports policy/rules.ts; making rules import flags closes a cycle.
    const code = "export * from './flags.js';\n";
    expect(await ruleIds('packages/shared/src/policy/rules.ts', code)).toContain('import-x/no-cycle');
  }, 60_000);

  it('allow a service using its repo', async () => {
    const code = "import { createGroupsRepo } from './groups.repo';\nexport const fixture = createGroupsRepo;\n";
    expect(await ruleIds('packages/server/src/modules/groups/fixture.service.ts', code)).toEqual([]);
  }, 60_000);
});
