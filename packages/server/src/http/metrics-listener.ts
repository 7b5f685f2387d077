import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Metrics } from '../lib/metrics.js';

export interface MetricsListener {
  /** The address Prometheus scrapes, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  close: () => Promise<void>;
}

/**
 * The metrics' own small HTTP server (`METRICS_HOST`:`METRICS_PORT`, loopback by default): `/metrics` and nothing
 * else, apart from the public port. A port already taken (another instance on this machine) is logged as an error
 * and the app runs on without it: its metrics are not worth refusing to serve players.
 */
export async function startMetricsListener(options: {
  host: string;
  port: number;
  metrics: Pick<Metrics, 'exposition' | 'contentType'>;
  logger: Logger;
}): Promise<MetricsListener | null> {
  const { metrics, logger } = options;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: scrape /metrics\n');
      return;
    }
    metrics.exposition().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
      },
    );
  });
  server.requestTimeout = 10_000;
  const listening = await new Promise<boolean>((resolve) => {
    server.on('error', (error) => {
      logger.error({ err: error, host: options.host, port: options.port }, 'the metrics listener could not start (set METRICS_PORT)');
      resolve(false);
    });
    server.listen({ host: options.host, port: options.port }, () => resolve(true));
  });
  if (!listening) return null;
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`;
  logger.info({ url }, 'metrics listener ready');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
