import { z } from 'zod';
import type { Database } from '../db/client.js';
import { col, preparedOptionalRow } from '../db/rows.js';
import { predictionOutcome } from '../db/schema.js';
import type { ScopeParam } from '../lib/group-scope.js';

// Rows of prepared statements on the pool: timestamps come as Dates (`col.timestamptzDate`), JSON as parsed values.

const sessionUserRow = z.strictObject({
  id: col.uuid,
  email: col.text,
  username: col.text,
  email_verified: col.boolean,
  is_placeholder: col.boolean,
  bg_colour: col.text,
  created_at: col.timestamptzDate,
  also_save_in_other_groups: col.boolean,
  locale: col.text.nullable(),
  browser_locale: col.text.nullable(),
  time_zone: col.text.nullable(),
});
export type SessionUserRow = z.infer<typeof sessionUserRow>;

/** A prediction built in the statement as the API's `StoredPrediction` (PREDICTION_JSON). */
const predictionJson = z.strictObject({
  matchId: col.uuid,
  home: col.int,
  away: col.int,
  outcome: col.enum(predictionOutcome).nullable(),
  points: col.int.nullable(),
  isLocked: col.boolean,
  isJoker: col.boolean,
});

/** One of the caller's other groups whose active gameweek shares a real fixture with the route's (OTHER_GROUPS). */
const otherGroupJson = z.strictObject({
  groupId: col.uuid,
  version: col.int,
  membershipId: col.uuid,
  isAdmin: col.boolean,
  gameweekId: col.uuid,
});

/** The session's user plus, for a group-scoped route, the group it names, its version and the membership. */
const scopedSessionRow = sessionUserRow.extend({
  group_id: col.uuid.nullable(),
  group_version: col.int.nullable(),
  membership_id: col.uuid.nullable(),
  is_admin: col.boolean.nullable(),
  /** The gameweek of `own_predictions` (null: none read). */
  own_gameweek_id: col.uuid.nullable(),
  /** For a gameweek or group-page scope: the caller's predictions in that gameweek, shaped as the API's `StoredPrediction`. */
  own_predictions: z.array(predictionJson).nullable(),
  /** For a gameweek, group-page or gameweek-write scope: the caller's other groups sharing a fixture with it (OTHER_GROUPS). */
  other_groups: z.array(otherGroupJson).nullable(),
});
export type ScopedSessionRow = z.infer<typeof scopedSessionRow>;

/** The session's user plus all their groups (see MEMBERSHIPS_SESSION). */
const membershipsSessionRow = sessionUserRow.extend({
  memberships: z.array(
    z.strictObject({
      groupId: col.uuid,
      membershipId: col.uuid,
      isAdmin: col.boolean,
      version: col.int.nullable(),
      activeGameweekId: col.uuid.nullable(),
      nameOrder: col.int,
    }),
  ),
  active_predictions: z.array(predictionJson),
});
export type MembershipsSessionRow = z.infer<typeof membershipsSessionRow>;

const USER_COLUMNS =
  'u.id, u.email, u.username, u.email_verified, u.is_placeholder, u.bg_colour, u.created_at, u.also_save_in_other_groups, u.locale, u.browser_locale, u.time_zone';

/** The session lookup of every signed-in request, a prepared statement. */
const SESSION = {
  name: 'scoreline_session',
  text: `SELECT ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1 AND s.expires_at > now()`,
};

/** A prediction of `p` as the API's `StoredPrediction` (JSON built in the statement). */
const PREDICTION_JSON = `json_build_object('matchId', p.match_id, 'home', p.predicted_home_score, 'away', p.predicted_away_score,
  'outcome', p.outcome, 'points', p.points, 'isLocked', p.is_locked, 'isJoker', p.is_joker)`;

/**
 * The caller's (`u`) predictions `p` on the matches a subquery lists, each looked up by its (match, player) key.
 * Joined the plain way, PostgreSQL reads all of a player's predictions by player (380 over a season, on as
 * many pages as weeks, mostly not in memory) to keep ten; by key it reads the open gameweek's rows, which sit
 * together. OFFSET 0 keeps the lookup a subquery of its own, so it is planned per match, by key.
 */
const OWN_ON_MATCHES = (matches: string) => `(${matches}) own_match(id)
  CROSS JOIN LATERAL (SELECT * FROM predictions p WHERE p.match_id = own_match.id AND p.user_id = u.id OFFSET 0) p`;

