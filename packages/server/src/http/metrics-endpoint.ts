import { SERVER_MESSAGES } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from '../lib/errors.js';
import type { Metrics } from '../lib/metrics.js';
import { sameSecret } from '../lib/secret-links.js';
import { apiNotFound } from './error-handler.js';

/** What the duration histogram is labelled with for a request no route matched (unknown paths, the web app's pages). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answer into `scoreline_http_request_duration_seconds`, labelled by the route's pattern
 * (`/api/v1/groups/:groupId`, never the URL itself, so the series stay few) with its method and status.
 */
export function timeRequests(app: FastifyInstance, histogram: Metrics['httpRequestDuration']): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    histogram.observe({ route, method: request.method, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * `GET /metrics` on the main port, for a Prometheus that cannot reach the metrics listener (main.ts): only with
 * `METRICS_TOKEN` set, and then only for `Authorization: Bearer <token>` (401 otherwise). Without a token it is
 * 404 like any unknown path, so the public port shows nothing.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Pick<Metrics, 'exposition' | 'contentType'>,
  token: string | undefined,
) {
  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.status(404).send(apiNotFound(request));
    const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined || !sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError(SERVER_MESSAGES.metricsTokenRequired);
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.exposition());
  });
}
