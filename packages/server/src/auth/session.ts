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

/** Decorates requests with session lookups backed by better-auth's PostgreSQL session store. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { auth: Auth }) => {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    const session = await options.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
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
    let pending = cache.get(this);
    if (!pending) {
      pending = load(this);
      cache.set(this, pending);
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
});
