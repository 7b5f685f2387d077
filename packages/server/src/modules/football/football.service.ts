import { check } from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { refusalError } from '../../lib/enforce.js';
import type { FootballRepo } from './football.repo.js';

/** Who may use the match adder's data: the provider's request budget is shared and small. */
export function createFootballService(deps: { db: Database; footballRepo: FootballRepo }) {
  const { db, footballRepo: repo } = deps;
  return {
    /** Group admins only (of any group): they are the ones who build gameweeks. */
    async requireSomeAdmin(userId: string) {
      const viewer = { userId, isMember: false, isAdmin: false, isOwner: false };
      const refusal = check(viewer, 'browseFixtures', { adminOfSomeGroup: await repo.isAdminOfSomeGroup(db, userId) });
      if (refusal) throw refusalError(refusal, '');
    },
  };
}

export type FootballService = ReturnType<typeof createFootballService>;
