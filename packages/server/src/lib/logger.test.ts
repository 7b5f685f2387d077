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
