import { z } from 'zod';
import { MULTI_LINE, SINGLE_LINE, TEXT_MESSAGES } from './text.js';
import { groupViewerSchema, memberViewerSchema } from './policy/viewer-schemas.js';
import { GROUP_MESSAGES } from './messages.js';
import { CLASSIC_SCORING, DEFAULT_SEASON_NAME, MAX_MEMBERS_MAX, MAX_MEMBERS_MIN, PIN_LENGTH } from './constants.js';

export const scoringSystemSchema = z.enum(['classic', 'custom']);
export type ScoringSystem = z.infer<typeof scoringSystemSchema>;

const POINTS_LIMIT = 1000;
const optionalPoints = z
  .number()
  .int('Points must be whole numbers.')
  .min(-POINTS_LIMIT, `Points must be between -${POINTS_LIMIT} and ${POINTS_LIMIT}.`)
  .max(POINTS_LIMIT, `Points must be between -${POINTS_LIMIT} and ${POINTS_LIMIT}.`)
  .nullable();
const optionalCount = z.number().int('Please enter a whole number.').min(-1_000_000).max(1_000_000).nullable();
/** Dates from 2000 to 2100: enough for any season, and far from the edges where date arithmetic breaks. */
const isoDate = z.iso
  .date('Please enter a valid date.')
  .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', 'Please choose a date between 2000 and 2100.')
  .nullable();

/** The group fields a form sends (create and update share them; update ignores scoring). */
export const groupFieldsSchema = z.object({
  name: z
    .string({ error: GROUP_MESSAGES.nameRequired })
    .max(80, 'Group names can be at most 80 characters.')
    .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters('Group names')),
  description: z
    .string()
    .max(500, 'Descriptions can be at most 500 characters.')
    .regex(MULTI_LINE, TEXT_MESSAGES.controlCharacters('Descriptions'))
    .default(''),
  scoringSystem: scoringSystemSchema.default('classic'),
  exactScorePoints: optionalPoints.default(CLASSIC_SCORING.exactScorePoints),
  correctResultPoints: optionalPoints.default(CLASSIC_SCORING.correctResultPoints),
  incorrectPoints: optionalPoints.default(CLASSIC_SCORING.incorrectPoints),
  isPublic: z.boolean().default(true),
  pin: z.string().max(10).nullable().default(null),
  maxMembers: optionalCount.default(null),
});
export type GroupFields = z.infer<typeof groupFieldsSchema>;

export const seasonFieldsSchema = z.object({
  name: z
    .string()
    .max(80, 'Season names can be at most 80 characters.')
    .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters('Season names'))
    .default(DEFAULT_SEASON_NAME),
  startDate: isoDate.default(null),
  endDate: isoDate.default(null),
});

export const createGroupSchema = groupFieldsSchema.extend({ season: seasonFieldsSchema });
export type CreateGroupInput = z.input<typeof createGroupSchema>;

export const updateGroupSchema = groupFieldsSchema.omit({
  scoringSystem: true,
  exactScorePoints: true,
  correctResultPoints: true,
  incorrectPoints: true,
});
export type UpdateGroupInput = z.input<typeof updateGroupSchema>;

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
  scoring?: { exactScorePoints: number | null; correctResultPoints: number | null; incorrectPoints: number | null };
}): string | null {
  if (fields.name.trim() === '') return GROUP_MESSAGES.nameRequired;
  if (fields.scoring) {
    const { exactScorePoints, correctResultPoints, incorrectPoints } = fields.scoring;
    if (exactScorePoints === null || correctResultPoints === null || incorrectPoints === null) return GROUP_MESSAGES.scoringMissing;
    if (incorrectPoints > 0) return GROUP_MESSAGES.incorrectPointsPositive;
    if (exactScorePoints < 0 || correctResultPoints < 0) return GROUP_MESSAGES.pointsNegative;
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
): string | null {
  if (season.name.trim() === '') return GROUP_MESSAGES.seasonNameRequired;
  if (season.startDate && season.startDate < today) return GROUP_MESSAGES.seasonStartPast;
  if (season.endDate && !season.startDate) return GROUP_MESSAGES.seasonEndWithoutStart;
  if (season.startDate && season.endDate && season.endDate < addDays(season.startDate, 1)) return GROUP_MESSAGES.seasonEndBeforeStart;
  return null;
}

/** The whole create form's first problem, in the spec's order. */
export function createGroupError(input: z.output<typeof createGroupSchema>, today: string): string | null {
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

export function scoringSystemText(group: {
  scoringSystem: ScoringSystem;
  exactScorePoints: number;
  correctResultPoints: number;
  incorrectPoints: number;
}): string {
  const points = (n: number) => `${n} point${Math.abs(n) === 1 ? '' : 's'}`;
  const detail = `${points(group.exactScorePoints)} for an exact score, ${points(group.correctResultPoints)} for a correct result, ${points(group.incorrectPoints)} for an incorrect result`;
  return `${group.scoringSystem === 'classic' ? 'Classic' : 'Custom'}: ${detail}`;
}

// ----- API shapes -----

export const groupCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  memberCount: z.number(),
  maxMembers: z.number(),
  isPublic: z.boolean(),
});
export type GroupCard = z.infer<typeof groupCardSchema>;

export const groupListSchema = z.object({ yourGroups: z.array(groupCardSchema), publicGroups: z.array(groupCardSchema) });
export type GroupList = z.infer<typeof groupListSchema>;

export const seasonSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

export const groupDetailSchema = groupCardSchema.extend({
  description: z.string().nullable(),
  createdAt: z.string(),
  scoringSystem: scoringSystemSchema,
  exactScorePoints: z.number(),
  correctResultPoints: z.number(),
  incorrectPoints: z.number(),
  /** Null, like the season, for a non-member of a private group: they see the join prompt only. */
  owner: z.object({ id: z.string(), username: z.string() }).nullable(),
  activeSeason: seasonSummarySchema.nullable(),
  viewer: groupViewerSchema,
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const memberSchema = z.object({
  id: z.string(),
  membershipId: z.string(),
  username: z.string(),
  bgColour: z.string(),
  isAdmin: z.boolean(),
  isFake: z.boolean(),
  isOwner: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** A page of the member list, each with what the viewer may do to that member. */
export const memberPageSchema = z.object({ members: z.array(memberSchema.extend({ viewer: memberViewerSchema })), total: z.number() });
export type MemberPage = z.infer<typeof memberPageSchema>;

export const joinGroupSchema = z.object({ pin: z.string().max(10).optional() });
export const memberRoleSchema = z.object({ isAdmin: z.boolean() });
export const fakeMemberSchema = z.object({
  username: z
    .string({ error: GROUP_MESSAGES.fakeUsernameRequired })
    .trim()
    .min(1, GROUP_MESSAGES.fakeUsernameRequired)
    .max(40, 'Usernames can be at most 40 characters.')
    .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters('Usernames')),
});
