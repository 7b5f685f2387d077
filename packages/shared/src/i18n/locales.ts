/** The languages Scoreline speaks, how a reader's language is chosen, and the time zones it formats in. */
export const LOCALES = ['en', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, for the language picker (not translated: a reader looks for their own). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', es: 'Español' };

/** The Intl locale each language formats dates and numbers with: one date format per language (dd/mm/yyyy, dd.mm.yyyy). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The first supported language among the reader's preferences ("de-AT" is German), else English. */
export function negotiateLocale(preferences: readonly string[] | undefined | null): Locale {
  for (const preference of preferences ?? []) {
    // A browser without a language (a stripped-down navigator) lists none.
    if (typeof preference !== 'string') continue;
    const language = preference.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** The languages of an Accept-Language header, most wanted first ("de-CH, fr;q=0.8, *;q=0.1"). */
export function acceptedLanguages(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export const DEFAULT_TIME_ZONE = 'UTC';
export const TIME_ZONE_MAX_LENGTH = 64;

/** An IANA zone this runtime knows ("Europe/Berlin"); Intl refuses the others. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value || value.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
