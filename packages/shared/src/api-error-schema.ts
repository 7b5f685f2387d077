import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

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
