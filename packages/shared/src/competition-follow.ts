import { z } from 'zod';
import { DEFAULT_LEAD_MINUTES, DEFAULT_MATCHDAYS_AHEAD, MAX_LEAD_MINUTES, MAX_MATCHDAYS_AHEAD } from './constants.js';
import { FOLLOW_MESSAGES } from './messages.js';

/** The owner's choice: the competition, and the autopilot's two settings. */
export const followCompetitionSchema = z.object({
  competitionId: z.number().int().positive(),
  leadMinutes: z
    .number()
    .int(FOLLOW_MESSAGES.leadRange)
    .min(0, FOLLOW_MESSAGES.leadRange)
    .max(MAX_LEAD_MINUTES, FOLLOW_MESSAGES.leadRange)
    .default(DEFAULT_LEAD_MINUTES),
  matchdaysAhead: z
    .number()
    .int(FOLLOW_MESSAGES.aheadRange)
    .min(1, FOLLOW_MESSAGES.aheadRange)
    .max(MAX_MATCHDAYS_AHEAD, FOLLOW_MESSAGES.aheadRange)
    .default(DEFAULT_MATCHDAYS_AHEAD),
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
