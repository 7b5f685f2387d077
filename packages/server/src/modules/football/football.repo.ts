import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export function createFootballRepo() {
  return {
    /** Whether the user is an admin of at least one group (the match adder is for those who build gameweeks). */
    async isAdminOfSomeGroup(db: Executor, userId: string): Promise<boolean> {
      const result = await db.execute(sql`SELECT 1 FROM group_members WHERE user_id = ${userId} AND is_admin LIMIT 1`);
      return (result.rowCount ?? 0) > 0;
    },
  };
}

export type FootballRepo = ReturnType<typeof createFootballRepo>;
