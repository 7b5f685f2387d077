import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';
import { whenIdle } from './idle';

/** Longest wait for the first page: deferred work starts by then even on a page that never settles. */
export const FIRST_PAGE_MAX_WAIT_MS = 10_000;

/**
 * The first page the app opens is "shown" once nothing holds it (the loading screen, a page's spinner while its
 * code or its data loads) and no query is fetching, and the browser has been idle after that. Work that the
 * first page does not need (registering the service worker, which then downloads the whole app shell; the
 * toaster; a page's other sections) waits for it, so it neither delays nor competes with what the player came
 * for. An idle moment alone comes too early: the startup gate's pause and a page's code loading leave the main
 * thread idle before the page has its content. It happens once per page load, never again after navigations.
 */
let holders = 0;
let client: QueryClient | undefined;
let shown = false;
let cancelIdle: (() => void) | undefined;
let unsubscribe: (() => void) | undefined;
let maxWait: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

const quiet = () => holders === 0 && (client?.isFetching() ?? 0) === 0;

function finish() {
  if (shown) return;
  shown = true;
  cancelIdle?.();
  unsubscribe?.();
  clearTimeout(maxWait);
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

function check() {
  if (shown) return;
  if (!quiet()) {
    cancelIdle?.();
    cancelIdle = undefined;
    return;
  }
  cancelIdle ??= whenIdle(() => {
    cancelIdle = undefined;
    if (quiet()) finish();
    else check();
  });
}

/** Starts watching the app's queries (once, when the app starts): a fetching query holds the first page. */
export function watchFirstPage(queryClient: QueryClient): void {
  if (client) return;
  client = queryClient;
  unsubscribe = queryClient.getQueryCache().subscribe(check);
  maxWait = setTimeout(finish, FIRST_PAGE_MAX_WAIT_MS);
  check();
}

/**
 * Runs `callback` once the first page is shown, in an idle moment (later on, at the next idle moment: a page
 * opened by a navigation is not held back). Returns a cancel function.
 */
export function afterFirstPage(callback: () => void): () => void {
  if (shown) return whenIdle(callback);
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** False until the first page is shown, then true (true at once in a component mounted after that). */
export function useAfterFirstPage(): boolean {
  const [done, setDone] = useState(shown);
  useEffect(() => (done ? undefined : afterFirstPage(() => setDone(true))), [done]);
  return done;
}

/** Back to a page load's start (unit tests: the module keeps one page load's state). */
export function resetFirstPage(): void {
  cancelIdle?.();
  unsubscribe?.();
  clearTimeout(maxWait);
  holders = 0;
  client = undefined;
  shown = false;
  cancelIdle = unsubscribe = maxWait = undefined;
  waiting.clear();
}

/**
 * Holds the first page while the calling component is mounted and `active` (a loading screen, a spinner in a
 * page's place; not an offline notice, which may stay for long).
 */
export function useHoldFirstPage(active = true): void {
  // A layout effect: counted in the same commit that shows it, before any idle moment can pass.
  useLayoutEffect(() => {
    if (shown || !active) return;
    holders += 1;
    check();
    return () => {
      holders -= 1;
      check();
    };
  }, [active]);
}
