import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@scoreline/shared';

/**
 * The one-click unsubscribe link of an email: who and which kind of email, signed with the server's secret, so
 * it works without signing in and cannot be made up for someone else. It never expires (an old email's link
 * must still work); turning the kind back on in the Profile is the way back.
 */
export function createUnsubscribeTokens(secret: string) {
  const mac = (payload: string) => createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest();
  return {
    sign(userId: string, kind: NotificationKind): string {
      const payload = `${userId}.${kind}`;
      return `${Buffer.from(payload).toString('base64url')}.${mac(payload).toString('base64url')}`;
    },
    /** Who and what a token unsubscribes, or null when it is not one this server signed. */
    verify(token: string): { userId: string; kind: NotificationKind } | null {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url').toString();
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [userId, kind] = payload.split('.');
      if (!userId || !NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
      return { userId, kind: kind as NotificationKind };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
