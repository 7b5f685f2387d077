import type { z } from 'zod';
import { MAX_MEMBERS_MAX, MAX_MEMBERS_MIN, PIN_LENGTH } from './constants.js';
import type { createGroupSchema } from './groups.js';
import type { MessageId } from './i18n/translate.js';
import { GROUP_MESSAGES } from './messages.js';

// Group form checks and wording, for the forms and the endpoints (no zod here: the pages that use them load none).

/** Keeps the digits of a PIN box's input (non-digits are stripped), at most `PIN_LENGTH`. */
export function pinDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

const addDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The first problem of a group form, in the product's order (name, scoring, PIN, max members, season), or null. */
export function groupFieldsError(fields: {
  name: string;
  isPublic: boolean;
  pin: string | null;
  maxMembers: number | null;
  /** A custom system's points (the presets' are fixed); `goalDifferencePoints` null: not counted. */
  scoring?: {
    exactScorePoints: number | null;
    correctResultPoints: number | null;
    incorrectPoints: number | null;
    goalDifferencePoints?: number | null;
  };
}): MessageId | null {
  if (fields.name.trim() === '') return GROUP_MESSAGES.nameRequired;
  if (fields.scoring) {
    const { exactScorePoints, correctResultPoints, incorrectPoints } = fields.scoring;
    if (exactScorePoints === null || correctResultPoints === null || incorrectPoints === null) return GROUP_MESSAGES.scoringMissing;
    if (incorrectPoints > 0) return GROUP_MESSAGES.incorrectPointsPositive;
    if (exactScorePoints < 0 || correctResultPoints < 0) return GROUP_MESSAGES.pointsNegative;
    if ((fields.scoring.goalDifferencePoints ?? 0) < 0) return GROUP_MESSAGES.goalDifferencePointsNegative;
  }
  if (!fields.isPublic && (fields.pin ?? '') === '') return GROUP_MESSAGES.pinRequired;
  if (!fields.isPublic && !new RegExp(`^\\d{${PIN_LENGTH}}$`).test(fields.pin ?? '')) return GROUP_MESSAGES.pinFormat;
  if (fields.maxMembers === null) return GROUP_MESSAGES.maxMembersMissing;
  if (fields.maxMembers < MAX_MEMBERS_MIN || fields.maxMembers > MAX_MEMBERS_MAX) return GROUP_MESSAGES.maxMembersRange;
  return null;
}

/** The season block's first problem, or null. `today` is the viewer's (or server's) date, yyyy-mm-dd. */
export function seasonFieldsError(
  season: { name: string; startDate: string | null; endDate: string | null },
  today: string,
): MessageId | null {
  if (season.name.trim() === '') return GROUP_MESSAGES.seasonNameRequired;
  if (season.startDate && season.startDate < today) return GROUP_MESSAGES.seasonStartPast;
  if (season.endDate && !season.startDate) return GROUP_MESSAGES.seasonEndWithoutStart;
  if (season.startDate && season.endDate && season.endDate < addDays(season.startDate, 1)) return GROUP_MESSAGES.seasonEndBeforeStart;
  return null;
}

/** The whole create form's first problem, in the spec's order. */
export function createGroupError(input: z.output<typeof createGroupSchema>, today: string): MessageId | null {
  const custom = input.scoringSystem === 'custom';
  return (
    groupFieldsError({
      ...input,
      scoring: custom ? input : undefined,
    }) ?? seasonFieldsError(input.season, today)
  );
}

/** The earliest end date a season starting on `startDate` may have. */
export function earliestSeasonEnd(startDate: string): string {
  return addDays(startDate, 1);
}

// ----- API shapes -----
