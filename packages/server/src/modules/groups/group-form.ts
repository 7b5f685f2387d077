import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
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
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'icon') throw new ValidationError(`Unexpected file "${part.fieldname}".`);
        upload = await part.toBuffer();
      } else if (part.fieldname === 'data') {
        try {
          raw = JSON.parse(String(part.value));
        } catch {
          throw new ValidationError('The form data is not valid JSON.');
        }
      }
    }
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid request.', parsed.error.issues);
  return { fields: parsed.data, icon: upload ? await processGroupIcon(upload) : null };
}
