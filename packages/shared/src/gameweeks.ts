import { z } from 'zod';
import { MATCH_STATUSES } from './football.js';

/** Gameweek texts the spec fixes (sections 2.8-2.10, 5 and 8). */
export const GAMEWEEK_MESSAGES = {
  deadlineRequired: 'Please enter a deadline for the gameweek.',
  matchesRequired: 'Please add some matches to the gameweek.',
  matchBeforeDeadline: 'One or more matches have a match time before the gameweek deadline.',
  customMatchBeforeDeadline: 'Match time cannot be earlier than the deadline.',
  customMatchIncomplete: 'Please enter the home team, the away team and the match time.',
  deadlinePast: 'The deadline cannot be in the past.',
  matchNotFound: 'One or more matches could not be found. Please pick them again.',
  noActiveSeason: 'The group has no active season. Start a season first.',
  lockChanged: 'Gameweek locked status changed.',
  linkCopied: 'Gameweek link copied!',
  notMember: 'You are not a member of this group.',
  deadlinePassed: 'The deadline has passed, so the gameweek stays locked.',
  finalScoresSaved: 'Final scores have been saved!',
  noGameweeks: 'No gameweeks yet.',
} as const;

const teamName = z.string().trim().min(1, GAMEWEEK_MESSAGES.customMatchIncomplete).max(60, 'Team names can be at most 60 characters.');
const instant = z.iso.datetime({ offset: true, error: 'Please enter a valid date and time.' });

/** A match to add: a real fixture (by provider id) or a custom one typed in by the admin. */
export const newMatchSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('real'),
    competitionId: z.number().int().positive(),
    apiMatchId: z.number().int().positive(),
    /** Only narrows the provider lookup; the server trusts the provider's date, not this. */
    utcDate: instant,
  }),
  z.object({ kind: z.literal('custom'), homeTeam: teamName, awayTeam: teamName, matchTime: instant }),
]);
export type NewMatch = z.infer<typeof newMatchSchema>;

export const createGameweekSchema = z.object({
  deadline: instant.nullable(),
  matches: z.array(newMatchSchema).max(50, 'A gameweek can have at most 50 matches.'),
});
export type CreateGameweekInput = z.infer<typeof createGameweekSchema>;

export const gameweekMatchSchema = z.object({
  id: z.string(),
  apiMatchId: z.number().nullable(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeCrest: z.string().nullable(),
  awayCrest: z.string().nullable(),
  matchTime: z.string(),
  status: z.enum(MATCH_STATUSES).nullable(),
  finalHomeScore: z.number().nullable(),
  finalAwayScore: z.number().nullable(),
});
export type GameweekMatch = z.infer<typeof gameweekMatchSchema>;

export const gameweekSummarySchema = z.object({
  id: z.string(),
  groupId: z.string(),
  seasonId: z.string(),
  weekNumber: z.number(),
  deadline: z.string(),
  isActive: z.boolean(),
  isLocked: z.boolean(),
  isFinished: z.boolean(),
});
export type GameweekSummary = z.infer<typeof gameweekSummarySchema>;

export const gameweekDetailSchema = gameweekSummarySchema.extend({
  groupName: z.string(),
  matches: z.array(gameweekMatchSchema),
  viewer: z.object({ isAdmin: z.boolean() }),
});
export type GameweekDetail = z.infer<typeof gameweekDetailSchema>;

export const gameweekListSchema = z.object({ gameweeks: z.array(gameweekSummarySchema) });

/** Checks a create-gameweek form in the spec's order; the server checks again with its own clock. */
export function createGameweekError(input: { deadline: string | null; matches: Array<{ time: string }> }, now: Date): string | null {
  if (!input.deadline) return GAMEWEEK_MESSAGES.deadlineRequired;
  const deadline = Date.parse(input.deadline);
  if (deadline < now.getTime()) return GAMEWEEK_MESSAGES.deadlinePast;
  if (input.matches.length === 0) return GAMEWEEK_MESSAGES.matchesRequired;
  if (input.matches.some((match) => Date.parse(match.time) < deadline)) return GAMEWEEK_MESSAGES.matchBeforeDeadline;
  return null;
}
