import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, isLocale } from '@scoreline/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { UnauthorizedError } from '../lib/errors.js';
import type { GroupScope, Memberships, ScopeParam } from '../lib/group-scope.js';
import { isEntityId } from '../http/params.js';
import type { Auth } from './auth.js';
import { type SessionUserRow, createSessionsRepo } from './sessions.repo.js';

export interface SessionUser {
  id: string;
  email: string;
  username: string;
  emailVerified: boolean;
  isPlaceholder: boolean;
  bgColour: string;
  createdAt: Date;
  /** The score card's remembered "Also save in my other groups". */
  alsoSaveInOtherGroups: boolean;
  /** The player's chosen language (null: their browser's) and time zone (null: UTC), for emails and pushes too. */
  locale: Locale | null;
  /** The language their browser last asked for (`users.browser_locale`), noted while `locale` is null. */
  browserLocale: Locale | null;
  timeZone: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook: refuses the anonymous with 401 before the body is even validated, and makes the
     * signed-in user `request.user`. Applied once per route group by `signedInRoutes` (auth/signed-in-routes.ts).
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The user of a session token now (uncached): for long-lived streams that re-check their session. */
    sessionUserByToken: (token: string) => Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    /**
     * The signed-in user, in handlers of a `signedInRoutes` group (its onRequest hook authenticated the request
     * first). Read on any other route it throws, a bug (500), rather than give undefined.
     */
    readonly user: SessionUser;
    /** In a route with `config.scope`: the group it names and the caller's membership, read with the session. */
    readonly groupScope: GroupScope;
    /** In a route with `config.scope: 'memberships'`: every group of the caller, read with the session. */
    readonly memberships: Memberships;
    /** The signed-in user, or null; resolved once per request from the session cookie. */
    sessionUser(): Promise<SessionUser | null>;
    /** The request's verified session token, or null. */
    sessionToken(): string | null;
    /** The signed-in user; throws 401 "User not authenticated" when there is none. */
    requireUser(): Promise<SessionUser>;
    /**
     * Like sessionUser(), through better-auth's full check, which also extends an active session; the refreshed
     * cookie goes back with this response. The app calls it once at start (GET /api/v1/session).
     */
    refreshSession(): Promise<SessionUser | null>;
    /** What this plugin found for the request (internal; read through the members above). */
    sessionState: SessionState | null;
  }
}

/**
 * What the plugin keeps per request, on the request itself: a property, not WeakMaps keyed by request (each
 * request left entries in five of them, which the young-generation GC had to sweep at 4,000 requests a second).
 */
interface SessionState {
  /** The session lookup, once per request. */
  lookup?: Promise<SessionUser | null>;
  /** Set by `authenticate`; `request.user` reads it. */
  user?: SessionUser;
  scope?: GroupScope;
  memberships?: Memberships;
  /** better-auth's refreshed session cookie, sent back with this response. */
  refreshedCookies?: string[];
}

/**
 * The session token from better-auth's signed cookie (`<token>.<base64 HMAC-SHA256(token)>`), or null when
 * the cookie is missing or its signature is wrong. Same format as better-auth writes; tests lock it.
 */
