import {
  AUTH_MESSAGES,
  ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  SIGN_IN_ACCOUNT_FAILURE_LIMIT,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_FAILURE_WINDOW_MINUTES,
  SIGN_UP_ADDRESS_LIMIT,
  SIGN_UP_ADDRESS_WINDOW_MINUTES,
  emailSchema,
  type Locale,
  SERVER_MESSAGES,
  message,
} from '@scoreline/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { type AttemptCheck, consumeAll, createAttemptLimiter, describeWait, refundAll } from '../lib/attempt-limiter.js';
import { AppError, TooManyRequestsError, ValidationError, issueText } from '../lib/errors.js';
import { errorBody } from '../http/error-handler.js';
import { isCatalogueText, readerLocale } from '../http/reader-locale.js';
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from './auth.js';

/** better-auth's error codes the app meets, in the product's words (and so in the reader's language). */
const MESSAGE_FOR_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotVerified,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  INVALID_TOKEN: AUTH_MESSAGES.resetLinkInvalid,
  TOKEN_EXPIRED: AUTH_MESSAGES.resetLinkInvalid,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.weakPassword,
  USER_ALREADY_EXISTS: SERVER_MESSAGES.accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: SERVER_MESSAGES.accountExists,
  INVALID_PASSWORD: SERVER_MESSAGES.currentPasswordWrong,
};

const CODE_FOR_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  422: ERROR_CODES.validation,
  429: ERROR_CODES.tooManyRequests,
  500: ERROR_CODES.internal,
};

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, 'http://internal');
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(`http://internal${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/**
 * Renders better-auth's `{ code, message }` errors in the API's one error shape and the reader's language: a code
 * the app meets in the product's words, a message that is a catalogue id (the hooks' own) translated; better-auth's
 * other English texts go to English readers as they are and to the others as a general sentence.
 */
function toApiError(status: number, text: string, locale: Locale): { error: { code: string; message: string } } {
  if (status >= 500) return errorBody(locale, ERROR_CODES.internal, SERVER_MESSAGES.internal);
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // a plain-text or empty body: fall through to the status defaults
  }
  const code = typeof parsed.code === 'string' && parsed.code ? parsed.code : (CODE_FOR_STATUS[status] ?? ERROR_CODES.badRequest);
  const given = typeof parsed.message === 'string' && parsed.message ? parsed.message : null;
  const known = MESSAGE_FOR_CODE[code] ?? (status === 429 ? SERVER_MESSAGES.tooManyRequests : null);
  if (known) return errorBody(locale, code, known);
  if (given && (locale === 'en' || isCatalogueText(given))) return errorBody(locale, code, given);
  return errorBody(locale, code, SERVER_MESSAGES.notCompleted);
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);
  const text = await response.text();
  if (response.status >= 500) reply.log.error({ status: response.status, body: text.slice(0, 500) }, 'auth endpoint failed');
  if (response.status >= 400) {
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .send(toApiError(response.status, text, await readerLocale(request)));
  }
  return reply.send(text === '' ? undefined : text);
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The request's email, checked before anything touches the database; lower-cased as better-auth stores it. */
function requireEmail(body: unknown): string {
  const email = field(body, 'email');
  const parsed = emailSchema.safeParse(typeof email === 'string' ? email : '');
  if (!parsed.success) throw new ValidationError(issueText(parsed.error.issues[0]!.message));
  return parsed.data.toLowerCase();
}

const invalidCredentials = () => new AppError(401, ERROR_CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials);
const tooManyFailures = (wait: number) =>
  new TooManyRequestsError(message(SERVER_MESSAGES.tooManySignIns, { wait: describeWait(wait) }), wait);

/**
 * Serves better-auth under /api/v1/auth. Sign-in is guarded twice: better-auth's per-IP request limiter and,
 * here, a per-email limit on failed attempts (shared by all instances) against password guessing.
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  options: {
    auth: Auth;
    db: Database;
    /** Per-address limits (off in tests that sign many users up from one address). */
    limitAddresses: boolean;
    /** A session was signed out here: what it had open (event streams) ends with it. */
    onSignOut: (sessionToken: string) => void;
  },
): Promise<void> {
  const { auth } = options;
  // Failed sign-ins are limited per email from one address (5 per window) and per email from everywhere
  // (a higher ceiling against distributed guessing, high enough that a stranger cannot lock an owner out
  // for long from one address). Attempts are counted before they are made, so parallel ones cannot race.
  const perAddress = createAttemptLimiter(options.db, {
    scope: 'sign-in',
    limit: SIGN_IN_FAILURE_LIMIT,
    windowMinutes: SIGN_IN_FAILURE_WINDOW_MINUTES,
  });
  const perAccount = createAttemptLimiter(options.db, {
    scope: 'sign-in-account',
    limit: SIGN_IN_ACCOUNT_FAILURE_LIMIT,
    windowMinutes: SIGN_IN_FAILURE_WINDOW_MINUTES,
  });

  app.post(`${AUTH_BASE_PATH}/sign-in/email`, async (request, reply) => {
    const email = requireEmail(request.body);
    const password = field(request.body, 'password');
    if (typeof password !== 'string' || password === '') throw new ValidationError(AUTH_MESSAGES.passwordRequired);
    const addressKey = `${email} ${request.ip}`;

    const checks: AttemptCheck[] = [
      [perAddress, addressKey],
      [perAccount, email],
    ];
    const { wait } = await consumeAll(checks);
    if (wait > 0) throw tooManyFailures(wait);
    // No password this long was ever accepted: a failure, without paying for hashing it.
    if (password.length > PASSWORD_MAX_LENGTH) throw invalidCredentials();

    const response = await auth.handler(toWebRequest(request));
    if (response.ok) {
      await Promise.all([perAddress.reset(addressKey), perAccount.reset(email)]);
    } else if (response.status !== 401) {
      await refundAll(checks);
    }
    return sendWebResponse(request, reply, response);
  });

  // Accounts created per address: extra accounts must not buy extra guesses (PINs) or flood the database.
  // Only created accounts count; a refused sign-up is taken back.
  const signUps = createAttemptLimiter(options.db, {
    scope: 'sign-up-address',
    limit: SIGN_UP_ADDRESS_LIMIT,
    windowMinutes: SIGN_UP_ADDRESS_WINDOW_MINUTES,
  });
  app.post(`${AUTH_BASE_PATH}/sign-up/email`, async (request, reply) => {
    if (!options.limitAddresses) return sendWebResponse(request, reply, await auth.handler(toWebRequest(request)));
    const wait = await signUps.consume(request.ip);
    if (wait > 0) throw new TooManyRequestsError(message(AUTH_MESSAGES.tooManySignUps, { wait: describeWait(wait) }), wait);
    const response = await auth.handler(toWebRequest(request));
    if (!response.ok) await signUps.refund(request.ip);
    return sendWebResponse(request, reply, response);
  });

  app.post(`${AUTH_BASE_PATH}/request-password-reset`, async (request, reply) => {
    requireEmail(request.body);
    return sendWebResponse(request, reply, await auth.handler(toWebRequest(request)));
  });

  app.post(`${AUTH_BASE_PATH}/sign-out`, async (request, reply) => {
    const token = request.sessionToken();
    const response = await auth.handler(toWebRequest(request));
    if (response.ok && token) options.onSignOut(token);
    return sendWebResponse(request, reply, response);
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => sendWebResponse(request, reply, await auth.handler(toWebRequest(request))),
  });
}
