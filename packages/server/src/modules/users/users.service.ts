import { SERVER_MESSAGES } from '@scoreline/shared';
import type { Profile } from '@scoreline/shared';
import { NotFoundError } from '../../lib/errors.js';
import type { UsersRepo } from './users.repo.js';

/** What a profile is made of: a users row, or the session's user. */
type ProfileSource = Omit<Profile, 'createdAt'> & { createdAt: Date };

export function toProfile(user: ProfileSource): Profile {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    bgColour: user.bgColour,
    isPlaceholder: user.isPlaceholder,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

export function createUsersService({ usersRepo }: { usersRepo: UsersRepo }) {
  return {
    async updateUsername(userId: string, username: string): Promise<Profile> {
      const user = await usersRepo.updateUsername(userId, username);
      if (!user) throw new NotFoundError(SERVER_MESSAGES.userNotFound);
      return toProfile(user);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
