import { z } from 'zod';
import { GAMEWEEK_MESSAGES } from './messages.js';
import { SINGLE_LINE, TEXT_MESSAGES } from './text.js';
import { MATCH_STATUSES } from './football.js';
import { closedBySchema, gameweekViewerSchema, phaseSchema, seasonViewerSchema } from './policy/viewer-schemas.js';

const teamName = z
  .string()
  .trim()
  .min(1, GAMEWEEK_MESSAGES.customMatchIncomplete)
  .max(60, 'Team names can be at most 60 characters.')
  .regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters.teamNames);
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
  /**
   * A real fixture's running 90-minute score while it is played (status IN_PLAY, PAUSED, EXTRA_TIME,
   * PENALTY_SHOOTOUT), null before; never used for the tables until the final score comes.
   */
  liveHomeScore: z.number().nullable(),
  liveAwayScore: z.number().nullable(),
  /** The minute of play, when the provider tells it. */
  liveMinute: z.number().nullable(),
  /** Counts for nobody: cancelled, or made void by an admin (a postponed fixture, so the gameweek can finish). */
  isVoided: z.boolean(),
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
  /** Kick-off locks: each match takes predictions until its own kick-off (the deadline is the first one). */
  closesAtKickOff: z.boolean(),
  /** The last kick-off of its matches; with kick-off locks, when the gameweek closes. */
  lastKickOff: z.string().nullable(),
  /**
   * The competition matchday it holds ("Matchday 12") when the group follows a competition and the autopilot
   * created it (it then takes predictions before it becomes the active gameweek); null when built by hand.
   */
  matchday: z.string().nullable(),
});
export type GameweekSummary = z.infer<typeof gameweekSummarySchema>;

export const gameweekDetailSchema = gameweekSummarySchema.extend({
  groupName: z.string(),
  matches: z.array(gameweekMatchSchema),
  viewer: gameweekViewerSchema,
  /** When predictions next close (the deadline, or with kick-off locks the next kick-off); null once none is open. */
  nextClose: z.string().nullable(),
});
export type GameweekDetail = z.infer<typeof gameweekDetailSchema>;

export const gameweekListSchema = z.object({ gameweeks: z.array(gameweekSummarySchema) });

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
