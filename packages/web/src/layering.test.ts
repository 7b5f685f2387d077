// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web layering (packages/web/src/README.md, "Web layering") is enforced by ESLint's import-x rules. These snippets break it on purpose
 * and are linted in memory (`lintText` with a path inside src/, nothing written to disk), so a config change that
 * silently turned the rules off fails here.
 */
const root = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
let eslint: ESLint;

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}packages/web/src/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('web layering rules', () => {
  it("refuse a feature importing another feature's internals", async () => {
    const code = "import { GroupHeader } from '../../groups/components/group-header';\nexport const Fixture = GroupHeader;\n";
    expect(await ruleIds('features/home/routes/fixture.tsx', code)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuse a feature using a feature it may not depend on, even through its public entry', async () => {
    const code = "import { GroupCard } from '../../groups';\nexport const Fixture = GroupCard;\n";
    expect(await ruleIds('features/gameweeks/components/fixture.tsx', code)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuse the shared layers importing a feature', async () => {
    const code = "import { GroupCard } from '../features/groups';\nexport const Fixture = GroupCard;\n";
    expect(await ruleIds('lib/fixture.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('components/fixture.ts', code)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuse an import cycle', async () => {
    // lib/session.ts imports lib/api-client.ts; making api-client import session closes a cycle.
    const code = "export { useSession } from './session';\n";
    expect(await ruleIds('lib/api-client.ts', code)).toContain('import-x/no-cycle');
  }, 60_000);

  it("allow a feature using a feature it depends on through that feature's public entry", async () => {
    const code = "import { GroupCard } from '../../groups';\nexport const Fixture = GroupCard;\n";
    expect(await ruleIds('features/home/routes/fixture.tsx', code)).toEqual([]);
  }, 60_000);
});
