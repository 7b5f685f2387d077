import { createHash } from 'node:crypto';
import { GROUP_ICON_MAX_BYTES, GROUP_MESSAGES } from '@scoreline/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ValidationError } from '../../lib/errors.js';

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg']);
export const ICON_SIZE = 256;
export const ICON_CONTENT_TYPE = 'image/webp';

export interface ProcessedIcon {
  body: Buffer;
  /** Content hash: a new icon gets a new URL, so caches never show the old one. */
  hash: string;
}

/**
 * Checks an uploaded icon by its bytes (PNG or JPEG, whatever its name says), then re-encodes it as a small
 * square WebP: EXIF and other metadata are dropped, and odd or hostile encodings do not reach browsers.
 */
export async function processGroupIcon(upload: Buffer): Promise<ProcessedIcon> {
  if (upload.length === 0) throw new ValidationError(GROUP_MESSAGES.iconMissing);
  if (upload.length > GROUP_ICON_MAX_BYTES) throw new ValidationError(GROUP_MESSAGES.iconTooLarge);
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new ValidationError(GROUP_MESSAGES.iconType);
  let body: Buffer;
  try {
    body = await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate() // honour the EXIF orientation before the metadata goes
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new ValidationError(GROUP_MESSAGES.iconType);
  }
  return { body, hash: createHash('sha256').update(body).digest('hex').slice(0, 16) };
}

export function groupIconKey(groupId: string, hash: string): string {
  return `group-icons/group-${groupId}-${hash}.webp`;
}

export function groupIconUrl(key: string): string {
  return `/media/${key}`;
}

/** The storage key of an icon URL this server gave out (null for none, or one not in our storage). */
export function groupIconKeyOfUrl(url: string | null): string | null {
  return url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
}
