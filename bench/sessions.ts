/**
 * Real signed-in sessions for every seeded player: a `sessions` row (what better-auth writes at sign-in) and
 * the cookie better-auth would set, `<token>.<base64 HMAC-SHA256(token, AUTH_SECRET)>`, signed with the secret
 * the bench's server is started with. The server checks these exactly as it checks a browser's (run.ts checks
 * one against a cookie from a real sign-in before measuring).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sessionCookieName } from '../packages/server/src/auth/auth.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createSessions(secret: string, publicUrl: string) {
  // A fresh salt per run: tokens are unguessable like better-auth's, yet computed from the user's index.
  const salt = randomBytes(16);
  const name = sessionCookieName(publicUrl);
  const token = (userIndex: number) => createHmac('sha256', salt).update(String(userIndex)).digest('base64url').slice(0, 32);

  const signed = (userIndex: number, key: string) => {
    const value = token(userIndex);
    const signature = createHmac('sha256', key).update(value).digest('base64');
    return `${name}=${encodeURIComponent(`${value}.${signature}`)}`;
  };
  /** The Cookie header of a user's session. */
  const cookie = (userIndex: number) => signed(userIndex, secret);

  return {
    cookieName: name,
    token,
    cookie,
    /** The same session signed with another secret: the server must refuse it. */
    forgedCookie: (userIndex: number) => signed(userIndex, `${secret}-forged`),
    expiresAt: new Date(Date.now() + 30 * DAY_MS),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
