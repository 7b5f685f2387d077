import { AUTH_STORAGE_KEY } from '@scoreline/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_ANSWER_MS, keepLastSeen, keepLastSeenAcrossRestarts } from './last-seen';
import { SESSION_QUERY_KEY } from './session';

const me = { id: 'u-1', email: 'me@example.com', username: 'me' };
const groupKey = ['groups', 'detail', 'g-1'];

function stored(userId: string, savedAt = Date.now()) {
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { ...me, id: userId });
  client.setQueryData(groupKey, { name: 'Sunday League' });
  const state = {
    mutations: [],
    queries: client
      .getQueryCache()
      .getAll()
      .map((query) => ({ queryKey: query.queryKey, queryHash: query.queryHash, state: query.state })),
  };
  localStorage.setItem('scoreline-last-seen', JSON.stringify({ userId, savedAt, state }));
}

function startOffline(): QueryClient {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const client = new QueryClient();
  keepLastSeen(client);
  return client;
}

beforeEach(() => localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ userId: me.id, email: me.email })));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/**
 * An app whose code runs `startedAt` ms after the session request left (on fake timers), with that request
 * answered by then (Resource Timing lists it) or not.
 */
function startOnline(startedAt: number, { sessionAnswered = false } = {}): QueryClient {
  vi.useFakeTimers();
  vi.spyOn(performance, 'now').mockReturnValue(startedAt);
  const answered = [{ name: `${location.origin}/api/v1/session`, responseEnd: startedAt - 1 }] as unknown as PerformanceEntryList;
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(sessionAnswered ? answered : []);
  const client = new QueryClient();
  keepLastSeen(client);
  return client;
}

describe('keepLastSeen', () => {
  it("restores the signed-in player's last-seen pages when the app starts offline, marked stale", () => {
    stored(me.id);
    const client = startOffline();
    expect(client.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ id: me.id });
    expect(client.getQueryData(groupKey)).toEqual({ name: 'Sunday League' });
    expect(client.getQueryState(groupKey)?.isInvalidated).toBe(true);
    // The session too: it is asked again as soon as it can be, never taken as fresh for its stale time.
    expect(client.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('restores them when the session request, sent with the page, has no answer 500 ms after the page began loading', () => {
    stored(me.id);
    // The app's code ran 400 ms into the page's load (a slow phone): 100 ms of the wait are left.
    const client = startOnline(400);
    vi.advanceTimersByTime(NO_ANSWER_MS - 400 - 1);
    expect(client.getQueryData(groupKey)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(groupKey)).toEqual({ name: 'Sunday League' });
  });

  it('restores nothing when the code ran late but the session request has its answer (the query has yet to read it)', () => {
    stored(me.id);
    const client = startOnline(800, { sessionAnswered: true });
    vi.advanceTimersByTime(5_000);
    expect(client.getQueryData(groupKey)).toBeUndefined();
  });

  it('restores them at once when the code ran late and the session request is still unanswered', () => {
    stored(me.id);
    const client = startOnline(800);
    vi.advanceTimersByTime(0);
    expect(client.getQueryData(groupKey)).toEqual({ name: 'Sunday League' });
  });

  it('restores nothing when the session answers in time', () => {
    stored(me.id);
    const client = startOnline(0);
    client.setQueryData(SESSION_QUERY_KEY, me);
    vi.advanceTimersByTime(5_000);
    expect(client.getQueryData(groupKey)).toBeUndefined();
  });

  it("never restores another account's pages, nor pages older than a week", () => {
    stored('someone-else');
    expect(startOffline().getQueryData(groupKey)).toBeUndefined();
    stored(me.id, Date.now() - 8 * 24 * 3600 * 1000);
    expect(startOffline().getQueryData(groupKey)).toBeUndefined();
  });

  it('keeps nothing more once another tab has signed the player out or in as someone else', () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      keepLastSeen(client);
      client.setQueryData(SESSION_QUERY_KEY, me);
      client.setQueryData(groupKey, { name: 'Sunday League' });
      vi.advanceTimersByTime(5_000);
      expect(localStorage.getItem('scoreline-last-seen')).not.toBeNull();
      // Another tab signs out (its sign-out erases both); this tab still holds the player in memory.
      localStorage.removeItem('scoreline-last-seen');
      localStorage.removeItem(AUTH_STORAGE_KEY);
      client.setQueryData(groupKey, { name: 'Sunday League', refetched: true });
      vi.advanceTimersByTime(5_000);
      expect(localStorage.getItem('scoreline-last-seen')).toBeNull();
      // ...then signs in as someone else: still nothing of this tab's player is written.
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ userId: 'someone-else', email: 'else@example.com' }));
      client.setQueryData(groupKey, { name: 'Sunday League', refetched: 2 });
      vi.advanceTimersByTime(5_000);
      expect(localStorage.getItem('scoreline-last-seen')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets them when the session turns out to be gone (signed out)', () => {
    stored(me.id);
    const client = new QueryClient();
    keepLastSeen(client);
    client.setQueryData(SESSION_QUERY_KEY, null);
    expect(localStorage.getItem('scoreline-last-seen')).toBeNull();
  });

  it('never keeps invite links, and keeps a player who chose not to be remembered for this browser session only', () => {
    vi.useFakeTimers();
    try {
      keepLastSeenAcrossRestarts(false);
      const client = new QueryClient();
      keepLastSeen(client);
      client.setQueryData(SESSION_QUERY_KEY, me);
      client.setQueryData(groupKey, { name: 'Sunday League' });
      client.setQueryData(['groups', 'invites', 'g-1'], [{ url: 'https://scoreline.example/invite/abc.secret' }]);
      vi.advanceTimersByTime(5_000);
      expect(localStorage.getItem('scoreline-last-seen')).toBeNull();
      const kept = sessionStorage.getItem('scoreline-last-seen');
      expect(kept).toContain('Sunday League');
      expect(kept).not.toContain('secret');
      // Signing in again with "Remember me" keeps it on the device again, starting afresh.
      keepLastSeenAcrossRestarts(true);
      expect(sessionStorage.getItem('scoreline-last-seen')).toBeNull();
      client.setQueryData(groupKey, { name: 'Sunday League', again: true });
      vi.advanceTimersByTime(5_000);
      expect(localStorage.getItem('scoreline-last-seen')).toContain('Sunday League');
    } finally {
      vi.useRealTimers();
    }
  });
});
