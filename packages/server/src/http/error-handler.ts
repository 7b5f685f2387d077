import { ERROR_CODES, type Locale, type MessageId, SERVER_MESSAGES } from '@scoreline/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isVanishedReference } from '../lib/database-errors.js';
import { AppError, TooManyRequestsError, UpstreamError } from '../lib/errors.js';
import { headerLocale, readerLocale, translateText } from './reader-locale.js';
import { issueText } from './zod-issue-text.js';

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

const body = (code: string, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

const M = SERVER_MESSAGES;

/** Fastify's own client errors (bad JSON, wrong content type, body too large...) keep their 4xx status. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: MessageId }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.badRequest, message: M.bodyEmpty },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ERROR_CODES.badRequest, message: M.bodyNotJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ERROR_CODES.payloadTooLarge, message: M.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ERROR_CODES.unsupportedMediaType, message: M.contentTypeUnsupported },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ERROR_CODES.badRequest, message: M.contentLengthInvalid },
  FST_REQ_FILE_TOO_LARGE: { code: ERROR_CODES.payloadTooLarge, message: M.iconTooLarge },
  FST_FILES_LIMIT: { code: ERROR_CODES.badRequest, message: M.oneFileAtMost },
  FST_PARTS_LIMIT: { code: ERROR_CODES.badRequest, message: M.tooManyParts },
  FST_FIELDS_LIMIT: { code: ERROR_CODES.badRequest, message: M.tooManyFields },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: ERROR_CODES.unsupportedMediaType, message: M.contentTypeUnsupported },
  FST_PROTO_VIOLATION: { code: ERROR_CODES.badRequest, message: M.formInvalid },
};

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
      const issues = error.validation.map((issue) => ({ path: issue.instancePath, message: issueText(locale, issue) }));
      return reply.status(400).send(body(ERROR_CODES.validation, issues[0]?.message ?? say(M.invalidRequest), issues));
    }
    if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const known = FASTIFY_CLIENT_ERRORS[error.code]!;
      return reply.status(error.statusCode ?? 400).send(body(known.code, say(known.message)));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body(ERROR_CODES.tooManyRequests, say(M.tooManyRequests)));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(ERROR_CODES.badRequest, say(error.message)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body(ERROR_CODES.unavailable, say(M.unavailable)));
    }
    if (isVanishedReference(error)) {
      request.log.warn({ err: error }, 'a referenced row went away meanwhile');
      return reply.status(409).send(body(ERROR_CODES.conflict, say(M.changedMeanwhile)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(ERROR_CODES.internal, say(M.internal)));
  });
}

/** A JSON 404 for unknown API paths, in the reader's language (by the header: an unknown path reads no session). */
export function apiNotFound(request: FastifyRequest): ErrorBody {
  return body(ERROR_CODES.notFound, translateText(headerLocale(request), M.nothingHere));
}

/** The body of an error raised outside the handler (better-auth's answers), in `locale`. */
export const errorBody = (locale: Locale, code: string, text: Parameters<typeof translateText>[1]): ErrorBody =>
  body(code, translateText(locale, text));
