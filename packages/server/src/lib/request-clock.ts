import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const CLOCK_OFFSET_HEADER = 'x-scoreline-clock-offset';

/**
 * A server clock that end-to-end tests can move per request (TEST_CLOCK_HEADER on; never in production): a
 * request carrying `x-scoreline-clock-offset: <ms>` sees "now" moved by that much, so a browser test can enter a
 * result after kick-off without waiting, and without moving time for the tests running beside it.
 */
export function createRequestClock(app: FastifyInstance, base: () => Date = () => new Date()): () => Date {
  const offsets = new AsyncLocalStorage<number>();
  // run(), not enterWith(): the offset must not leak into the connection's next request.
  app.addHook('onRequest', (request, _reply, done) => {
    const offset = Number(request.headers[CLOCK_OFFSET_HEADER] ?? 0);
    offsets.run(Number.isFinite(offset) ? offset : 0, done);
  });
  return () => new Date(base().getTime() + (offsets.getStore() ?? 0));
}
