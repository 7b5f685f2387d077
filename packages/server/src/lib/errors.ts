import { AUTH_MESSAGES, ERROR_CODES, type ErrorCode, type Message, type MessageId, SERVER_MESSAGES } from '@scoreline/shared';

/** What an error says: a catalogue message (its English text) or one with values, put in the reader's language when sent. */
export type ErrorText = MessageId | Message;

/**
 * A zod issue's message as an error's text. The schemas' messages are catalogue ids (each schema's test checks
 * them); zod's own default for a case a schema did not word goes out in English, as the handler does for any text
 * that is not in the catalogue.
 */
export const issueText = (text: string): ErrorText => text as MessageId;

/**
 * A failure the client caused or may see; rendered as `{ error: { code, message, details? } }`, its message in
 * the reader's language (http/error-handler.ts). The Error's own message is the English id, for the logs.
 */
export class AppError extends Error {
  readonly text: ErrorText;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    text: ErrorText,
    readonly details?: unknown,
  ) {
    super(typeof text === 'string' ? text : text.id);
    this.text = text;
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: ErrorText, details?: unknown) {
    super(400, ERROR_CODES.validation, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: ErrorText = AUTH_MESSAGES.notAuthenticated) {
    super(401, ERROR_CODES.unauthorized, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: ErrorText = SERVER_MESSAGES.noAccess, details?: unknown) {
    super(403, ERROR_CODES.forbidden, message, details);
  }
}

/** A non-member asked for something of a group: the answer names the group, so the page can lead to it (and its join prompt). */
export class NotMemberError extends ForbiddenError {
  constructor(message: ErrorText, groupId: string) {
    super(message, { groupId });
  }
}

export class NotFoundError extends AppError {
  constructor(message: ErrorText = SERVER_MESSAGES.notFound) {
    super(404, ERROR_CODES.notFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: ErrorText, details?: unknown) {
    super(409, ERROR_CODES.conflict, message, details);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: ErrorText,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODES.tooManyRequests, message);
  }
}

/** A service we depend on (football data) failed or is busy: 503, with its plain explanation. */
export class UpstreamError extends AppError {
  constructor(
    message: ErrorText,
    readonly retryAfterSeconds?: number,
  ) {
    super(503, ERROR_CODES.upstreamUnavailable, message);
  }
}
