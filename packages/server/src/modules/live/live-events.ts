import { LIVE_CLIENT_HEADER, LIVE_CLIENT_ID_PATTERN } from '@scoreline/shared';
import type { IncomingHttpHeaders } from 'node:http';
import type { Executor } from '../../db/client.js';
import { notifyChannel } from './live.repo.js';

/** The PostgreSQL channel every instance listens on. */
export const LIVE_CHANNEL = 'scoreline_live';

/**
 * What changed in a group; events say only that something changed, never what anyone predicted. "live": a match
 * in play changed its running score or state (public football data: no membership check per event).
 */
export type LiveKind = 'predictions' | 'gameweek' | 'scores' | 'live';

export interface LiveEvent {
  groupIds: string[];
  kind: LiveKind;
  /** The tab whose request made the change (LIVE_CLIENT_HEADER), if it named itself: its stream skips the event. */
  origin?: string;
}

// NOTIFY payloads are limited to 8000 bytes: ~100 group ids per message stays well under it.
const GROUPS_PER_NOTIFY = 100;

/**
 * Tells every server instance (PostgreSQL NOTIFY) that these groups changed. Called inside the writing
 * transaction: PostgreSQL delivers the notification only if it commits, so a rolled-back write announces nothing.
 */
/** The NOTIFY payload of one message (at most GROUPS_PER_NOTIFY groups), for statements that notify themselves. */
export const liveEventPayload = (groupIds: string[], kind: LiveKind, origin?: string) =>
  JSON.stringify({ groupIds, kind, ...(origin ? { origin } : {}) } satisfies LiveEvent);

export async function publishLive(db: Executor, groupIds: readonly string[], kind: LiveKind, origin?: string) {
  const unique = [...new Set(groupIds)];
  for (let start = 0; start < unique.length; start += GROUPS_PER_NOTIFY) {
    await notifyChannel(db, LIVE_CHANNEL, liveEventPayload(unique.slice(start, start + GROUPS_PER_NOTIFY), kind, origin));
  }
}

/** A tab's id as a request or a stream gave it, if it is a valid one (anything else is ignored). */
export function liveClientId(named: unknown): string | undefined {
  return typeof named === 'string' && LIVE_CLIENT_ID_PATTERN.test(named) ? named : undefined;
}

/** The tab a request came from (LIVE_CLIENT_HEADER): its own changes skip its stream. */
export const liveOrigin = (headers: IncomingHttpHeaders) => liveClientId(headers[LIVE_CLIENT_HEADER]);
