import { ERROR_CODES } from '@scoreline/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isVanishedReference } from '../lib/database-errors.js';
import { AppError, TooManyRequestsError, UpstreamError } from '../lib/errors.js';
import { headerLocale, readerLocale, translateText } from './reader-locale.js';

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

const body = (code: string, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/** Fastify's own client errors (bad JSON, wrong content type, body too large...) keep their 4xx status. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.badRequest, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ERROR_CODES.badRequest, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ERROR_CODES.payloadTooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ERROR_CODES.unsupportedMediaType, message: 'This content type is not supported.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ERROR_CODES.badRequest, message: 'The content length is not valid.' },
  FST_REQ_FILE_TOO_LARGE: { code: ERROR_CODES.payloadTooLarge, message: 'The icon must be 8 MB or smaller.' },
  FST_FILES_LIMIT: { code: ERROR_CODES.badRequest, message: 'Send one file at most.' },
  FST_PARTS_LIMIT: { code: ERROR_CODES.badRequest, message: 'The form has too many parts.' },
  FST_FIELDS_LIMIT: { code: ERROR_CODES.badRequest, message: 'The form has too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: ERROR_CODES.unsupportedMediaType, message: 'This content type is not supported.' },
  FST_PROTO_VIOLATION: { code: ERROR_CODES.badRequest, message: 'The form is not valid.' },
};

export const UNAVAILABLE_MESSAGE = 'Scoreline is busy or briefly unavailable. Please try again in a moment.';

/**
 * One error shape for the whole API: `{ error: { code, message, details? } }`. Client mistakes are 4xx with
 * a message a person can act on; a database that
 * cannot answer (down, frozen, overloaded, timed out) is a 503; anything else is a 500 with a generic message, logged with the request id.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Every message goes out in the reader's language (the database being away leaves the header to decide).
    const locale = isDatabaseUnavailable(error) ? headerLocale(request) : await readerLocale(request);
    const say = (text: Parameters<typeof translateText>[1]) => translateText(locale, text);
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof UpstreamError && error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body(error.code, say(error.text), error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({ path: issue.instancePath, message: say(issue.message ?? '') }));
      return reply.status(400).send(body(ERROR_CODES.validation, issues[0]?.message ?? say('Invalid request.'), issues));
    }
    if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const known = FASTIFY_CLIENT_ERRORS[error.code]!;
      return reply.status(error.statusCode ?? 400).send(body(known.code, say(known.message)));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body(ERROR_CODES.tooManyRequests, say('Too many requests. Please slow down and try again shortly.')));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(ERROR_CODES.badRequest, say(error.message)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body(ERROR_CODES.unavailable, say(UNAVAILABLE_MESSAGE)));
    }
    if (isVanishedReference(error)) {
      request.log.warn({ err: error }, 'a referenced row went away meanwhile');
      return reply.status(409).send(body(ERROR_CODES.conflict, say('This changed while you were doing it. Please reload and try again.')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(ERROR_CODES.internal, say('Something went wrong on our side. Please try again.')));
  });
}

/** A JSON 404 for unknown API paths. */
export function apiNotFound(): ErrorBody {
  return body(ERROR_CODES.notFound, 'There is nothing at this address.');
}
