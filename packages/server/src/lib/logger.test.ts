import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { redactTokens } from './logger.js';

describe('redactTokens', () => {
  it('hides one-time tokens in logged URLs', () => {
    expect(redactTokens('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactTokens('/api/v1/auth/verify-email?token=ey.J&callbackURL=%2Flogin')).toBe(
      '/api/v1/auth/verify-email?token=[redacted]&callbackURL=%2Flogin',
    );
    expect(redactTokens('/api/v1/groups?page=2')).toBe('/api/v1/groups?page=2');
  });

  it('hides an invite link’s secret, in the page and in the API', () => {
    const id = '6f1c2a4e-0b7d-4c1e-9a52-3d8e9f0a1b2c';
    const secret = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
    expect(redactTokens(`/invite/${id}.${secret}`)).toBe(`/invite/${id}.[redacted]`);
    expect(redactTokens(`/api/v1/invites/${id}.${secret}/accept`)).toBe(`/api/v1/invites/${id}.[redacted]/accept`);
    expect(redactTokens(`/api/v1/groups/${id}/invites/${id}`)).toBe(`/api/v1/groups/${id}/invites/${id}`);
    // A calendar feed's address is its key too: calendar apps poll it, so it would be in every hour's log.
    expect(redactTokens(`/api/v1/calendar/${id}.${secret}.ics`)).toBe(`/api/v1/calendar/${id}.[redacted]`);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('%j -> %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
