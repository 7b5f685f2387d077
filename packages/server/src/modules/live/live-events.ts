import type { Executor } from '../../db/client.js';
import { createLiveRepo } from './live.repo.js';

/** The PostgreSQL channel every instance listens on. */
export const LIVE_CHANNEL = 'scoreline_live';

/** What changed in a group; events say only that something changed, never what anyone predicted. */
export type LiveKind = 'predictions' | 'gameweek' | 'scores';

export interface LiveEvent {
  groupIds: string[];
  kind: LiveKind;
}

// NOTIFY payloads are limited to 8000 bytes: ~100 group ids per message stays well under it.
const GROUPS_PER_NOTIFY = 100;
const repo = createLiveRepo();

/**
 * Tells every server instance (PostgreSQL NOTIFY) that these groups changed. Called inside the writing
 * transaction: PostgreSQL delivers the notification only if it commits, so a rolled-back write announces nothing.
 */
export async function publishLive(db: Executor, groupIds: readonly string[], kind: LiveKind) {
  const unique = [...new Set(groupIds)];
  for (let start = 0; start < unique.length; start += GROUPS_PER_NOTIFY) {
    const event: LiveEvent = { groupIds: unique.slice(start, start + GROUPS_PER_NOTIFY), kind };
    await repo.notify(db, LIVE_CHANNEL, JSON.stringify(event));
  }
}
