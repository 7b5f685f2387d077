import { z } from 'zod';
import { SINGLE_LINE, TEXT_MESSAGES } from './text.js';
import { AUTH_MESSAGES } from './messages.js';
import { LOCALES, isTimeZone } from './i18n/locales.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from './constants.js';

/**
 * The spec's password rule: at least 8 characters, only letters, digits and @$!%*?&,
 * with at least one uppercase letter, one lowercase letter and one digit.
 */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@$!%*?&]+$/;

export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(password);
}

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .refine(isStrongPassword, AUTH_MESSAGES.weakPassword);

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired)
  .max(USERNAME_MAX_LENGTH, `Usernames can be at most ${USERNAME_MAX_LENGTH} characters.`)
  .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters.usernames);

export const registerSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
});

/** An IANA time zone the server knows ("Europe/Berlin"). */
export const timeZoneSchema = z.string().refine(isTimeZone, 'Please choose a time zone from the list.');

/**
 * What a player changes on their Profile: any of their username, language (null: the browser's) and time zone.
 * Sent with none of them, it is the spec's username form sent empty.
 */
export const updateProfileSchema = z
  .object({ username: usernameSchema, locale: z.enum(LOCALES).nullable(), timeZone: timeZoneSchema })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), AUTH_MESSAGES.usernameRequired);
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * Why the register (or reset) submit button is disabled, mirroring the server's rules.
 * Returns null when the form may be submitted.
 */
export function passwordFormBlocker(fields: {
  password: string;
  confirmPassword: string;
  required?: string[];
}): 'empty' | 'mismatch' | 'weak' | null {
  const required = [...(fields.required ?? []), fields.password, fields.confirmPassword];
  if (required.some((value) => value.trim() === '')) return 'empty';
  if (fields.password !== fields.confirmPassword) return 'mismatch';
  if (!isStrongPassword(fields.password)) return 'weak';
  return null;
}

/** "Passwords do not match" is shown only once both fields are filled. */
export function passwordMismatchMessage(password: string, confirmPassword: string): string | null {
  if (password === '' || confirmPassword === '') return null;
  return password === confirmPassword ? null : AUTH_MESSAGES.passwordsDoNotMatch;
}

/** The profile the API returns for the signed-in user. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  bgColour: z.string(),
  isPlaceholder: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The language the player chose (null: their browser's). */
  locale: z.enum(LOCALES).nullable(),
  /** The player's time zone (null: none known, read as UTC). */
  timeZone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const sessionResponseSchema = z.object({ user: profileSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
