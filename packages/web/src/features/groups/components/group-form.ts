import { GROUP_ICON_MAX_BYTES, GROUP_MESSAGES, type MessageId } from '@scoreline/shared';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

// What the create and update group forms share, as plain functions (the forms' rules, tested without a page).

/** The fields create and update share, as typed: numbers stay text until sent. */
export interface GroupBasics {
  name: string;
  description: string;
  isPublic: boolean;
  pin: string;
  maxMembers: string;
}

/** "" stays null so the spec's "missing value" message can show; anything else becomes a whole number. */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Math.trunc(Number(value)));

/** Public or private; making the group public clears the PIN typed so far. */
export const withPrivacy = (basics: GroupBasics, isPublic: boolean): GroupBasics => ({
  ...basics,
  isPublic,
  pin: isPublic ? '' : basics.pin,
});

/** The icon types the server takes (the file input offers only these). */
export const ICON_TYPES = ['image/png', 'image/jpeg'];

/** Why a chosen icon cannot be sent (the server refuses it too), or null. */
export function iconProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ICON_TYPES.includes(file.type)) return t(GROUP_MESSAGES.iconType);
  if (file.size > GROUP_ICON_MAX_BYTES) return t(GROUP_MESSAGES.iconTooLarge);
  return null;
}

/**
 * The banner after a failed save: the API's own refusal (4xx) says what to fix, so it shows as it is; anything else
 * (a 5xx, no connection) gets the form's "failed" text first (`failedText` takes the `{reason}`).
 */
export function saveFailureMessage(failure: unknown, failedText: MessageId): string {
  return failure instanceof ApiError && failure.status < 500 ? failure.message : t(failedText, { reason: errorMessage(failure) });
}
