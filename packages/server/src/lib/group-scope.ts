import type { StoredPrediction } from '@scoreline/shared';

/**
 * What the session query of a group-scoped route (route config `scope`) found besides the user: the group the
 * route names (directly, or through its gameweek), that group's version (`group_versions`) and the caller's
 * membership. Null group: no such group or gameweek. Read in handlers as `request.groupScope`.
 */
export interface GroupScope {
  groupId: string | null;
  version: number | null;
  membership: { membershipId: string; isAdmin: boolean } | null;
  /**
   * The caller's own predictions in one gameweek, read with the session: on a `gameweek` route the gameweek it
   * names, on a `group-page` route the group's active gameweek (null elsewhere, or with no active gameweek).
   */
  ownPredictions: { gameweekId: string; predictions: StoredPrediction[] } | null;
  /**
   * The caller's other groups whose active gameweek holds a real fixture of this scope's gameweek (its active one
   * on a `group-page` route), each with its version and the caller's membership: where "Also save in my other
   * groups" may copy a save (read on `gameweek`, `group-page` and `gameweek-write` routes; null elsewhere).
   */
  otherGroups?: OtherGroupScope[] | null;
  /**
   * Loads derived from this scope during its request (a gameweek of the version), shared by every part of the
   * answer that asks; the scope lives as long as its request, so this does too.
   */
  memo?: Map<string, Promise<unknown>>;
}

/** One of the caller's other groups sharing a fixture with the route's gameweek, and that group's active gameweek. */
export interface OtherGroupScope {
  scope: GroupScope;
  gameweekId: string;
}

/** One of the caller's groups as the session query of a `memberships` route found it (a GroupScope and more). */
export interface MembershipScope {
  scope: GroupScope;
  activeGameweekId: string | null;
  /** The group's place in name order (the group list's order); memberships come in lower(name), id order. */
  nameOrder: number;
}

/**
 * What the session query of a `memberships` route (the pages that show all of a player's groups) found: each
 * group with its version, and the caller's predictions on the matches of their groups' active gameweeks.
 * Read in handlers as `request.memberships`.
 */
export interface Memberships {
  groups: MembershipScope[];
  activePredictions: StoredPrediction[];
}

/**
 * What a route's session query also reads: the group named by `groupId` (`group`; `group-page` also reads the
 * caller's predictions in its active gameweek), or by `gameweekId` through its gameweek with the caller's
 * predictions in it (`gameweek`) or without them (`gameweek-write`: a save writes and reads them itself)
 * (`request.groupScope`).
 */
export type ScopeParam = 'group' | 'group-page' | 'gameweek' | 'gameweek-write';

/** A route's `config.scope`: a group scope, or every group of the caller (`request.memberships`). */
export type RouteScope = ScopeParam | 'memberships';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Resolve the group (or all the caller's groups) with the session in one query (see GroupScope, Memberships). */
    scope?: RouteScope;
  }
}
