import { GROUP_MESSAGES, SERVER_MESSAGES, message } from '@scoreline/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, ValidationError, issueText } from '../../lib/errors.js';

const MALFORMED_FORM = SERVER_MESSAGES.formUnreadable;
import { type ProcessedIcon, processGroupIcon } from './group-icon.js';

/**
 * Reads a group form: JSON, or multipart with the fields as JSON in a `data` part and an optional `icon` file.
 * The fields are validated with `schema`; the icon is checked by its bytes and re-encoded.
 */
export async function readGroupForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ fields: z.output<S>; icon: ProcessedIcon | null }> {
  let raw: unknown = request.body;
  let upload: Buffer | null = null;
  if (request.isMultipart()) {
    raw = undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'icon') throw new ValidationError(message(GROUP_MESSAGES.unexpectedFile, { field: part.fieldname }));
          upload = await part.toBuffer();
        } else if (part.fieldname === 'data') {
          try {
            raw = JSON.parse(String(part.value));
          } catch {
            throw new ValidationError(GROUP_MESSAGES.formNotJson);
          }
        }
      }
    } catch (error) {
      // The form parser's own errors (a body cut short, a broken part header) are the client's: 400, not 500.
      // Limits (file too large, too many parts) carry their status and are rendered by the error handler.
      if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
      throw new ValidationError(MALFORMED_FORM);
    }
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success)
    throw new ValidationError(issueText(parsed.error.issues[0]?.message ?? SERVER_MESSAGES.invalidRequest), parsed.error.issues);
  return { fields: parsed.data, icon: upload ? await processGroupIcon(upload) : null };
}
