import de from './catalogs/de/index.js';
import en from './catalogs/en/index.js';
import es from './catalogs/es/index.js';
import { compileCatalog } from './compile.js';
import { LOCALES, type Locale } from './locales.js';
import { type Translate, createTranslator } from './translate.js';

/**
 * Every language at once, compiled once: for the server (a reply, an email or a push in its reader's language)
 * and for tests. The web app loads only its active language (packages/web/src/lib/i18n.ts).
 */
export const CATALOGS: Record<Locale, Record<string, string>> = { en, de, es };

export const translators: Record<Locale, Translate> = Object.fromEntries(
  LOCALES.map((locale) => [locale, createTranslator(locale, compileCatalog(CATALOGS[locale])).t]),
) as Record<Locale, Translate>;

/** The English text of a message, as tests compare it. */
export const english: Translate = (id, values) => translators.en(id, values);
