/**
 * A plain HTTP client for the figures autocannon cannot give: requests at set moments (the deadline rush) and
 * latencies kept apart by kind of request (the leaderboard's history comparison).
 */
import http from 'node:http';
import type { BenchRequest } from './load.js';

export function send(agent: http.Agent, base: URL, request: BenchRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { agent, host: base.hostname, port: base.port, method: request.method ?? 'GET', path: request.path, headers: request.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The q-quantile of ascending values. */
export const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export interface ClassLatency {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

/**
 * `connections` loops, each sending one request at a time for `seconds`, taking the kinds in turn, so every
 * kind meets the same load on the same machine at the same moments (two runs one after the other would each
 * meet whatever else the machine did then). Latencies in ms per kind.
 */
export async function interleaved(
  base: string,
  options: { seconds: number; connections: number; kinds: Array<() => BenchRequest> },
): Promise<ClassLatency[]> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies = options.kinds.map(() => [] as number[]);
  const errors = options.kinds.map(() => 0);
  const end = performance.now() + options.seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async (_, loop) => {
        for (let i = loop; performance.now() < end; i += 1) {
          const kind = i % options.kinds.length;
          const started = performance.now();
          const { status } = await send(agent, url, options.kinds[kind]!()).catch(() => ({ status: 0 }));
          if (status === 200) latencies[kind]!.push(performance.now() - started);
          else errors[kind]! += 1;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return latencies.map((values, kind) => {
    const sorted = values.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return { requests: sorted.length, errors: errors[kind]!, p50: round(percentile(sorted, 0.5)), p99: round(percentile(sorted, 0.99)) };
  });
}
