import { setupI18n } from '@lingui/core';
import {
  type CompiledCatalog,
  type Locale,
  type MessageValues,
  type Translate,
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  isTimeZone,
  messageKey,
  negotiateLocale,
} from '@scoreline/shared';
import { useSyncExternalStore } from 'react';
import { STORED_LOCALE_KEY } from './stored-locale-key';

/**
 * The reader's language and time zone in the web app. Only the active language's catalogue is loaded (each is its
 * own chunk, compiled at build time); the player's saved choice wins, else the browser's languages, else English.
 */
const i18n = setupI18n();

let timeZone = browserTimeZone();
const listeners = new Set<() => void>();
let version = 0;

const catalogs: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('@scoreline/shared/i18n/catalogs/en'),
  de: () => import('@scoreline/shared/i18n/catalogs/de'),
  es: () => import('@scoreline/shared/i18n/catalogs/es'),
};

// Built catalogues are keyed by `messageKey` (compiled-catalogs.ts), so the page looks each message up by its key.
export const t: Translate = (id, values?: MessageValues) => i18n._(messageKey(id), values);

export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
export const activeTimeZone = (): string => timeZone;

export function browserLocale(): Locale {
  return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/** The language to start in before the session is known: the one last used on this device, else the browser's. */
export function startingLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORED_LOCALE_KEY);
  } catch {
    // Storage may be blocked; the browser's languages decide.
  }
  return isLocale(stored) ? stored : browserLocale();
}

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Loads a language's catalogue (once) and makes it the app's; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { default: messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as CompiledCatalog });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORED_LOCALE_KEY, locale);
  } catch {
    // Nothing to remember it in: the next start negotiates again.
  }
  changed();
}

/** The player's zone (their saved one, else the browser's). */
export function activateTimeZone(zone: string | null | undefined): void {
  const next = zone && isTimeZone(zone) ? zone : browserTimeZone();
  if (next === timeZone) return;
  timeZone = next;
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders with a change of language or zone; its value changes with each (the app root is keyed by it). */
export const useI18nVersion = (): number => useSyncExternalStore(subscribe, () => version);

/** "Ann, Bo and Cy" in the reader's language ("Ann, Bo und Cy"), never joined by hand. */
export const formatList = (items: readonly string[]): string =>
  new Intl.ListFormat(INTL_LOCALES[activeLocale()], { style: 'long', type: 'conjunction' }).format(items);
