import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Links that are their own key (an invite link, a calendar feed): `{id}.{secret}`, a row's uuid and 32 random bytes
 * in base64url. The row keeps the secret so its owner can copy the link again; it is compared in constant time.
 */

/** `{uuid}.{43 base64url characters}`. */
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export const newLinkSecret = () => randomBytes(32).toString('base64url');

/** The id and secret of a link's token, or null when it is not one. */
export function parseLinkToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

/** Compared as SHA-256 digests: the time taken says nothing of where they differ, nor of the stored one's length. */
export function sameSecret(given: string, stored: string): boolean {
  const digest = (secret: string) => createHash('sha256').update(secret).digest();
  return timingSafeEqual(digest(given), digest(stored));
}
