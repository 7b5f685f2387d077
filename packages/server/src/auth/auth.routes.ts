import { AUTH_MESSAGES, ERROR_CODES, SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MINUTES } from '@scoreline/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { createAttemptLimiter, describeWait } from '../lib/attempt-limiter.js';
import { TooManyRequestsError, ValidationError } from '../lib/errors.js';
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from './auth.js';

/** better-auth error codes whose text the product words differently. */
const MESSAGE_FOR_CODE: Record<string, string> = {
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotVerified,
  INVALID_TOKEN: AUTH_MESSAGES.resetLinkInvalid,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.weakPassword,
};

const CODE_FOR_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  422: ERROR_CODES.validation,
  429: ERROR_CODES.tooManyRequests,
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

/** Renders better-auth's `{ code, message }` errors in the API's one error shape. */
function toApiError(status: number, text: string): { error: { code: string; message: string } } {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // a plain-text or empty body: fall through to the status defaults
  }
  const code = typeof parsed.code === 'string' && parsed.code ? parsed.code : (CODE_FOR_STATUS[status] ?? ERROR_CODES.badRequest);
  const message =
    MESSAGE_FOR_CODE[code] ??
    (typeof parsed.message === 'string' && parsed.message ? parsed.message : 'The request could not be completed.');
  return { error: { code, message } };
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    return reply.header('content-type', 'application/json; charset=utf-8').send(toApiError(response.status, text));
  }
  return reply.send(text === '' ? undefined : text);
}

function requireEmail(body: unknown): string {
  const email = typeof body === 'object' && body && 'email' in body ? (body as { email: unknown }).email : undefined;
  if (typeof email !== 'string' || email.trim() === '') throw new ValidationError(AUTH_MESSAGES.emailRequired);
  return email.trim().toLowerCase();
}

/**
 * Serves better-auth under /api/v1/auth. Sign-in is guarded twice: better-auth's per-IP request limiter and,
 * here, a per-email limit on failed attempts (shared by all instances) against password guessing.
 */
export async function registerAuthRoutes(app: FastifyInstance, options: { auth: Auth; db: Database }): Promise<void> {
  const { auth } = options;
  const signInFailures = createAttemptLimiter(options.db, {
    scope: 'sign-in',
    limit: SIGN_IN_FAILURE_LIMIT,
    windowMinutes: SIGN_IN_FAILURE_WINDOW_MINUTES,
  });

  app.post(`${AUTH_BASE_PATH}/sign-in/email`, async (request, reply) => {
    const email = requireEmail(request.body);
    const password = (request.body as { password?: unknown }).password;
    if (typeof password !== 'string' || password === '') throw new ValidationError(AUTH_MESSAGES.passwordRequired);
    const wait = await signInFailures.retryAfterSeconds(email);
    if (wait > 0) {
      throw new TooManyRequestsError(`Too many failed sign-in attempts. Please try again in ${describeWait(wait)}.`, wait);
    }
    const response = await auth.handler(toWebRequest(request));
    if (response.status === 401) await signInFailures.recordFailure(email);
    else if (response.ok) await signInFailures.reset(email);
    return sendWebResponse(reply, response);
  });

  app.post(`${AUTH_BASE_PATH}/request-password-reset`, async (request, reply) => {
    requireEmail(request.body);
    return sendWebResponse(reply, await auth.handler(toWebRequest(request)));
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => sendWebResponse(reply, await auth.handler(toWebRequest(request))),
  });
}
