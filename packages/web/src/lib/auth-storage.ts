import { AUTH_STORAGE_KEY } from '@scoreline/shared';

/**
 * A small local snapshot of who is signed in, kept under the product's key. It holds no token: the session
 * itself is an HttpOnly cookie. It lets the app know at start that a session probably exists.
 */
export interface AuthSnapshot {
  userId: string;
  email: string;
}

export function readAuthSnapshot(): AuthSnapshot | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AuthSnapshot>;
    return typeof parsed.userId === 'string' && typeof parsed.email === 'string' ? { userId: parsed.userId, email: parsed.email } : null;
  } catch {
    return null;
  }
}

export function writeAuthSnapshot(snapshot: AuthSnapshot | null): void {
  try {
    if (snapshot) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(snapshot));
    else localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // storage may be unavailable (private mode); the cookie session still works
  }
}
