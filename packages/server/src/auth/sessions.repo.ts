import type { Prediction } from '@scoreline/shared';
import type { Database } from '../db/client.js';

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

/** The session's user plus, for a group-scoped route, the group it names, its version and the membership. */
export interface ScopedSessionRow extends SessionUserRow {
  group_id: string | null;
  group_version: number | null;
  membership_id: string | null;
  is_admin: boolean | null;
  /** For a gameweek scope: the caller's predictions in that gameweek, shaped as the API's `Prediction`. */
  own_predictions: Prediction[] | null;
}

const USER_COLUMNS = 'u.id, u.email, u.username, u.email_verified, u.is_fake, u.bg_colour, u.created_at';

/** The session lookup of every signed-in request, a prepared statement. */
const SESSION = {
  name: 'scoreline_session',
  text: `SELECT ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1 AND s.expires_at > now()`,
};

/**
 * One prepared statement (parsed and planned once per connection) for the session and, when the route names a
 * group or a gameweek, that group's version and the caller's membership (and for a gameweek the caller's own
 * predictions in it, ten key lookups): a group-scoped read costs one round trip, the rest coming from memory
 * while the version stands.
 */
const SCOPED_SESSION = {
  name: 'scoreline_scoped_session',
  text: `
    SELECT ${USER_COLUMNS}, scope.group_id, v.version AS group_version, gm.id AS membership_id, gm.is_admin,
      CASE WHEN $3::uuid IS NOT NULL THEN (
        SELECT coalesce(json_agg(json_build_object('matchId', p.match_id, 'home', p.predicted_home_score,
          'away', p.predicted_away_score, 'outcome', p.outcome, 'points', p.points, 'isLocked', p.is_locked)), '[]')
        FROM matches m JOIN predictions p ON p.match_id = m.id AND p.user_id = u.id WHERE m.gameweek_id = $3::uuid)
      END AS own_predictions
    FROM sessions s JOIN users u ON u.id = s.user_id
    LEFT JOIN LATERAL (
      SELECT coalesce((SELECT g.id FROM groups g WHERE g.id = $2::uuid),
                      (SELECT gw.group_id FROM gameweeks gw WHERE gw.id = $3::uuid)) AS group_id
    ) scope ON true
    LEFT JOIN group_versions v ON v.group_id = scope.group_id
    LEFT JOIN group_members gm ON gm.group_id = scope.group_id AND gm.user_id = u.id
    WHERE s.token = $1 AND s.expires_at > now()`,
};

/** Reads better-auth's sessions (better-auth writes them); one indexed query per API request. */
export function createSessionsRepo() {
  return {
    /** The user of an unexpired session with this token, or null. */
    async userByToken(db: Database, token: string): Promise<SessionUserRow | null> {
      const result = await db.$client.query<SessionUserRow>({ ...SESSION, values: [token] });
      return result.rows[0] ?? null;
    },

    /** The session's user with the scope of a group (by id) or of a gameweek's group; ids must be uuids or null. */
    async scopedUserByToken(
      db: Database,
      token: string,
      scope: { groupId: string | null; gameweekId: string | null },
    ): Promise<ScopedSessionRow | null> {
      const result = await db.$client.query<ScopedSessionRow>({ ...SCOPED_SESSION, values: [token, scope.groupId, scope.gameweekId] });
      return result.rows[0] ?? null;
    },
  };
}
