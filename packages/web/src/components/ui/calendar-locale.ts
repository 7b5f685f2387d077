import type { Locale } from '@scoreline/shared';
import { useEffect, useState } from 'react';
import type { DayPickerLocale } from 'react-day-picker/locale';
import { activeLocale } from '../../lib/i18n';

/** Each language's month and weekday names (and the calendar's labels), loaded only for the language in use. */
const LOADERS: Record<Locale, () => Promise<DayPickerLocale>> = {
  en: () => import('react-day-picker/locale/en-GB').then((module) => module.enGB),
  de: () => import('react-day-picker/locale/de').then((module) => module.de),
  es: () => import('react-day-picker/locale/es').then((module) => module.es),
};

const loaded = new Map<Locale, DayPickerLocale>();

/** The calendar's names in the active language: undefined until its module is there (it loads with the field). */
export function useCalendarLocale(): DayPickerLocale | undefined {
  const locale = activeLocale();
  const [names, setNames] = useState(() => loaded.get(locale));
  useEffect(() => {
    if (names) return;
    let current = true;
    void LOADERS[locale]().then((module) => {
      loaded.set(locale, module);
      if (current) setNames(module);
    });
    return () => {
      current = false;
    };
  }, [locale, names]);
  return names;
}