/**
 * "Also save in my other groups": the caller's (`u`) other groups (with version and membership) whose gameweek
 * taking predictions (the active one, or one the competition autopilot made that is open) holds a real fixture of
 * the gameweek `gw` taking predictions of a group they are a member of (`gm`), in group-id order. Driven by the caller's memberships (one index probe, which for a player of one group finds no other);
 * the fixture test is a subplan per other group (OFFSET 0: never a join over every group's copy of a fixture,
 * which a popular fixture would make thousands of rows), two lookups of ten matches by gameweek. The service takes
 * each such gameweek from memory by its version and asks the policy what is open there.
 */
const OTHER_GROUPS = `(SELECT coalesce(json_agg(json_build_object('groupId', o.group_id, 'version', ov.version, 'membershipId', o.id,
      'isAdmin', o.is_admin, 'gameweekId', ogw.id) ORDER BY o.group_id), '[]')
    FROM group_members o
    CROSS JOIN LATERAL (
      SELECT a.id FROM gameweeks a
      WHERE a.group_id = o.group_id AND (a.is_active OR (a.matchday IS NOT NULL AND NOT a.is_locked AND NOT a.is_finished))
        AND EXISTS (SELECT 1 FROM matches om JOIN matches m ON m.api_match_id = om.api_match_id
                    WHERE om.gameweek_id = a.id AND m.gameweek_id = gw.id OFFSET 0)
      ORDER BY a.is_active DESC, a.week_number LIMIT 1) ogw
    JOIN group_versions ov ON ov.group_id = o.group_id
    WHERE (gw.is_active OR gw.matchday IS NOT NULL) AND gm.id IS NOT NULL AND o.user_id = u.id AND o.group_id <> gw.group_id)`;

const SCOPE_COLUMNS = 'v.version AS group_version, gm.id AS membership_id, gm.is_admin';
const SCOPE_JOINS = (groupId: string) => `
    LEFT JOIN group_versions v ON v.group_id = ${groupId}
    LEFT JOIN group_members gm ON gm.group_id = ${groupId} AND gm.user_id = u.id`;

/*
 * One prepared statement per scope (parsed once per connection) for the session plus the named group's version
 * and the caller's membership, and for a gameweek also the caller's own predictions in it (ten key lookups): a
 * group-scoped read costs one round trip, the rest coming from memory while the version stands. One statement
 * per scope, each with only the parameters it uses, so PostgreSQL settles on its generic plan after five runs:
 * a shared statement with a null parameter looked cheaper planned afresh (the null folded away), and planning
 * it on every request cost ~300 µs of PostgreSQL time, six times the execution (test/prepared-plans.test.ts).
 */
const GROUP_SCOPED_SESSION = {
  name: 'scoreline_group_scoped_session',
  text: `
    SELECT ${USER_COLUMNS}, g.id AS group_id, ${SCOPE_COLUMNS}, NULL::uuid AS own_gameweek_id, NULL::json AS own_predictions,
      NULL::json AS other_groups
    FROM sessions s JOIN users u ON u.id = s.user_id
    LEFT JOIN groups g ON g.id = $2::uuid ${SCOPE_JOINS('g.id')}
    WHERE s.token = $1 AND s.expires_at > now()`,
};

/** A group with the caller's predictions in its active gameweek (a member's only): the group page's first view. */
const GROUP_PAGE_SESSION = {
  name: 'scoreline_group_page_session',
  text: `
    SELECT ${USER_COLUMNS}, g.id AS group_id, ${SCOPE_COLUMNS}, gw.id AS own_gameweek_id,
      (SELECT coalesce(json_agg(${PREDICTION_JSON}), '[]')
       FROM ${OWN_ON_MATCHES('SELECT m.id FROM matches m WHERE m.gameweek_id = gw.id')}) AS own_predictions,
      ${OTHER_GROUPS} AS other_groups
    FROM sessions s JOIN users u ON u.id = s.user_id
    LEFT JOIN groups g ON g.id = $2::uuid ${SCOPE_JOINS('g.id')}
    LEFT JOIN gameweeks gw ON gw.group_id = g.id AND gw.is_active AND gm.id IS NOT NULL
    WHERE s.token = $1 AND s.expires_at > now()`,
};