export function verifiedSessionToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = Buffer.from(cookieValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Session lookups for every API request. better-auth writes and manages the sessions; reading one is a
 * signature check plus one indexed query here, about four times cheaper than better-auth's getSession,
 * which every request would otherwise pay for.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { auth: Auth; db: Database; secret: string; cookieName: string }) => {
  const { auth, db, secret, cookieName } = options;
  const sessionsRepo = createSessionsRepo();
  app.decorateRequest('sessionState', null);
  const stateOf = (request: FastifyRequest): SessionState => (request.sessionState ??= {});

  const toUser = (row: SessionUserRow): SessionUser => ({
    id: row.id,
    email: row.email,
    username: row.username,
    emailVerified: row.email_verified,
    isPlaceholder: row.is_placeholder,
    bgColour: row.bg_colour,
    createdAt: new Date(row.created_at),
    alsoSaveInOtherGroups: row.also_save_in_other_groups,
    locale: isLocale(row.locale) ? row.locale : null,
    browserLocale: isLocale(row.browser_locale) ? row.browser_locale : null,
    timeZone: row.time_zone,
  });

  async function lookUp(token: string | null): Promise<SessionUser | null> {
    if (!token) return null;
    const row = await sessionsRepo.userByToken(db, token);
    return row ? toUser(row) : null;
  }

  function signedIn(request: FastifyRequest, user: SessionUser) {
    const state = stateOf(request);
    state.lookup = Promise.resolve(user);
    state.user = user;
  }

  /** The session and every group of the caller in one query; 401 without a session. */
  async function authenticateWithMemberships(request: FastifyRequest) {
    const token = request.sessionToken();
    if (!token) throw new UnauthorizedError();
    const row = await sessionsRepo.membershipsUserByToken(db, token);
    if (!row) throw new UnauthorizedError();
    signedIn(request, toUser(row));
    stateOf(request).memberships = {
      groups: row.memberships.map((membership) => ({
        scope: {
          groupId: membership.groupId,
          version: membership.version === null ? null : Number(membership.version),
          membership: { membershipId: membership.membershipId, isAdmin: membership.isAdmin },
          ownPredictions: null,
        },
        activeGameweekId: membership.activeGameweekId,
        nameOrder: membership.nameOrder,
      })),
      activePredictions: row.active_predictions,
    };
  }

  /** The session and the route's group scope in one query; 401 without a session. */
  async function authenticateScoped(request: FastifyRequest, scope: ScopeParam) {
    const token = request.sessionToken();
    if (!token) throw new UnauthorizedError();
    const id = (request.params as Record<string, string | undefined>)[
      scope === 'group' || scope === 'group-page' ? 'groupId' : 'gameweekId'
    ];
    const named = id !== undefined && isEntityId(id) ? id.toLowerCase() : null;
    const row = await sessionsRepo.scopedUserByToken(db, token, scope, named);
    if (!row) throw new UnauthorizedError();
    signedIn(request, toUser(row));
    stateOf(request).scope = {
      groupId: row.group_id,
      version: row.group_version === null ? null : Number(row.group_version),
      membership: row.membership_id === null ? null : { membershipId: row.membership_id, isAdmin: row.is_admin === true },
      ownPredictions:
        row.own_gameweek_id === null || row.own_predictions === null
          ? null
          : { gameweekId: row.own_gameweek_id, predictions: row.own_predictions },
      otherGroups:
        row.other_groups?.map((other) => ({
          scope: {
            groupId: other.groupId,
            version: other.version,
            membership: { membershipId: other.membershipId, isAdmin: other.isAdmin },
            ownPredictions: null,
          },
          gameweekId: other.gameweekId,
        })) ?? null,
    };
  }

  app.decorate('sessionUserByToken', lookUp);
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    return verifiedSessionToken(this.cookies[cookieName], secret);
  });

  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    const state = stateOf(this);
    return (state.lookup ??= lookUp(this.sessionToken()));
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user) throw new UnauthorizedError();
    return user;
  });

  app.decorateRequest('refreshSession', async function (this: FastifyRequest) {
    if (!verifiedSessionToken(this.cookies[cookieName], secret)) return null; // a visitor: nothing to refresh
    const { headers, response: session } = await auth.api.getSession({
      headers: fromNodeHeaders(this.headers),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) stateOf(this).refreshedCookies = cookies;
    // Read the (possibly renamed) user through the same query as every other request.
    return session ? this.sessionUser() : null;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const scope = request.routeOptions.config.scope;
    if (scope === 'memberships') return authenticateWithMemberships(request);
    if (scope) return authenticateScoped(request, scope);
    stateOf(request).user = await request.requireUser();
  });

  app.decorateRequest('groupScope', {
    getter(this: FastifyRequest) {
      const scope = this.sessionState?.scope;
      if (!scope) throw new Error(`request.groupScope read on ${this.method} ${this.url}, a route without config.scope`);
      return scope;
    },
  });

  app.decorateRequest('memberships', {
    getter(this: FastifyRequest) {
      const memberships = this.sessionState?.memberships;
      if (!memberships)
        throw new Error(`request.memberships read on ${this.method} ${this.url}, a route without config.scope 'memberships'`);
      return memberships;
    },
  });

  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = this.sessionState?.user;
      if (!user) throw new Error(`request.user read on ${this.method} ${this.url}, outside a signed-in route group`);
      return user;
    },
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const cookies = request.sessionState?.refreshedCookies;
    if (cookies) {
      const existing = reply.getHeader('set-cookie');
      reply.header('set-cookie', [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]), ...cookies]);
    }
    done(null, payload);
  });
});
