/** Open event streams one session may hold on an instance; a new one beyond it ends the session's oldest. */
export const MAX_STREAMS_PER_SESSION = 10;
/** Open event streams one user may hold on an instance, across their sessions; a new one ends the user's oldest. */
export const MAX_STREAMS_PER_USER = 20;
/** What a stream ended for a newer one asks its EventSource to wait before reconnecting (instead of 1 s). */
export const SUPERSEDED_RETRY_MS = 5 * 60_000;

/** One open stream as the registry knows it; `end` closes it (`retryMs`: when its EventSource may come back). */
interface OpenStream {
  sessionToken: string;
  userId: string;
  end: (options?: { retryMs?: number; reason?: string }) => void;
}

/**
 * This instance's open event streams, by the session that opened them and by user: a session that ends (signing
 * out) takes its streams with it at once, and shutdown ends them all. Streams of sessions ended elsewhere (another
 * instance, a password change) notice on their next heartbeat check. A session holds at most
 * `MAX_STREAMS_PER_SESSION` and a user at most `MAX_STREAMS_PER_USER` (each open stream checks the database
 * every heartbeat): a new stream beyond either ends the oldest of that session or user, so a newly opened tab
 * always works; the one ended is asked to reconnect only after `SUPERSEDED_RETRY_MS`, so old tabs do not push
 * each other out every second.
 */
export function createLiveStreams() {
  // Sets keep insertion order: the first is the oldest.
  const bySession = new Map<string, Set<OpenStream>>();
  const byUser = new Map<string, Set<OpenStream>>();
  let endedWith: (() => Parameters<OpenStream['end']>[0]) | null = null;
  const entry = <K>(map: Map<K, Set<OpenStream>>, key: K) => {
    const set = map.get(key) ?? new Set<OpenStream>();
    map.set(key, set);
    return set;
  };
  const supersedeBeyond = (open: Set<OpenStream>, limit: number) => {
    // Ending a stream forgets it, which takes it out of the set.
    for (const oldest of [...open].slice(0, Math.max(0, open.size - limit + 1)))
      oldest.end({ retryMs: SUPERSEDED_RETRY_MS, reason: 'closed for a newer stream' });
  };
  return {
    /** Records a stream (ending the oldest ones over a limit); returns the function that forgets it. */
    add(sessionToken: string, userId: string, end: OpenStream['end']): () => void {
      supersedeBeyond(entry(bySession, sessionToken), MAX_STREAMS_PER_SESSION);
      supersedeBeyond(entry(byUser, userId), MAX_STREAMS_PER_USER);
      const stream: OpenStream = { sessionToken, userId, end };
      const ofSession = entry(bySession, sessionToken);
      const ofUser = entry(byUser, userId);
      ofSession.add(stream);
      ofUser.add(stream);
      return () => {
        ofSession.delete(stream);
        ofUser.delete(stream);
        if (ofSession.size === 0 && bySession.get(sessionToken) === ofSession) bySession.delete(sessionToken);
        if (ofUser.size === 0 && byUser.get(userId) === ofUser) byUser.delete(userId);
      };
    },
    /** How many streams are open on this instance: in all, for a session, for a user. */
    count(filter: { sessionToken?: string; userId?: string } = {}): number {
      if (filter.sessionToken !== undefined) return bySession.get(filter.sessionToken)?.size ?? 0;
      if (filter.userId !== undefined) return byUser.get(filter.userId)?.size ?? 0;
      let total = 0;
      for (const open of bySession.values()) total += open.size;
      return total;
    },
    endSession(sessionToken: string): void {
      for (const stream of [...(bySession.get(sessionToken) ?? [])]) stream.end();
    },
    /**
     * Ends every stream, each with the reconnect hint `hint()` gives it (shutdown). A stream opened after (a request
     * still arriving on an open connection while the server drains) gets the same: `endedAll()` answers the hint.
     */
    endAll(hint: () => Parameters<OpenStream['end']>[0] = () => undefined): void {
      endedWith = hint;
      for (const open of [...bySession.values()]) for (const stream of [...open]) stream.end(hint());
    },
    /** The hint of `endAll` once it was called (a stream opened now ends at once with it), else null. */
    endedAll: () => (endedWith ? (endedWith() ?? {}) : null),
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
