/** Longest wait for an idle moment: a page that never rests still gets its deferred work done. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` once the page has painted and the browser is idle (Safari has no requestIdleCallback: a
 * timer stands in). Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}
