import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** helmet's policy for the app: the installable app's worker and manifest, the toast library's inline styles. */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The toast library injects its stylesheet at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      // The installable app: its service worker and web app manifest come from the app itself.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet would set, worked out once: they are the same for every request. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Sends helmet's security headers on every answer. helmet itself rebuilds them on each request (parsing the
 * CSP directives every time, ~8% of a constant route's CPU); they never change, so they are computed once.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
