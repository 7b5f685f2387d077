import { z } from 'zod';

/** Stable error codes of the API's `{ error: { code, message } }` body. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  crossSite: 'CROSS_SITE_REQUEST',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: unknown };
}

/**
 * The one error body of the API, `{ error: { code, message, details? } }`: every 4xx and 5xx answer has it.
 * Routes name it for each error status they can answer (it is also the OpenAPI document's `ApiError`).
 */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z
        .string()
        .describe(
          `A stable code: one of ${Object.values(ERROR_CODES).join(', ')}; better-auth's own codes (such as EMAIL_NOT_VERIFIED or WEAK_PASSWORD) on /api/v1/auth.`,
        ),
      message: z.string().describe("Plain text a person can act on (the spec's wording where it has one)."),
      details: z
        .unknown()
        .optional()
        .describe('More about the failure where useful: the validation issues, or `{ groupId }` for a non-member.'),
    }),
  })
  .meta({ id: 'ApiError', description: 'The one error shape of the API.' });

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
