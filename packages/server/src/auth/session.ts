import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { UnauthorizedError } from '../lib/errors.js';
import type { Auth } from './auth.js';

export interface SessionUser {
  id: string;
  email: string;
  username: string;
  emailVerified: boolean;
  isFake: boolean;
  bgColour: string;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook: refuses the anonymous with 401 before the body is even validated. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request from the session cookie. */
    sessionUser(): Promise<SessionUser | null>;
    /** The signed-in user; throws 401 "User not authenticated" when there is none. */
    requireUser(): Promise<SessionUser>;
  }
}

/**
 * Decorates requests with session lookups backed by better-auth's PostgreSQL session store. A lookup may
 * extend an active session; the refreshed cookie is then sent back with the response, so a player who keeps
 * coming back stays signed in.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { auth: Auth }) => {
  const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    const { headers, response: session } = await options.auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) refreshedCookies.set(request, cookies);
    if (!session) return null;
    const user = session.user as typeof session.user & { isFake?: boolean; bgColour?: string };
    return {
      id: user.id,
      email: user.email,
      username: user.name,
      emailVerified: user.emailVerified,
      isFake: user.isFake ?? false,
      bgColour: user.bgColour ?? '#ccc',
      createdAt: new Date(user.createdAt),
    };
  }

  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = lookups.get(this);
    if (!pending) {
      pending = load(this);
      lookups.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user) throw new UnauthorizedError();
    return user;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    await request.requireUser();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = refreshedCookies.get(request);
    if (cookies) {
      const existing = reply.getHeader('set-cookie');
      reply.header('set-cookie', [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]), ...cookies]);
    }
    return payload;
  });
});
