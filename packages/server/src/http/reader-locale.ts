import { type Locale, type Message, type MessageValues, acceptedLanguages, isLocale, negotiateLocale } from '@scoreline/shared';
import { CATALOGS, translators } from '@scoreline/shared/i18n/translators';
import type { FastifyRequest } from 'fastify';

/** The language a request's reader reads: the signed-in player's chosen one, else the request's Accept-Language. */
export async function readerLocale(request: FastifyRequest): Promise<Locale> {
  try {
    const user = await request.sessionUser();
    if (user?.locale) return user.locale;
  } catch {
    // No session to read (the database is away): the header decides.
  }
  return headerLocale(request);
}

export const headerLocale = (request: FastifyRequest): Locale => negotiateLocale(acceptedLanguages(request.headers['accept-language']));

/**
 * The language the reader's browser asks for: the web app sends it as `X-Browser-Locale` (its Accept-Language is
 * the language it shows, which may be one chosen before), any other client by its Accept-Language.
 */
export function browserLocaleOf(request: FastifyRequest): Locale {
  const sent = request.headers['x-browser-locale'];
  return isLocale(sent) ? sent : headerLocale(request);
}

/**
 * A text in the reader's language: a catalogue message, or a text that is one of the catalogue's ids (a zod
 * issue's message); any other text (a library's own) goes out as it came.
 */
export function translateText(locale: Locale, text: string | Message, values?: MessageValues): string {
  if (typeof text !== 'string') return translators[locale](text.id, text.values);
  if (!isCatalogueText(text)) return text;
  return translators[locale](text as Message['id'], values);
}

/** Whether a text is one of the catalogue's ids (and so can be put in any language). */
export const isCatalogueText = (text: string): boolean => Object.hasOwn(CATALOGS.en, text);
