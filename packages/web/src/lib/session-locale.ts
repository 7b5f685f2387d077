import { useEffect } from 'react';
import { activateLocale, activateTimeZone, browserLocale, startingLocale } from './i18n';
import { useSession } from './session';

/**
 * The signed-in player's language and zone from their profile (no language saved: the browser's). Signed out, the
 * device keeps the language it last showed (a player who chose Spanish still reads Spanish on the sign-in page).
 */
export function useSessionLocale(): void {
  const { user, isResolved } = useSession();
  const signedIn = user != null;
  const locale = user?.locale;
  const timeZone = user?.timeZone;
  useEffect(() => {
    if (!isResolved) return;
    void activateLocale(locale ?? (signedIn ? browserLocale() : startingLocale()));
    activateTimeZone(timeZone);
  }, [isResolved, signedIn, locale, timeZone]);
}
