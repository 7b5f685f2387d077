import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { LIVE_CHANNEL, type LiveEvent, type LiveKind } from './live-events.js';

/** `origin`: the tab that made the change, when it named itself. */
type Listener = (kind: LiveKind, origin?: string) => void;

/** The product's reconnect delays: 1, 2, 5, then every 10 s. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * One LISTEN connection per instance, outside the request pool (a listener never takes a connection a request
 * needs), fanning PostgreSQL notifications out to this instance's subscribers by
 * group. Reconnects after a dropped connection; events missed meanwhile are not replayed, so a reconnect tells
 * every subscriber that something may have changed.
 */
export function createLiveBus(newClient: () => pg.Client, logger: FastifyBaseLogger) {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const dispatch = (groupId: string, kind: LiveKind, origin?: string) => {
    for (const listener of listeners.get(groupId) ?? []) listener(kind, origin);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    let next: pg.Client | undefined;
    try {
      next = newClient();
      const listening = next;
      next.on('notification', (message) => {
        if (message.channel !== LIVE_CHANNEL || !message.payload) return;
        try {
          const event = JSON.parse(message.payload) as LiveEvent;
          for (const groupId of event.groupIds) dispatch(groupId, event.kind, event.origin);
        } catch (error) {
          logger.warn({ err: error }, 'unreadable live event');
        }
      });
      next.on('error', (error) => {
        if (!closed) logger.warn({ err: error }, 'live events connection lost; reconnecting');
        drop(listening);
      });
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (closed) {
        void next.end().catch(() => undefined);
        return;
      }
      client = next;
      if (attempt > 0) for (const groupId of listeners.keys()) dispatch(groupId, 'scores');
      attempt = 0;
    } catch (error) {
      if (next && client !== next) void next.end().catch(() => undefined);
      if (closed) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
      attempt += 1;
      logger.warn({ err: error, retryInMs: delay }, 'live events: cannot listen; retrying');
      timer = setTimeout(() => void connect(), delay);
    }
  }

  function drop(lost: pg.Client) {
    if (client !== lost) return; // already dropped or closed
    client = null;
    void lost.end().catch(() => undefined);
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => void connect(), delay);
  }

  return {
    start: connect,

    /** Calls `listener` for each change in the group until the returned function is called. */
    subscribe(groupId: string, listener: Listener): () => void {
      const set = listeners.get(groupId) ?? new Set();
      set.add(listener);
      listeners.set(groupId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(groupId);
      };
    },

    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

export type LiveBus = ReturnType<typeof createLiveBus>;
