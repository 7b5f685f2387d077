import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** A debug logger handing each entry it writes to `onEntry`: tests count what the jobs log (a run, a turn not due). */
export function entriesLogger(onEntry: (entry: { msg: string; [field: string]: unknown }) => void): FastifyBaseLogger {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) onEntry(JSON.parse(line));
      done();
    },
  });
  return pino({ level: 'debug' }, sink) as unknown as FastifyBaseLogger;
}
