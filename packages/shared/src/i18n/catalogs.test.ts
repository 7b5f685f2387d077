import { type Token, parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { areas as deAreas } from './catalogs/de/index.js';
import { areas as enAreas } from './catalogs/en/index.js';
import { areas as esAreas } from './catalogs/es/index.js';
import { LOCALES, type Locale } from './locales.js';
import { CATALOGS } from './translators.js';
import { messageKey } from './key.js';

const AREAS: Record<Locale, Record<string, Record<string, string>>> = { en: enAreas, de: deAreas, es: esAreas };
const areaFiles = (locale: Locale) => Object.keys(AREAS[locale]).sort();
const readArea = (locale: Locale, file: string) => AREAS[locale][file] ?? {};

/** The values a message takes, each with its kind ("count:plural", "name:argument"), and its element tags. */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:argument`);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        // A select's cases are the values it is given, the same in every language (plural cases differ by language).
        found.add(
          token.type === 'select'
            ? `${token.arg}:select(${token.cases
                .map((option) => option.key)
                .sort()
                .join('|')})`
            : `${token.arg}:plural`,
        );
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(text));
  for (const [tag] of text.matchAll(/<\/?\d+\/?>/g)) found.add(tag);
  return [...found].sort();
}

describe('the message catalogues', () => {
  it('have the same area files in every language', () => {
    for (const locale of LOCALES) expect(areaFiles(locale), locale).toEqual(areaFiles('en'));
  });

  it('hold every message id in all three languages, and no other', () => {
    const ids = Object.keys(CATALOGS.en).sort();
    expect(ids.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(Object.keys(CATALOGS[locale]).sort(), locale).toEqual(ids);
  });

  it('keep each area’s ids in the same area in every language', () => {
    for (const file of areaFiles('en')) {
      const ids = Object.keys(readArea('en', file)).sort();
      for (const locale of LOCALES) expect(Object.keys(readArea(locale, file)).sort(), `${locale}/${file}`).toEqual(ids);
    }
  });

  it('give an id the same text wherever two areas both hold it', () => {
    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      for (const file of areaFiles(locale)) {
        for (const [id, text] of Object.entries(readArea(locale, file))) {
          if (seen.has(id)) expect(text, `${locale}/${file}: ${id}`).toBe(seen.get(id));
          seen.set(id, text);
        }
      }
    }
  });

  it('give every id its own short key (the pages look messages up by it)', () => {
    const ids = Object.keys(CATALOGS.en);
    expect(new Set(ids.map(messageKey)).size).toBe(ids.length);
  });

  it('write English as its own ids (the spec’s texts, word for word)', () => {
    for (const [id, text] of Object.entries(CATALOGS.en)) expect(text, id).toBe(id);
  });

  it('are valid ICU messages with the same placeholders in every language', () => {
    const problems: string[] = [];
    for (const [id, english] of Object.entries(CATALOGS.en)) {
      const expected = placeholders(english);
      for (const locale of LOCALES) {
        const text = CATALOGS[locale][id] ?? '';
        if (!text.trim()) problems.push(`${locale}: "${id}" is empty`);
        try {
          const got = placeholders(text);
          if (got.join() !== expected.join()) problems.push(`${locale}: "${id}" has ${got.join(' ')}, English ${expected.join(' ')}`);
        } catch (error) {
          problems.push(`${locale}: "${id}" does not parse: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('give every plural in German and Spanish the forms their plural rules need', () => {
    const problems: string[] = [];
    for (const locale of ['de', 'es'] as const) {
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((category) => category !== 'many');
      for (const [id, text] of Object.entries(CATALOGS[locale])) {
        const walk = (tokens: Token[]) => {
          for (const token of tokens) {
            if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') continue;
            if (token.type === 'plural') {
              const keys = token.cases.map((option) => option.key);
              for (const category of needed) if (!keys.includes(category)) problems.push(`${locale}: "${id}" lacks "${category}"`);
            }
            for (const option of token.cases) walk(option.tokens);
          }
        };
        walk(parse(text));
      }
    }
    expect(problems).toEqual([]);
  });

  it('translate German and Spanish (a text left in English is a miss, unless it reads the same)', () => {
    const same = (locale: Locale) =>
      Object.entries(CATALOGS[locale]).filter(([id, text]) => text === id && /[a-z]{4,}\s+[a-z]{3,}/i.test(id));
    // A few texts read the same in both languages ("Scoreline", codes); whole English sentences never do.
    expect(same('de').map(([id]) => id)).toEqual([]);
    expect(same('es').map(([id]) => id)).toEqual([]);
  });
});
