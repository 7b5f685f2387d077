import {
  isLocale,
  isTimeZone,
  AUTH_MESSAGES,
  DEFAULT_BADGE_COLOUR,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  isStrongPassword,
  usernameSchema,
} from '@scoreline/shared';
import { betterAuth } from 'better-auth';
import { and, eq, like } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { authSchema, verifications } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { mailReader } from '../mail/reader.js';
import { confirmationMail, passwordResetMail } from '../mail/templates.js';

/** The header the Fastify bridge sets to the client IP it trusts; better-auth's limiter keys on it. */
export const CLIENT_IP_HEADER = 'x-scoreline-client-ip';
export const AUTH_BASE_PATH = '/api/v1/auth';
const COOKIE_PREFIX = 'scoreline';

/** better-auth's session cookie name; on https it carries the __Secure- prefix. */
export function sessionCookieName(publicUrl: string): string {
  return `${publicUrl.startsWith('https://') ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
}

/** Every cookie a session leaves in the browser (the token, and "remember me" off): cleared when the account goes. */
export function sessionCookies(publicUrl: string): { names: string[]; secure: boolean } {
  const secure = publicUrl.startsWith('https://');
  return { names: [sessionCookieName(publicUrl), `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.dont_remember`], secure };
}

/** better-auth's user (its additional fields included): their mails go out in their language and zone. */
const readerOf = (user: { email: string; name: string; locale?: unknown; browserLocale?: unknown; timeZone?: unknown }) =>
  mailReader({
    email: user.email,
    username: user.name,
    // Their chosen language, else the one their browser last asked for (users.browser_locale).
    locale: typeof user.locale === 'string' ? user.locale : typeof user.browserLocale === 'string' ? user.browserLocale : null,
    timeZone: typeof user.timeZone === 'string' ? user.timeZone : null,
  });

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  requireEmailVerification: boolean;
  rateLimit: boolean;
  logger: Logger;
  /** Runs work after the response is sent (mail), so timing does not reveal whether an account exists. */
  runInBackground: (task: Promise<unknown>) => void;
}

function rejectWeakPassword(password: unknown): void {
  if (typeof password !== 'string' || password === '') {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_REQUIRED', message: AUTH_MESSAGES.passwordRequired });
  }
  if (!isStrongPassword(password)) {
    throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: AUTH_MESSAGES.weakPassword });
  }
}

function rejectBadUsername(name: unknown): void {
  const parsed = usernameSchema.safeParse(name);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_USERNAME', message: parsed.error.issues[0]!.message });
  }
}

export function createAuth(options: AuthOptions) {
  const { mailer, publicUrl } = options;
  const authLogger = options.logger.child({ component: 'auth' });
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(options.db, { provider: 'pg', schema: authSchema, usePlural: true }),
    telemetry: { enabled: false },
    logger: {
      level: 'info',
      log: (level, message, ...args) => authLogger[level]({ details: args.length ? args : undefined }, message),
    },
    user: {
      // The spec's username is better-auth's `name`.
      fields: { name: 'username' },
      additionalFields: {
        isPlaceholder: { type: 'boolean', required: false, defaultValue: false, input: false },
        bgColour: { type: 'string', required: false, defaultValue: DEFAULT_BADGE_COLOUR, input: false },
        // Sent by the app at sign-up from the browser (checked in the hook below; anything else is dropped).
        locale: { type: 'string', required: false, input: true },
        browserLocale: { type: 'string', required: false, input: false },
        timeZone: { type: 'string', required: false, input: true },
      },
    },
    // Only the endpoints the product uses; profile changes go through /api/v1/me.
    disabledPaths: ['/update-user', '/delete-user', '/change-email', '/link-social', '/unlink-account', '/sign-in/social'],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: options.requireEmailVerification,
      // The spec sends the user to /login after registering.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // Every other reset link of the account dies with the one used: an older mail must not reset it again.
      onPasswordReset: async ({ user }) => {
        await options.db
          .delete(verifications)
          .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, user.id)));
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(readerOf(user), url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: options.requireEmailVerification,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      // The link is built here, not from the client's callbackURL: after confirming, the user lands on
      // the sign-in page (with ?error=... added when the link is invalid or expired).
      sendVerificationEmail: async ({ user, token }) => {
        const callbackURL = encodeURIComponent('/login?verified=1');
        const url = `${publicUrl}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callbackURL}`;
        await mailer.send(confirmationMail(readerOf(user), url));
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: options.rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 20 },
        // Bursts only: created accounts are limited per address and day in auth.routes.ts.
        '/sign-up/email': { window: 60, max: 30 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: publicUrl.startsWith('https://'),
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      backgroundTasks: { handler: options.runInBackground },
    },
    hooks: {
      // better-auth checks only the password length; the spec's rule is stricter.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          rejectBadUsername(ctx.body?.name);
          rejectWeakPassword(ctx.body?.password);
          // Only a known language and zone are stored. Removed from the body itself: a hook's returned body is
          // merged into the request's, which keeps keys it leaves out.
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (!isLocale(body.locale)) delete body.locale;
          if (!isTimeZone(body.timeZone)) delete body.timeZone;
        } else if (ctx.path === '/reset-password') {
          rejectWeakPassword(ctx.body?.newPassword);
        } else if (ctx.path === '/change-password') {
          rejectWeakPassword(ctx.body?.newPassword);
          // A changed password signs out every other device, whatever the client asked.
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Usernames are stored trimmed, whatever the client sent.
          before: async (user) => ({ data: { ...user, name: String(user.name).trim() } }),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Whether `password` is the user's own, checked against their stored credential with better-auth's own hashing
 * (as its sign-in and /verify-password do): for actions that ask for the password again, such as deleting the account.
 */
export function passwordChecker(auth: Auth) {
  return async (userId: string, password: string): Promise<boolean> => {
    // No password this long was ever accepted: not worth hashing.
    if (password.length > PASSWORD_MAX_LENGTH) return false;
    const context = await auth.$context;
    const credential = await context.internalAdapter.findCredentialAccount(userId);
    if (!credential?.password) return false;
    return context.password.verify({ hash: credential.password, password });
  };
}

export type PasswordChecker = ReturnType<typeof passwordChecker>;
