// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Every text a person reads comes from the message catalogues: ESLint's `i18next/no-literal-string` fails prose
 * typed into a component, a page or an email template (eslint.config.js). These snippets break it on purpose,
 * linted in memory, so a config change that silently turned the rule off fails here.
 */
const root = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
let eslint: ESLint;

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('texts outside the catalogues', () => {
  it('fail in a component: its text, an attribute, a toast', async () => {
    const rule = 'i18next/no-literal-string';
    expect(
      await errors('packages/web/src/components/ui/fixture.tsx', 'export function A() {\n  return <p>Your predictions are in</p>;\n}\n'),
    ).toContain(rule);
    expect(
      await errors(
        'packages/web/src/features/home/components/fixture.tsx',
        'export function A() {\n  return <button aria-label="Close the menu" />;\n}\n',
      ),
    ).toContain(rule);
    expect(
      await errors(
        'packages/web/src/lib/fixture.ts',
        "import { toast } from './toast';\nexport const saved = () => toast.success('Saved it all');\n",
      ),
    ).toContain(rule);
  }, 60_000);

  it('fail for prose written all in lower case, where a class list of the same letters passes', async () => {
    const rule = 'i18next/no-literal-string';
    expect(await errors('packages/web/src/components/ui/fixture.tsx', "export const empty = () => 'no matches yet';\n")).toContain(rule);
    expect(await errors('packages/web/src/components/ui/fixture.tsx', "export const box = 'card z-50 min-w-44 p-1 shadow-lg';\n")).toEqual(
      [],
    );
  }, 60_000);

  it('fail in an email template', async () => {
    const code = "export const subject = (group: string) => ({ subject: 'Your gameweek closes soon', group });\n";
    expect(await errors('packages/server/src/mail/fixture.ts', code)).toContain('i18next/no-literal-string');
  }, 60_000);

  it('pass texts from the catalogue and what is not prose (classes, paths, keys)', async () => {
    const code =
      "import { t } from '../../lib/i18n';\nexport function A() {\n  return <a className=\"text-sm font-bold\" href=\"/group/1\">{t('Today')}</a>;\n}\nexport const key = 'scoreline-locale';\n";
    expect(await errors('packages/web/src/components/ui/fixture.tsx', code)).toEqual([]);
  }, 60_000);
});
