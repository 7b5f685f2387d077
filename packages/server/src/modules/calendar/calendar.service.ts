import { SERVER_MESSAGES, reminderWindows } from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { readerContext } from '../../mail/reader.js';
import { newLinkSecret, parseLinkToken, sameSecret } from '../../lib/secret-links.js';
import { calendarFeed } from './calendar-feed.js';
import type { NotificationsRepo } from '../notifications/notifications.repo.js';
import type { CalendarRepo } from './calendar.repo.js';

export const CALENDAR_PATH = '/api/v1/calendar';

/** A player's private calendar feed: its address (made on request, made anew to revoke) and its contents. */
export function createCalendarService(deps: {
  db: Database;
  calendarRepo: CalendarRepo;
  /** The player's reminder setting sets the alarms. */
  notificationsRepo: Pick<NotificationsRepo, 'settingsOf'>;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db, calendarRepo: repo, notificationsRepo, publicUrl, clock } = deps;
  const address = (feed: { id: string; secret: string }) => `${publicUrl}${CALENDAR_PATH}/${feed.id}.${feed.secret}.ics`;

  return {
    /** The player's feed address, or null before they asked for one. */
    async link(userId: string): Promise<{ url: string | null }> {
      const feed = await repo.feedOf(db, userId);
      return { url: feed ? address(feed) : null };
    },

    /** The player's feed address, made on their first request (a second request answers the same one). */
    async create(userId: string): Promise<{ url: string }> {
      return { url: address(await repo.ensureFeed(db, userId, newLinkSecret())) };
    },

    /** A new address for the player's feed; the old one answers 404 from now on. */
    async renew(userId: string): Promise<{ url: string }> {
      return { url: address(await repo.replaceFeed(db, userId, newLinkSecret())) };
    },

    /** The feed at `file` (`{id}.{secret}.ics`): 404 for any address that is not a current feed's. */
    async feed(file: string): Promise<string> {
      const link = file.endsWith('.ics') ? parseLinkToken(file.slice(0, -'.ics'.length)) : null;
      const feed = link ? await repo.ownerOf(db, link.id) : null;
      if (!link || !feed || !sameSecret(link.secret, feed.secret)) throw new NotFoundError(SERVER_MESSAGES.noSuchCalendar);
      const [rows, settings] = await Promise.all([repo.fixturesOf(db, feed.user_id), notificationsRepo.settingsOf(db, feed.user_id)]);
      const reader = readerContext({ locale: feed.locale, timeZone: feed.time_zone });
      return calendarFeed({ rows, now: clock(), publicUrl, reminderHours: reminderWindows(settings.reminderTiming), reader });
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
