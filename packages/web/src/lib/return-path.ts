/**
 * Where a visitor was going when they had to sign in, kept across registration, the confirmation email (which
 * opens in a new tab) and sign-in, for invitations only: a day at most, then forgotten.
 */
const KEY = 'scoreline:return-to';
const MAX_AGE_MS = 24 * 3_600_000;
const KEPT = (path: string) => path.startsWith('/invite/');

export function rememberReturnPath(path: string): void {
  if (!KEPT(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // No storage (private mode): the in-page redirect still works within the tab.
  }
}

/** The remembered path, once (it is cleared), if it is recent. */
export function takeReturnPath(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    const saved = raw ? (JSON.parse(raw) as { path?: unknown; at?: unknown }) : null;
    if (typeof saved?.path !== 'string' || typeof saved.at !== 'number' || Date.now() - saved.at > MAX_AGE_MS) return null;
    return KEPT(saved.path) ? saved.path : null;
  } catch {
    return null;
  }
}
