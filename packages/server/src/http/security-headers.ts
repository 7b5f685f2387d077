import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The CSP sources of the inline scripts of the built index.html (its first script puts the loading screen in the
 * reader's language before the app's JS: packages/web/localised-loading-screen.ts): each allowed by its hash, so
 * no other inline script runs. None without a built app.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

const indexScriptHashes = (indexFile: string | undefined): string[] =>
  indexFile && fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];

/** helmet's policy for the app: the installable app's worker and manifest, the toast library's inline styles. */
const helmetOptions = (scriptHashes: string[]): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
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
});

/** The headers helmet would set, worked out once: they are the same for every request. */
export function securityHeaders(indexFile?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(indexScriptHashes(indexFile)))({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Sends helmet's security headers on every answer. helmet itself rebuilds them on each request (parsing the
 * CSP directives every time, ~8% of a constant route's CPU); they never change, so they are computed once.
 */
export function addSecurityHeaders(app: FastifyInstance, indexFile: string): void {
  const headers = securityHeaders(indexFile);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
