import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, type DateContext, type Locale, type Translate, isLocale, isTimeZone } from '@scoreline/shared';
import { translators } from '@scoreline/shared/i18n/translators';

/** Whom a mail or push is for: their address and name, and the language and zone it is written in. */
export interface MailReader {
  email: string;
  username: string;
  t: Translate;
  where: DateContext;
}

/** A player's language and zone (`users.locale`, else `users.browser_locale`, and `users.time_zone`): none is English and UTC. */
export function readerContext(saved: { locale: string | null; timeZone: string | null }): { t: Translate; where: DateContext } {
  const locale: Locale = isLocale(saved.locale) ? saved.locale : DEFAULT_LOCALE;
  const timeZone = isTimeZone(saved.timeZone) ? saved.timeZone : DEFAULT_TIME_ZONE;
  return { t: translators[locale], where: { locale, timeZone } };
}

export function mailReader(user: { email: string; username: string; locale: string | null; timeZone: string | null }): MailReader {
  return { email: user.email, username: user.username, ...readerContext(user) };
}
