import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type englishCatalog from './catalogs/en/index.js';
import type { Locale } from './locales.js';

/**
 * A message's id is its English text, in ICU MessageFormat ("{count, plural, one {# point} other {# points}}"):
 * the English catalogue maps each id to itself, German and Spanish to their translations. TypeScript knows every
 * id of the English catalogue, so a text that is not in it does not compile.
 */
export type MessageId = keyof typeof englishCatalog;
/** A value may itself be a message ("in {wait}" with wait "5 minutes"), put in the same language first. */
export type MessageValues = { [name: string]: string | number | null | undefined | Message };

/** A message to translate later, where the reader's language is known (an error body, an email, a push). */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

export const message = (id: MessageId, values?: MessageValues): Message => (values ? { id, values } : { id });

/** A catalogue compiled by `compileCatalog` (at build time for the web, at start-up for the server). */
export type CompiledCatalog = Messages;

/** A translator for one language over its compiled catalogue. */
export function createTranslator(locale: Locale, catalog: CompiledCatalog): { i18n: I18n; t: Translate } {
  const i18n = setupI18n({ locale, messages: { [locale]: catalog } });
  const t: Translate = (id, values) => i18n._(id, values && resolveNested(t, values));
  return { i18n, t };
}

function resolveNested(t: Translate, values: MessageValues): MessageValues {
  if (!Object.values(values).some((value) => typeof value === 'object' && value !== null)) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' && value !== null ? t(value.id, value.values) : value]),
  );
}

export const translateMessage = (t: Translate, text: Message): string => t(text.id, text.values);
