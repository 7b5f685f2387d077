import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, isStrongPassword, passwordFormBlocker, passwordMismatchMessage, usernameSchema } from './auth.js';
import { AUTH_MESSAGES } from './messages.js';
import { USERNAME_MAX_LENGTH } from './constants.js';

describe('isStrongPassword (the spec rule)', () => {
  it.each([
    ['Passw0rd', true],
    ['Passw0rd!', true],
    ['aB3@$!%*?&', true],
    ['Ab1', false], // too short
    ['abcdefg1', false], // no uppercase
    ['ABCDEFG1', false], // no lowercase
    ['Abcdefgh', false], // no digit
    ['Passw0rd#', false], // # is outside the allowed set
    ['Pass w0rd', false], // spaces are not allowed
    ['Pässw0rd', false], // only ASCII letters
    ['', false],
  ])('%j -> %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it('accepts any 8+ character password of the allowed set with all three kinds', () => {
    const allowed = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@$!%*?&'.split(''));
    fc.assert(
      fc.property(fc.array(allowed, { minLength: 5, maxLength: 60 }), (chars) => {
        const password = `aZ9${chars.join('')}`;
        expect(isStrongPassword(password)).toBe(true);
      }),
    );
  });

  it('refuses any password shorter than 8 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 7 }), (password) => !isStrongPassword(password)));
  });
});

describe('passwordFormBlocker (when the submit button is disabled)', () => {
  it('blocks while a required field is empty', () => {
    expect(passwordFormBlocker({ password: 'Passw0rd', confirmPassword: 'Passw0rd', required: ['a@b.co', ''] })).toBe('empty');
    expect(passwordFormBlocker({ password: '', confirmPassword: '' })).toBe('empty');
  });
  it('blocks while the passwords differ', () => {
    expect(passwordFormBlocker({ password: 'Passw0rd', confirmPassword: 'Passw0rD' })).toBe('mismatch');
  });
  it('blocks a weak password', () => {
    expect(passwordFormBlocker({ password: 'password', confirmPassword: 'password' })).toBe('weak');
  });
  it('lets a complete, matching, strong form through', () => {
    expect(passwordFormBlocker({ password: 'Passw0rd', confirmPassword: 'Passw0rd', required: ['a@b.co', 'al'] })).toBeNull();
  });
});

describe('passwordMismatchMessage', () => {
  it('shows only once both fields are filled', () => {
    expect(passwordMismatchMessage('Passw0rd', '')).toBeNull();
    expect(passwordMismatchMessage('', 'x')).toBeNull();
    expect(passwordMismatchMessage('Passw0rd', 'Passw0rd')).toBeNull();
    expect(passwordMismatchMessage('Passw0rd', 'Passw0r')).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
  });
});

describe('usernameSchema', () => {
  it('trims and requires a username', () => {
    expect(usernameSchema.parse('  Ann ')).toBe('Ann');
    expect(usernameSchema.safeParse('   ').error?.issues[0]?.message).toBe('You need to enter a username.');
  });
  it('refuses control characters and over-long names', () => {
    expect(usernameSchema.safeParse('a\u0000b').success).toBe(false);
    expect(usernameSchema.safeParse('x'.repeat(41)).success).toBe(false);
    expect(usernameSchema.safeParse('Zoë O’Neill').success).toBe(true);
  });
  it('names the length limit it applies (the message is a fixed catalogue text)', () => {
    expect(usernameSchema.safeParse('x'.repeat(USERNAME_MAX_LENGTH)).success).toBe(true);
    expect(usernameSchema.safeParse('x'.repeat(USERNAME_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(AUTH_MESSAGES.usernameTooLong);
    expect(AUTH_MESSAGES.usernameTooLong).toContain(` ${USERNAME_MAX_LENGTH} `);
  });
});

describe('emailSchema', () => {
  it('requires a plausible address of at most 254 characters', () => {
    expect(emailSchema.safeParse(' ').error?.issues[0]?.message).toBe('Please enter your email address');
    expect(emailSchema.parse(' ann@example.com ')).toBe('ann@example.com');
    expect(emailSchema.safeParse('not-an-email').success).toBe(false);
    expect(emailSchema.safeParse('a\u0000@example.com').success).toBe(false);
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`).success).toBe(false);
  });
});
