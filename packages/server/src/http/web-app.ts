import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.js';
import { MANIFEST_FILE, registerWebManifest } from './web-manifest.js';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and every
 * non-API GET that is no file answered with index.html so the client router can show the page (or its 404).
 * The build writes each text file also as .br and .gz (vite.config.ts): a client that accepts one gets it as
 * it is, without compressing on every request; others get the file itself.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    registerWebManifest(app, webDistDir);
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The manifest is answered in the reader's language (web-manifest.ts), its compressed copies never.
      globIgnore: [`${MANIFEST_FILE}*`],
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers br, gzip or plain by the request's Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'no built web app found: serving the API only (run "npm run build")');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(apiNotFound(request));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
