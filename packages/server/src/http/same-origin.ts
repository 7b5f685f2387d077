import { ERROR_CODES, SERVER_MESSAGES } from '@scoreline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes authorised by a signed token in the request alone, never by a session: an email's one-click
 * unsubscribe, which a mail provider POSTs from anywhere (RFC 8058). A forged request would need the token.
 */
const TOKEN_ONLY_PATHS = new Set(['/api/v1/unsubscribe']);
export const CROSS_SITE_MESSAGE = SERVER_MESSAGES.crossSite;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}

/** The origin a browser says a request comes from: `Origin`, or the `Referer`'s origin when there is none. */
function requestOrigin(request: FastifyRequest): string | null {
  return request.headers.origin ?? originOf(request.headers.referer);
}

/**
 * Cross-site request forgery: a page elsewhere can make a signed-in browser send writes here (a form or a
 * `text/plain` fetch needs no preflight). Every state-changing request must come from `publicUrl`'s origin;
 * one that names no origin at all is refused when it carries cookies (a browser acting for someone), and let
 * through otherwise (a script without a session can act as nobody). Applies to every route, auth included.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const trusted = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || TOKEN_ONLY_PATHS.has(request.routeOptions.url ?? '')) return done();
    const origin = requestOrigin(request);
    if (origin === trusted || (origin === null && !request.headers.cookie)) return done();
    done(new AppError(403, ERROR_CODES.crossSite, CROSS_SITE_MESSAGE));
  });
}
