/**
 * This instance's open event streams, by the session that opened them: a session that ends (signing out)
 * takes its streams with it at once, and shutdown ends them all. Streams of sessions ended elsewhere (another
 * instance, a password change) notice on their next heartbeat check.
 */
export function createLiveStreams() {
  const bySession = new Map<string, Set<() => void>>();
  return {
    /** Records a stream's `end`; returns the function that forgets it. */
    add(sessionToken: string, end: () => void): () => void {
      const ends = bySession.get(sessionToken) ?? new Set();
      ends.add(end);
      bySession.set(sessionToken, ends);
      return () => {
        ends.delete(end);
        if (ends.size === 0) bySession.delete(sessionToken);
      };
    },
    endSession(sessionToken: string): void {
      for (const end of [...(bySession.get(sessionToken) ?? [])]) end();
    },
    endAll(): void {
      for (const ends of [...bySession.values()]) for (const end of [...ends]) end();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
