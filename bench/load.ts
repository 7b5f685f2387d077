/**
 * One autocannon run against the bench's server: `next()` builds each request (a different player, group or
 * gameweek every time, so no single hot row is measured), or a fixed request when it is omitted.
 */
import autocannon from 'autocannon';

export interface BenchRequest {
  method?: 'GET' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  statusCodes: Record<string, number>;
  seconds: number;
  connections: number;
}

export function load(base: string, options: { seconds: number; connections: number; next?: () => BenchRequest; fixed?: BenchRequest }) {
  const { next, fixed } = options;
  const requests = next
    ? [
        {
          setupRequest: (request: Record<string, unknown>) => {
            const built = next();
            return { ...request, method: built.method ?? 'GET', path: built.path, headers: { ...built.headers }, body: built.body };
          },
        },
      ]
    : [{ method: fixed?.method ?? 'GET', path: fixed?.path ?? '/', headers: fixed?.headers, body: fixed?.body }];
  return new Promise<LoadResult>((resolve, reject) => {
    autocannon(
      { url: base, connections: options.connections, duration: options.seconds, requests: requests as autocannon.Request[] },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
          requests: result.requests.total,
          errors: result.errors + result.timeouts + result.non2xx,
          statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0])),
          seconds: options.seconds,
          connections: options.connections,
        });
      },
    );
  });
}
