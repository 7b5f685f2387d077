import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@scoreline/shared/i18n/translators';

const SHARED_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/src');

/** The shared package's modules (tests and the catalogues themselves left out). */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The sentences a module's string literals hold: a capital first, a space inside, a stop at the end ("Points are
 * whole numbers."). Comments, the OpenAPI descriptions (`.describe(...)`, for developers) and template literals with
 * values (built for logs and developers' errors) are not a reader's text.
 */
function sentencesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of code.matchAll(/(\.describe\(\s*|description:\s*)?(['"`])((?:(?!\2)[^\\]|\\.)*)\2/g)) {
    if (match[1] || (match[2] === '`' && match[3]!.includes('${'))) continue;
    const text = JSON.parse(`"${match[3]!.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
    if (/^[A-Z¿¡].*\s.*[.?!)]$/s.test(text)) found.push(text);
  }
  return found;
}

describe('the shared modules’ texts', () => {
  it('finds the sentences of a module, and not its comments or API descriptions', () => {
    const source = `// A comment.\nconst a = z.number().int('Points are whole numbers.').describe('For the API docs only.');\nconst b = 'no';`;
    expect(sentencesIn(source)).toEqual(['Points are whole numbers.']);
  });

  it('are every one a catalogue id (a schema’s message, a policy refusal, a label), so each reader gets their language', () => {
    const files = sourceFiles(SHARED_SRC);
    expect(files.length).toBeGreaterThan(20);
    const missing = files.flatMap((file) =>
      sentencesIn(fs.readFileSync(file, 'utf8'))
        .filter((text) => !(text in CATALOGS.en))
        .map((text) => `${path.relative(SHARED_SRC, file)}: ${text}`),
    );
    expect(missing).toEqual([]);
  });
});
