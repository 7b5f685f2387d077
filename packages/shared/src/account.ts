import { z } from 'zod';
import { AUTH_MESSAGES } from './messages.js';
import { notificationSettingsSchema } from './notifications.js';
import { OUTCOMES } from './predictions.js';

/**
 * A player's own data: deleting the account (password typed again) and downloading everything stored about
 * them. The export holds the player's rows only; other players appear in none of it, not even by id.
 */
export const ACCOUNT_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete your account?',
  deleteExplained:
    'Your account, your predictions, scores and places in every group are deleted. A group you own passes to its longest-serving admin (or else member); a group with no other player is deleted. This cannot be undone.',
  wrongPassword: 'That password is not right. Please try again.',
  /** `wait`: a `WAIT_MESSAGES` message. */
  tooManyPasswordTries: 'Too many incorrect passwords. Please try again in {wait}.',
  deleted: 'Your account has been deleted.',
} as const;

export const deleteAccountSchema = z.object({
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

const groupContext = { groupId: z.string(), groupName: z.string() };
const seasonContext = { seasonId: z.string(), seasonName: z.string() };
const gameweekContext = { gameweekId: z.string(), gameweekNumber: z.number().int() };
const totals = {
  totalPoints: z.number().int(),
  correctScores: z.number().int(),
  correctDifferences: z.number().int(),
  correctResults: z.number().int(),
  jokerPoints: z.number().int(),
};

export const exportedPredictionSchema = z.object({
  ...groupContext,
  ...seasonContext,
  ...gameweekContext,
  matchId: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickOff: z.string(),
  predictedHome: z.number().int(),
  predictedAway: z.number().int(),
  finalHome: z.number().int().nullable(),
  finalAway: z.number().int().nullable(),
  points: z.number().int().nullable(),
  outcome: z.enum(OUTCOMES).nullable(),
  locked: z.boolean(),
  /** The player's joker of that gameweek. */
  joker: z.boolean(),
  /** Saved for the player by a group admin (who, is the admin's data: not exported). */
  enteredByAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExportedPrediction = z.infer<typeof exportedPredictionSchema>;

/** `GET /api/v1/me/export.json`: everything stored about the signed-in player. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    emailVerified: z.boolean(),
    bgColour: z.string(),
    /** The score card's remembered "Also save in my other groups". */
    alsoSaveInOtherGroups: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  /** How the player signs in (never the password hash). */
  signInMethods: z.array(z.object({ provider: z.string(), createdAt: z.string(), updatedAt: z.string() })),
  /** Signed-in devices (never the session token). */
  sessions: z.array(
    z.object({ createdAt: z.string(), expiresAt: z.string(), ipAddress: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
  memberships: z.array(z.object({ ...groupContext, isOwner: z.boolean(), isAdmin: z.boolean(), joinedAt: z.string() })),
  seasonsAdministered: z.array(z.object({ ...groupContext, ...seasonContext })),
  predictions: z.array(exportedPredictionSchema),
  gameweekScores: z.array(z.object({ ...groupContext, ...seasonContext, ...gameweekContext, ...totals, updatedAt: z.string() })),
  leaderboards: z.object({
    allTime: z.array(z.object({ ...groupContext, ...totals, pointsAdjustment: z.number().int(), updatedAt: z.string() })),
    /** `totalPoints` includes the season's settled bonus questions' points, `bonusPoints`. */
    seasons: z.array(z.object({ ...groupContext, ...seasonContext, ...totals, updatedAt: z.string(), bonusPoints: z.number().int() })),
    history: z.array(
      z.object({ ...groupContext, ...gameweekContext, position: z.number().int(), totalPoints: z.number().int(), updatedAt: z.string() }),
    ),
  }),
  /** Answers to bonus questions ("Who wins the league?"), with their points once settled. */
  bonusAnswers: z.array(
    z.object({
      ...groupContext,
      ...seasonContext,
      question: z.string(),
      answer: z.string(),
      points: z.number().int().nullable(),
      updatedAt: z.string(),
    }),
  ),
  /** The settings in force; `savedAt` null: never changed, the defaults apply. */
  notificationSettings: notificationSettingsSchema.extend({ savedAt: z.string().nullable() }),
  /** Devices that get push (never their endpoint or keys: only the push service's host). */
  pushDevices: z.array(z.object({ id: z.string(), label: z.string(), pushService: z.string(), createdAt: z.string() })),
  /** Reminders and results already sent (so none is sent twice). */
  notificationsSent: z.array(z.object({ kind: z.string(), subject: z.string(), sentAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The predictions CSV's columns, in order (put in the player's language when written). */
export const PREDICTIONS_CSV_HEADER = [
  'Group',
  'Season',
  'Gameweek',
  'Match',
  'Kick-off (UTC)',
  'Predicted score',
  'Final score',
  'Points',
] as const;

export const PREDICTIONS_CSV_MESSAGES = {
  match: '{homeTeam} v {awayTeam}',
} as const;
