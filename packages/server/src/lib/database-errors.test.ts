import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isVanishedReference } from './database-errors.js';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('database errors', () => {
  it('tell a row that went away (23503, also wrapped by drizzle) from an unavailable database', () => {
    const wrapped = new Error('Failed query', { cause: pgError('23503') });
    expect(isVanishedReference(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
    expect(isVanishedReference(pgError('23505'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('40P01'))).toBe(true);
  });
});
