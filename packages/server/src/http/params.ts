import { type NotFoundEntity, entityNotFoundMessage } from '@scoreline/shared';
import { z } from 'zod';
import { NotFoundError } from '../lib/errors.js';

const uuid = z.uuid();

/** Whether an id from the URL is a uuid (anything else names nothing). */
export const isEntityId = (value: string) => uuid.safeParse(value).success;

/**
 * An id from the URL, in the lower case PostgreSQL answers uuids in (so ids compare equal in code and cache keys
 * whatever case the URL used): anything that is not a uuid names nothing, so it is a 404, not a 400.
 */
export function entityId(value: string, entity: NotFoundEntity): string {
  if (!uuid.safeParse(value).success) throw new NotFoundError(entityNotFoundMessage(entity));
  return value.toLowerCase();
}
