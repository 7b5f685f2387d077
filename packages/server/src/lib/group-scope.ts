import type { Prediction } from '@scoreline/shared';

/**
 * What the session query of a group-scoped route (route config `scope`) found besides the user: the group the
 * route names (directly, or through its gameweek), that group's version (`group_versions`) and the caller's
 * membership. Null group: no such group or gameweek. Read in handlers as `request.groupScope`.
 */
export interface GroupScope {
  groupId: string | null;
  version: number | null;
  membership: { membershipId: string; isAdmin: boolean } | null;
  /** On a gameweek-scoped route, the caller's own predictions in that gameweek (null elsewhere). */
  ownPredictions: Prediction[] | null;
}

/** Which route parameter names the group: `groupId`, or `gameweekId` whose gameweek belongs to it. */
export type ScopeParam = 'group' | 'gameweek';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Resolve the group with the session in one query (see GroupScope). */
    scope?: ScopeParam;
  }
}
