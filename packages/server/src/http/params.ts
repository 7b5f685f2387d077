import { z } from 'zod';
import { NotFoundError } from '../lib/errors.js';

const uuid = z.uuid();

/** An id from the URL: anything that is not a uuid names nothing, so it is a 404, not a 400. */
export function entityId(value: string, entity: string): string {
  if (!uuid.safeParse(value).success) throw new NotFoundError(`The ${entity} you are looking for does not exist.`);
  return value;
}
