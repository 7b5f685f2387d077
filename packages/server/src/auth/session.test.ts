import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedSessionToken } from './session.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const sign = (token: string, secret = SECRET) => `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('verifiedSessionToken', () => {
  it('returns the token of a correctly signed cookie', () => {
    expect(verifiedSessionToken(sign('abc123'), SECRET)).toBe('abc123');
  });

  it.each([
    ['no cookie', undefined],
    ['no signature', 'abc123'],
    ['another secret', sign('abc123', 'another-secret-of-at-least-thirty-two-chars')],
    ['a changed token', sign('abc123').replace('abc123', 'abc124')],
    ['a truncated signature', sign('abc123').slice(0, -4)],
    ['garbage', '.....'],
  ])('refuses %s', (_case, value) => {
    expect(verifiedSessionToken(value, SECRET)).toBeNull();
  });
});