const GAMEWEEK_SCOPED_SESSION = {
  name: 'scoreline_gameweek_scoped_session',
  text: `
    SELECT ${USER_COLUMNS}, gw.group_id, ${SCOPE_COLUMNS}, gw.id AS own_gameweek_id,
      (SELECT coalesce(json_agg(${PREDICTION_JSON}), '[]')
       FROM ${OWN_ON_MATCHES('SELECT m.id FROM matches m WHERE m.gameweek_id = gw.id')}) AS own_predictions,
      ${OTHER_GROUPS} AS other_groups
    FROM sessions s JOIN users u ON u.id = s.user_id
    LEFT JOIN gameweeks gw ON gw.id = $2::uuid ${SCOPE_JOINS('gw.group_id')}
    WHERE s.token = $1 AND s.expires_at > now()`,
};

/**
 * The session with every group of the caller (version, membership, active gameweek, place in name order) and
 * their predictions on the matches of those active gameweeks: the home and /predictions pages in one round trip.
 */
const MEMBERSHIPS_SESSION = {
  name: 'scoreline_memberships_session',
  text: `
    SELECT ${USER_COLUMNS},
      (SELECT coalesce(json_agg(json_build_object('groupId', r.group_id, 'membershipId', r.membership_id, 'isAdmin', r.is_admin,
                'version', r.version, 'activeGameweekId', r.active_gameweek_id, 'nameOrder', r.name_order)
              ORDER BY lower(r.name), r.group_id), '[]')
       FROM (SELECT gm.group_id, gm.id AS membership_id, gm.is_admin, v.version, gw.id AS active_gameweek_id, g.name,
                    row_number() OVER (ORDER BY g.name) AS name_order
             FROM group_members gm JOIN groups g ON g.id = gm.group_id
             LEFT JOIN group_versions v ON v.group_id = gm.group_id
             LEFT JOIN gameweeks gw ON gw.group_id = gm.group_id AND gw.is_active
             WHERE gm.user_id = u.id) r) AS memberships,
      (SELECT coalesce(json_agg(${PREDICTION_JSON}), '[]')
       FROM ${OWN_ON_MATCHES(`SELECT m.id FROM group_members gm JOIN gameweeks gw ON gw.group_id = gm.group_id AND gw.is_active
                               JOIN matches m ON m.gameweek_id = gw.id WHERE gm.user_id = u.id`)}) AS active_predictions
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token = $1 AND s.expires_at > now()`,
};

/**
 * A gameweek's group and the membership, for a write that reads the caller's predictions itself (a save), with
 * the caller's other groups sharing a fixture with it (a save may be copied there).
 */
const GAMEWEEK_WRITE_SESSION = {
  name: 'scoreline_gameweek_write_session',
  text: `
    SELECT ${USER_COLUMNS}, gw.group_id, ${SCOPE_COLUMNS}, NULL::uuid AS own_gameweek_id, NULL::json AS own_predictions,
      ${OTHER_GROUPS} AS other_groups
    FROM sessions s JOIN users u ON u.id = s.user_id
    LEFT JOIN gameweeks gw ON gw.id = $2::uuid ${SCOPE_JOINS('gw.group_id')}
    WHERE s.token = $1 AND s.expires_at > now()`,
};

const SCOPED_SESSIONS = {
  group: GROUP_SCOPED_SESSION,
  'group-page': GROUP_PAGE_SESSION,
  gameweek: GAMEWEEK_SCOPED_SESSION,
  'gameweek-write': GAMEWEEK_WRITE_SESSION,
} as const;

/** Reads better-auth's sessions (better-auth writes them); one indexed query per API request. */
export function createSessionsRepo() {
  return {
    /** The user of an unexpired session with this token, or null. */
    async userByToken(db: Database, token: string): Promise<SessionUserRow | null> {
      return preparedOptionalRow(db, sessionUserRow, SESSION, [token]);
    },

    /** The session's user with all their groups and their predictions on those groups' active gameweeks. */
    async membershipsUserByToken(db: Database, token: string): Promise<MembershipsSessionRow | null> {
      return preparedOptionalRow(db, membershipsSessionRow, MEMBERSHIPS_SESSION, [token]);
    },

    /**
     * The session's user with the scope of a group (by id) or of a gameweek's group (`gameweek-write`: without
     * the caller's predictions); the id must be a uuid or null (nothing named: no scope).
     */
    async scopedUserByToken(db: Database, token: string, scope: ScopeParam, id: string | null): Promise<ScopedSessionRow | null> {
      const statement = SCOPED_SESSIONS[scope];
      return preparedOptionalRow(db, scopedSessionRow, statement, [token, id]);
    },
  };
}
