import { ERROR_CODES, type ErrorCode } from '@scoreline/shared';

/** A failure the client caused or may see; rendered as `{ error: { code, message, details? } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, ERROR_CODES.validation, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'User not authenticated') {
    super(401, ERROR_CODES.unauthorized, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this page', details?: unknown) {
    super(403, ERROR_CODES.forbidden, message, details);
  }
}

/** A non-member asked for something of a group: the answer names the group, so the page can lead to it (and its join prompt). */
export class NotMemberError extends ForbiddenError {
  constructor(message: string, groupId: string) {
    super(message, { groupId });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, ERROR_CODES.notFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, ERROR_CODES.conflict, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODES.tooManyRequests, message);
  }
}

/** A service we depend on (football data) failed or is busy: 503, with its plain explanation. */
export class UpstreamError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(503, ERROR_CODES.upstreamUnavailable, message);
  }
}
