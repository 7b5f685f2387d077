import { GROUP_MESSAGES } from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { FootballRepo } from './football.repo.js';

/** Who may use the match adder's data: the provider's request budget is shared and small. */
export function createFootballService(deps: { db: Database; footballRepo: FootballRepo }) {
  const { db, footballRepo: repo } = deps;
  return {
    /** Group admins only (of any group): they are the ones who build gameweeks. */
    async requireSomeAdmin(userId: string) {
      if (!(await repo.isAdminOfSomeGroup(db, userId))) throw new ForbiddenError(GROUP_MESSAGES.adminsOnly);
    },
  };
}

export type FootballService = ReturnType<typeof createFootballService>;
