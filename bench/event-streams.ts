/**
 * Many open Server-Sent Event streams, as that many players' open pages hold them: raw HTTP requests (one
 * socket each, no EventSource), each timed when its `data:` line of kind "live" arrives. Chunks are only searched
 * for the markers, never parsed: the bench shares the machine with the server it measures.
 */
import http from 'node:http';

export interface StreamTarget {
  path: string;
  cookie: string;
}

export interface EventStreams {
  /** Streams answered 200 and sent their first line (": connected"). */
  readonly open: number;
  /** Why streams could not open (status or error), at most a few kept. */
  readonly failures: string[];
  /** Streams that ended after opening (the server closed them, or the connection dropped). */
  readonly closed: number;
  /** When each open stream was connected (performance.now()). */
  readonly openedAt: Float64Array;
  /** The arrival time of every heartbeat comment, in order. */
  readonly heartbeats: number[];
  /**
   * From now on, the first "live" event each stream receives is timed: `receivedAt[i]` (NaN until it arrives);
   * `all` resolves once every open stream has one, `count()` says how many have.
   */
  expectLive(): { all: Promise<void>; receivedAt: Float64Array; count: () => number };
  close(): void;
}

const KEPT_FAILURES = 5;

/** Opens one stream per target, `concurrency` at a time, and resolves once each has opened or failed. */
export async function openEventStreams(base: URL, targets: StreamTarget[], concurrency: number): Promise<EventStreams> {
  const requests: http.ClientRequest[] = [];
  const openedAt = new Float64Array(targets.length).fill(Number.NaN);
  let receivedAt = new Float64Array(targets.length).fill(Number.NaN);
  let waiting: { remaining: number; resolve: () => void } | null = null;
  const heartbeats: number[] = [];
  const failures: string[] = [];
  let open = 0;
  let closed = 0;
  let closing = false;
  const fail = (why: string) => failures.length < KEPT_FAILURES && failures.push(why);

  const openOne = (index: number) =>
    new Promise<void>((resolve) => {
      const request = http.request({
        host: base.hostname,
        port: base.port,
        path: targets[index]!.path,
        headers: { cookie: targets[index]!.cookie, accept: 'text/event-stream' },
        agent: false,
      });
      requests.push(request);
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          fail(`HTTP ${response.statusCode}`);
          response.resume();
          return resolve();
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const now = performance.now();
          if (Number.isNaN(openedAt[index]!) && chunk.includes(': connected')) {
            openedAt[index] = now;
            open += 1;
            resolve();
          }
          if (chunk.includes('"kind":"live"') && Number.isNaN(receivedAt[index]!)) {
            receivedAt[index] = now;
            if (waiting && --waiting.remaining === 0) waiting.resolve();
          }
          if (chunk.includes(': heartbeat')) heartbeats.push(now);
        });
        response.on('close', () => {
          if (!closing && !Number.isNaN(openedAt[index]!)) closed += 1;
          resolve();
        });
      });
      request.on('error', (error) => {
        fail(error.message);
        resolve();
      });
      request.end();
    });

  let next = 0;
  const opener = async () => {
    while (next < targets.length) await openOne(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, opener));

  return {
    get open() {
      return open;
    },
    failures,
    get closed() {
      return closed;
    },
    openedAt,
    heartbeats,
    expectLive() {
      receivedAt = new Float64Array(targets.length).fill(Number.NaN);
      const timed = receivedAt;
      const all = new Promise<void>((resolve) => {
        waiting = { remaining: open - closed, resolve };
        if (waiting.remaining <= 0) resolve();
      });
      return { all, receivedAt: timed, count: () => timed.reduce((sum, at) => (Number.isNaN(at) ? sum : sum + 1), 0) };
    },
    close() {
      closing = true;
      for (const request of requests) request.destroy();
    },
  };
}
