import type { Locale, UpdateProfileInput } from '@scoreline/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

export function createUsersRepo(db: Database) {
  return {
    async updateProfile(id: string, changes: UpdateProfileInput) {
      const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return user ?? null;
    },

    /** Notes the language a player who follows their browser reads in; writes only when it changed. */
    async noteBrowserLocale(id: string, locale: Locale): Promise<void> {
      await db
        .update(users)
        .set({ browserLocale: locale })
        .where(and(eq(users.id, id), isNull(users.locale), sql`${users.browserLocale} IS DISTINCT FROM ${locale}`));
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
