import { z } from 'zod';
import { DEFAULT_LEAD_MINUTES, DEFAULT_MATCHDAYS_AHEAD, MAX_LEAD_MINUTES, MAX_MATCHDAYS_AHEAD } from './constants.js';
import { FOLLOW_MESSAGES } from './messages.js';

/** A whole number in [min, max], one message for every way to miss. */
const wholeNumber = (min: number, max: number, message: string) => z.number().int(message).min(min, message).max(max, message);

/** The owner's choice: the competition, and the autopilot's two settings. */
export const followCompetitionSchema = z.object({
  competitionId: z.number().int().positive(),
  leadMinutes: wholeNumber(0, MAX_LEAD_MINUTES, FOLLOW_MESSAGES.leadRange).default(DEFAULT_LEAD_MINUTES),
  matchdaysAhead: wholeNumber(1, MAX_MATCHDAYS_AHEAD, FOLLOW_MESSAGES.aheadRange).default(DEFAULT_MATCHDAYS_AHEAD),
});
export type FollowCompetitionInput = z.input<typeof followCompetitionSchema>;

export const competitionFollowSchema = z.object({
  competitionId: z.number(),
  competitionName: z.string(),
  leadMinutes: z.number(),
  matchdaysAhead: z.number(),
  /** The group closes each match at its own kick-off: the lead time does not apply. */
  closesAtKickOff: z.boolean(),
  /** The group's season the autopilot fills. */
  seasonId: z.string(),
});
export type CompetitionFollow = z.infer<typeof competitionFollowSchema>;

/** A group's follow (null when it builds its gameweeks by hand). */
export const groupCompetitionSchema = z.object({
  follow: competitionFollowSchema.nullable(),
  /** Gameweeks the autopilot made in this request (following starts at once). */
  created: z.number().optional(),
});
export type GroupCompetition = z.infer<typeof groupCompetitionSchema>;
