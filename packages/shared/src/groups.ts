import { z } from 'zod';
import { MULTI_LINE, SINGLE_LINE, TEXT_MESSAGES } from './text.js';
import { groupViewerSchema, memberViewerSchema } from './policy/viewer-schemas.js';
import { GROUP_MESSAGES } from './messages.js';
import { CLASSIC_SCORING, DEFAULT_SEASON_NAME } from './constants.js';

export const scoringSystemSchema = z.enum(['classic', 'goal_difference', 'custom']);
export type ScoringSystem = z.infer<typeof scoringSystemSchema>;

/** "Predictions close": every match at the gameweek deadline (the default), or each at its own kick-off. */
export const predictionsCloseSchema = z.enum(['deadline', 'kickoff']);
export type PredictionsClose = z.infer<typeof predictionsCloseSchema>;

// Every message below is a catalogue id (the server's error handler translates it): numbers are written out.
const POINTS_LIMIT = 1000;
const POINTS_RANGE = 'Points must be between -1000 and 1000.';
const optionalPoints = z
  .number()
  .int('Points must be whole numbers.')
  .min(-POINTS_LIMIT, POINTS_RANGE)
  .max(POINTS_LIMIT, POINTS_RANGE)
  .nullable();
const optionalCount = z.number().int('Please enter a whole number.').min(-1_000_000).max(1_000_000).nullable();
/** Dates from 2000 to 2100: enough for any season, and far from the edges where date arithmetic breaks. */
const isoDate = z.iso
  .date('Please enter a valid date.')
  .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', 'Please choose a date between 2000 and 2100.')
  .nullable();

/** The group fields a form sends (create and update share them; on update the scoring left out stays as it is). */
export const groupFieldsSchema = z.object({
  name: z
    .string({ error: GROUP_MESSAGES.nameRequired })
    .max(80, 'Group names can be at most 80 characters.')
    .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters.groupNames),
  description: z
    .string()
    .max(500, 'Descriptions can be at most 500 characters.')
    .regex(MULTI_LINE, TEXT_MESSAGES.controlCharacters.descriptions)
    .default(''),
  scoringSystem: scoringSystemSchema.default('classic'),
  exactScorePoints: optionalPoints.default(CLASSIC_SCORING.exactScorePoints),
  correctResultPoints: optionalPoints.default(CLASSIC_SCORING.correctResultPoints),
  incorrectPoints: optionalPoints.default(CLASSIC_SCORING.incorrectPoints),
  /** Custom only: points for the right goal difference (not exact); null (blank) when it does not count. */
  goalDifferencePoints: optionalPoints.default(null),
  /** The joker: once per gameweek a player doubles one match's points. */
  jokersEnabled: z.boolean().default(false),
  isPublic: z.boolean().default(true),
  pin: z.string().max(10).nullable().default(null),
  maxMembers: optionalCount.default(null),
  predictionsClose: predictionsCloseSchema.default('deadline'),
});
export type GroupFields = z.infer<typeof groupFieldsSchema>;

export const seasonFieldsSchema = z.object({
  name: z
    .string()
    .max(80, 'Season names can be at most 80 characters.')
    .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters.seasonNames)
    .default(DEFAULT_SEASON_NAME),
  startDate: isoDate.default(null),
  endDate: isoDate.default(null),
});

export const createGroupSchema = groupFieldsSchema.extend({ season: seasonFieldsSchema });
export type CreateGroupInput = z.input<typeof createGroupSchema>;

export const updateGroupSchema = groupFieldsSchema.extend({
  // Left out: kept as it is (it may change only while no gameweek is running).
  predictionsClose: predictionsCloseSchema.optional(),
  // Scoring and jokers left out: kept as they are. A custom system takes its points from the fields below.
  scoringSystem: scoringSystemSchema.optional(),
  exactScorePoints: optionalPoints.optional(),
  correctResultPoints: optionalPoints.optional(),
  incorrectPoints: optionalPoints.optional(),
  goalDifferencePoints: optionalPoints.optional(),
  jokersEnabled: z.boolean().optional(),
  /** The owner confirmed that a change of scoring or jokers re-marks every marked gameweek of the group. */
  confirmRescore: z.boolean().default(false),
});
export type UpdateGroupInput = z.input<typeof updateGroupSchema>;

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
  /** Null when the scoring does not count the right goal difference. */
  goalDifferencePoints: z.number().nullable(),
  jokersEnabled: z.boolean(),
  predictionsClose: predictionsCloseSchema,
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
  isPlaceholder: z.boolean(),
  isOwner: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** A page of the member list, each with what the viewer may do to that member. */
export const memberPageSchema = z.object({ members: z.array(memberSchema.extend({ viewer: memberViewerSchema })), total: z.number() });
export type MemberPage = z.infer<typeof memberPageSchema>;

export const joinGroupSchema = z.object({ pin: z.string().max(10).optional() });
export const memberRoleSchema = z.object({ isAdmin: z.boolean() });
export const placeholderMemberSchema = z.object({
  username: z
    .string({ error: GROUP_MESSAGES.placeholderUsernameRequired })
    .trim()
    .min(1, GROUP_MESSAGES.placeholderUsernameRequired)
    .max(40, 'Usernames can be at most 40 characters.')
    .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters.usernames),
});
