import { z } from 'zod';
import { SINGLE_LINE, TEXT_MESSAGES } from './text.js';
import { MATCH_STATUSES } from './football.js';
import { closedBySchema, gameweekViewerSchema, phaseSchema, seasonViewerSchema } from './policy/viewer-schemas.js';

/** Gameweek texts, word for word as the product specifies them. */
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
  deadlinePassed: 'The deadline has passed, so the gameweek stays locked.',
  resultsIn: 'Results have been entered, so the gameweek stays locked.',
  finalScoresSaved: 'Final scores have been saved!',
  noGameweeks: 'No gameweeks yet.',
} as const;

const teamName = z
  .string()
  .trim()
  .min(1, GAMEWEEK_MESSAGES.customMatchIncomplete)
  .max(60, 'Team names can be at most 60 characters.')
  .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters('Team names'));
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
  /** By the server's clock when it answered (see policy/phase.ts). */
  phase: phaseSchema,
  closedBy: closedBySchema,
});
export type GameweekSummary = z.infer<typeof gameweekSummarySchema>;

export const gameweekDetailSchema = gameweekSummarySchema.extend({
  groupName: z.string(),
  matches: z.array(gameweekMatchSchema),
  viewer: gameweekViewerSchema,
});
export type GameweekDetail = z.infer<typeof gameweekDetailSchema>;

export const gameweekListSchema = z.object({ gameweeks: z.array(gameweekSummarySchema) });

/**
 * The one check of a gameweek's deadline and matches, in the spec's order: the create form, the add-matches page
 * and both endpoints use it (the server again with its own clock and the provider's kick-off times).
 */
export function createGameweekError(input: { deadline: string | null; matches: Array<{ time: string }> }, now: Date): string | null {
  if (!input.deadline) return GAMEWEEK_MESSAGES.deadlineRequired;
  const deadline = Date.parse(input.deadline);
  if (deadline < now.getTime()) return GAMEWEEK_MESSAGES.deadlinePast;
  if (input.matches.length === 0) return GAMEWEEK_MESSAGES.matchesRequired;
  if (input.matches.some((match) => Date.parse(match.time) < deadline)) return GAMEWEEK_MESSAGES.matchBeforeDeadline;
  return null;
}

/** A custom match typed in by an admin: both teams and a time, not before the gameweek's deadline. */
export function customMatchError(
  match: { homeTeam: string; awayTeam: string; matchTime: string | null },
  deadline: string | null,
): string | null {
  if (!match.homeTeam.trim() || !match.awayTeam.trim() || !match.matchTime) return GAMEWEEK_MESSAGES.customMatchIncomplete;
  if (deadline && Date.parse(match.matchTime) < Date.parse(deadline)) return GAMEWEEK_MESSAGES.customMatchBeforeDeadline;
  return null;
}

export const lockGameweekSchema = z.object({ isLocked: z.boolean() });

/** The add-matches page: a new deadline, matches to add and saved matches to remove, applied together. */
export const editGameweekMatchesSchema = z.object({
  deadline: instant,
  add: z.array(newMatchSchema).max(50).default([]),
  remove: z.array(z.uuid()).max(50).default([]),
});
export type EditGameweekMatchesInput = z.input<typeof editGameweekMatchesSchema>;

const finalScore = z.number().int('Scores are whole numbers.').min(0, 'Scores cannot be negative.').max(99);
export const finalScoresSchema = z.object({
  scores: z
    .array(z.object({ matchId: z.uuid(), home: finalScore, away: finalScore }))
    .min(1)
    .max(50),
});
export type FinalScoresInput = z.infer<typeof finalScoresSchema>;

export const SEASON_MESSAGES = {
  linkCopied: 'Season link copied!',
  endDateSet: 'The season end date has been set.',
  endAlreadySet: 'This season already has an end date.',
  seasonAdminOnly: 'Only the season admin can do this.',
} as const;

export const seasonDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  isActive: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  activeGameweekId: z.string().nullable(),
  viewer: seasonViewerSchema,
});
export type SeasonDetail = z.infer<typeof seasonDetailSchema>;

export const setSeasonEndSchema = z.object({ endDate: z.iso.date('Please enter a valid date.') });

/**
 * The deadline countdown: "Xd Xh Xm" with more than 24 hours to go, "Xh Xm Xs" under that, and null
 * once the deadline has passed (the page then shows the full date-time).
 */
export function formatCountdown(remainingMs: number): string | null {
  if (remainingMs <= 0) return null;
  const totalSeconds = Math.floor(remainingMs / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (remainingMs > 24 * 3600 * 1000) return `${days}d ${hours}h ${minutes}m`;
  return `${hours + days * 24}h ${minutes}m ${seconds}s`;
}

/** "Today", "Tomorrow", "Yesterday", else a short weekday, day and month (the score card's day labels). */
export function matchDayLabel(instant: string, now: Date, timeZone?: string): string {
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  const target = day(new Date(instant));
  const offset = (days: number) => day(new Date(now.getTime() + days * 86_400_000));
  if (target === offset(0)) return 'Today';
  if (target === offset(1)) return 'Tomorrow';
  if (target === offset(-1)) return 'Yesterday';
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(instant));
}
