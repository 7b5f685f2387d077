import { SERVER_MESSAGES } from '@scoreline/shared';
import { type Locale, type Profile, type UpdateProfileInput, isLocale } from '@scoreline/shared';
import { NotFoundError } from '../../lib/errors.js';
import type { UsersRepo } from './users.repo.js';

type Logger = { warn(details: object, message: string): void };

/** What a profile is made of: a users row, or the session's user. */
type ProfileSource = Omit<Profile, 'createdAt' | 'locale'> & { createdAt: Date; locale: string | null };

export function toProfile(user: ProfileSource): Profile {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    bgColour: user.bgColour,
    isPlaceholder: user.isPlaceholder,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    locale: isLocale(user.locale) ? user.locale : null,
    timeZone: user.timeZone,
  };
}

export function createUsersService({ usersRepo }: { usersRepo: UsersRepo }) {
  return {
    /** The username, language and time zone the player sent (each left as it is when not sent). */
    async updateProfile(userId: string, changes: UpdateProfileInput): Promise<Profile> {
      const user = await usersRepo.updateProfile(userId, changes);
      if (!user) throw new NotFoundError(SERVER_MESSAGES.userNotFound);
      return toProfile(user);
    },

    /**
     * A player who follows their browser's language (no `locale` saved) has the language their browser asks for
     * noted as the app starts, so their emails, pushes and calendar speak it too. Written only when it changed, and
     * never in the way of the answer: a failed write is logged and the next start tries again.
     */
    noteBrowserLocale(user: { id: string; locale: string | null; browserLocale: string | null }, seen: Locale, log: Logger): void {
      if (user.locale !== null || user.browserLocale === seen) return;
      usersRepo.noteBrowserLocale(user.id, seen).catch((error: unknown) => log.warn({ err: error }, 'could not note the browser language'));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
