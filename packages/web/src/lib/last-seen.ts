import { type DehydratedState, type Query, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { readAuthSnapshot } from './auth-storage';
import { isNetworkFailure } from './connectivity';
import { whenIdle } from './idle';
import { SESSION_QUERY_KEY } from './session';

/**
 * What the signed-in player last saw, kept in local storage so that a reload without a connection shows it at once
 * instead of waiting for the network. It is only a fallback: the app restores it when it starts offline, when the
 * first session request gets no answer, or when none has come after `NO_ANSWER_MS`; on a working connection every
 * page is read fresh as before. Restored queries are marked stale, so each one is fetched again as soon as it can be.
 * It belongs to one player: restored only for the account the auth snapshot names, and erased on sign-out or when
 * the session turns out to be gone. A player who signed in without "Remember me" (a session that ends with the
 * browser) has it kept for the browser session only (session storage), and nothing that grants access (invite links)
 * is ever kept.
 */
const STORAGE_KEY = 'scoreline-last-seen';
/** Set at sign-in: 'session' when the player chose not to be remembered. */
const WHERE_KEY = 'scoreline-last-seen-where';
/** Query keys holding secrets (an invite link, or its token in the key, joins a private group without its PIN): never kept. */
const NEVER_KEPT = new Set(['invites', 'invitation', 'invitation-preview']);
/** A session request with no answer this long after the page began loading is treated as offline for the first paint. */
export const NO_ANSWER_MS = 500;
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** The most recently updated queries kept; enough for the pages a player moves between. */
const MAX_QUERIES = 60;
const MAX_BYTES = 1_500_000;
const SAVE_DELAY_MS = 1000;
/** The request every page starts with (index.html preloads it). */
const SESSION_PATH = '/api/v1/session';

interface Stored {
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

const isSessionQuery = (query: Query) => query.queryKey[0] === SESSION_QUERY_KEY[0];

const storageFor = (): Storage => (localStorage.getItem(WHERE_KEY) === 'session' ? sessionStorage : localStorage);

/** Called at sign-in: a player not remembered keeps what they saw for this browser session only. */
export function keepLastSeenAcrossRestarts(remembered: boolean): void {
  try {
    forgetLastSeen();
    if (remembered) localStorage.removeItem(WHERE_KEY);
    else localStorage.setItem(WHERE_KEY, 'session');
  } catch {
    // storage may be unavailable (private mode)
  }
}

function read(): Stored | null {
  try {
    const stored = JSON.parse(storageFor().getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored && typeof stored.userId === 'string' && stored.state ? stored : null;
  } catch {
    return null;
  }
}

export function forgetLastSeen(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage may be unavailable (private mode)
  }
}

function save(client: QueryClient, userId: string): void {
  const recent = new Set(
    client
      .getQueryCache()
      .findAll({
        predicate: (query) =>
          query.state.status === 'success' &&
          query.state.data !== undefined &&
          !query.queryKey.some((part) => typeof part === 'string' && NEVER_KEPT.has(part)),
      })
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, MAX_QUERIES),
  );
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => recent.has(query), shouldDehydrateMutation: () => false });
  const json = JSON.stringify({ userId, savedAt: Date.now(), state } satisfies Stored);
  try {
    if (json.length <= MAX_BYTES) storageFor().setItem(STORAGE_KEY, json);
  } catch {
    // full or unavailable: the app simply starts without it
  }
}

/** Whether a session request of this page has had its answer (Resource Timing lists a request once it is done). */
function sessionRequestAnswered(): boolean {
  return performance
    .getEntriesByType('resource')
    .some((entry) => new URL(entry.name, location.href).pathname === SESSION_PATH && (entry as PerformanceResourceTiming).responseEnd > 0);
}

/** Restores the last-seen queries once, if they are the signed-in player's and recent; they are refetched when possible. */
function restoreOnce(client: QueryClient): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const stored = read();
    const userId = readAuthSnapshot()?.userId;
    if (!stored || stored.userId !== userId || Date.now() - stored.savedAt > MAX_AGE_MS) return;
    hydrate(client, stored.state);
    // Every restored query is stale, the session too: restored, it would otherwise count as fresh for its 5
    // minutes and never be asked again (a name changed since then stayed the old one on a slow start).
    void client.invalidateQueries(undefined, { cancelRefetch: false });
  };
}

/**
 * Keeps the player's last-seen pages and restores them when the app starts without a connection (see above).
 * Called once, with the app's query client, before the first render.
 */
export function keepLastSeen(client: QueryClient): void {
  const restore = restoreOnce(client);
  if (!navigator.onLine) restore();
  // The session request left with the page (index.html preloads it), so its time counts from the navigation's
  // start, not from when the app's code got here (on a slow phone most of the 500 ms went on loading that code).
  // When the code ran late, the answer may be in while the query has not read it yet: only a request still
  // without its answer counts.
  const timer = window.setTimeout(
    () => {
      if (client.getQueryData(SESSION_QUERY_KEY) === undefined && !sessionRequestAnswered()) restore();
    },
    Math.max(0, NO_ANSWER_MS - performance.now()),
  );

  let saveScheduled = false;
  const scheduleSave = () => {
    if (saveScheduled) return;
    saveScheduled = true;
    window.setTimeout(
      () =>
        whenIdle(() => {
          saveScheduled = false;
          const user = client.getQueryData<{ id: string } | null>(SESSION_QUERY_KEY);
          // Only while the device still names this player: another tab may have signed them out (or someone
          // else in) since this one last asked, and what this tab holds must not come back on the device.
          if (user && readAuthSnapshot()?.userId === user.id) save(client, user.id);
        }),
      SAVE_DELAY_MS,
    );
  };

  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if (isSessionQuery(event.query)) {
      if (action.type === 'failed' && isNetworkFailure(action.error) && client.getQueryData(SESSION_QUERY_KEY) === undefined) restore();
      if (action.type === 'success') window.clearTimeout(timer);
      // Signed out, or the session is gone: nothing of this player stays on the device.
      if (action.type === 'success' && action.data === null) forgetLastSeen();
    }
    if (action.type === 'success') scheduleSave();
  });
}
