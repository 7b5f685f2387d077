import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

export interface SessionUserRow {
  [column: string]: unknown;
  id: string;
  email: string;
  username: string;
  email_verified: boolean;
  is_fake: boolean;
  bg_colour: string;
  created_at: Date;
}

/** Reads better-auth's sessions (better-auth writes them); one indexed query per API request. */
export function createSessionsRepo() {
  return {
    /** The user of an unexpired session with this token, or null. */
    async userByToken(db: Executor, token: string): Promise<SessionUserRow | null> {
      const result = await db.execute<SessionUserRow>(sql`
        SELECT u.id, u.email, u.username, u.email_verified, u.is_fake, u.bg_colour, u.created_at
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token = ${token} AND s.expires_at > now()`);
      return result.rows[0] ?? null;
    },
  };
}
