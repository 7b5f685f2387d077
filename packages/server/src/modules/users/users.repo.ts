import type { UpdateProfileInput } from '@scoreline/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

export function createUsersRepo(db: Database) {
  return {
    async updateProfile(id: string, changes: UpdateProfileInput) {
      const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return user ?? null;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
