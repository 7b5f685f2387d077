import { useEffect } from 'react';
import { activateLocale, activateTimeZone, browserLocale } from './i18n';
import { useSession } from './session';

/** The signed-in player's language and zone from their profile; without one, the browser's. */
export function useSessionLocale(): void {
  const { user, isResolved } = useSession();
  const locale = user?.locale;
  const timeZone = user?.timeZone;
  useEffect(() => {
    if (!isResolved) return;
    void activateLocale(locale ?? browserLocale());
    activateTimeZone(timeZone);
  }, [isResolved, locale, timeZone]);
}
