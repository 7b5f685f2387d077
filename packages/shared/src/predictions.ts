import { z } from 'zod';
import { SINGLE_LINE, TEXT_MESSAGES } from './text.js';
import { DEFAULT_BADGE_COLOUR } from './constants.js';
import { gameweekMatchSchema, gameweekSummarySchema } from './gameweeks.js';
import { closedBySchema, phaseSchema } from './policy/viewer-schemas.js';
import { type Outcome, resultOf } from './scoring.js';

export const OUTCOMES = ['exact', 'result', 'wrong'] as const;

/** A player as the game screens show them: name and badge colour. */
export const playerSchema = z.object({ id: z.string(), username: z.string(), bgColour: z.string(), isFake: z.boolean() });
export type Player = z.infer<typeof playerSchema>;

export const predictionSchema = z.object({
  matchId: z.string(),
  home: z.number(),
  away: z.number(),
  /** Null until the match has both final scores. */
  outcome: z.enum(OUTCOMES).nullable(),
  points: z.number().nullable(),
  isLocked: z.boolean(),
});
export type Prediction = z.infer<typeof predictionSchema>;

/** One player's predictions for one gameweek, with the matches they are for. */
export const predictionSheetSchema = z.object({
  gameweek: gameweekSummarySchema.extend({ groupName: z.string() }),
  player: playerSchema,
  matches: z.array(gameweekMatchSchema),
  predictions: z.array(predictionSchema),
  totalPoints: z.number(),
  /** The viewer may save this sheet now (active, unlocked, before the deadline, and theirs or a placeholder's). */
  canEdit: z.boolean(),
  /** Locked or past the deadline: everyone's predictions are visible. */
  isClosed: z.boolean(),
});
export type PredictionSheet = z.infer<typeof predictionSheetSchema>;

/** The /predictions page: each joined group with its active gameweek's sheet for the viewer. */
export const myPredictionsSchema = z.object({
  groups: z.array(
    z.object({
      group: z.object({ id: z.string(), name: z.string(), iconUrl: z.string().nullable() }),
      sheet: predictionSheetSchema.nullable(),
    }),
  ),
});
export type MyPredictions = z.infer<typeof myPredictionsSchema>;

/** A page of everyone's predictions in a locked gameweek (25 players, then 5 at a time). */
export const gameweekPredictionsPageSchema = z.object({
  matches: z.array(gameweekMatchSchema),
  total: z.number(),
  players: z.array(z.object({ player: playerSchema, totalPoints: z.number(), predictions: z.array(predictionSchema) })),
});
export type GameweekPredictionsPage = z.infer<typeof gameweekPredictionsPageSchema>;

export const gameweekPredictionsQuerySchema = z.object({
  search: z.string().trim().max(40).regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters('Search')).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const matchPredictionSchema = z.object({
  player: playerSchema,
  home: z.number(),
  away: z.number(),
  outcome: z.enum(OUTCOMES).nullable(),
  points: z.number().nullable(),
});
export type MatchPrediction = z.infer<typeof matchPredictionSchema>;

export const matchSummarySchema = z.object({
  total: z.number(),
  /** Null until the match is finished. */
  exactCount: z.number().nullable(),
  correctResultPercent: z.number().nullable(),
  mostPopular: z.object({ home: z.number(), away: z.number(), count: z.number() }).nullable(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/** /match/{id}: the match, and once the gameweek is closed everyone's predictions on it. */
export const matchDetailSchema = z.object({
  match: gameweekMatchSchema.extend({
    gameweekId: z.string(),
    groupId: z.string(),
    groupName: z.string(),
    weekNumber: z.number(),
    /** By the server's clock: `finished` once both final scores are in. */
    phase: phaseSchema,
    closedBy: closedBySchema,
  }),
  /** Everyone's predictions are shown (the gameweek is no longer open). */
  isClosed: z.boolean(),
  predictions: z.array(matchPredictionSchema),
  summary: matchSummarySchema,
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/**
 * The match page's figures: how many predicted the exact score, the share (rounded percent) with the correct
 * result, exact scores included, and the most popular score (most predictions; ties go to the lower home,
 * then the lower away score).
 */
export function summarisePredictions(
  predictions: ReadonlyArray<{ home: number; away: number }>,
  final: { home: number; away: number } | null,
): MatchSummary {
  const counts = new Map<string, { home: number; away: number; count: number }>();
  for (const { home, away } of predictions) {
    const key = `${home}-${away}`;
    const entry = counts.get(key) ?? { home, away, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const mostPopular = [...counts.values()].sort((a, b) => b.count - a.count || a.home - b.home || a.away - b.away)[0] ?? null;
  if (!final) return { total: predictions.length, exactCount: null, correctResultPercent: null, mostPopular };
  const exactCount = predictions.filter((p) => p.home === final.home && p.away === final.away).length;
  const correct = predictions.filter((p) => resultOf(p) === resultOf(final)).length;
  return {
    total: predictions.length,
    exactCount,
    correctResultPercent: predictions.length === 0 ? null : Math.round((100 * correct) / predictions.length),
    mostPopular,
  };
}

/** "1 user got the exact score" / "3 users got the exact score". */
export const exactScoreWording = (count: number) => `${count} ${count === 1 ? 'user' : 'users'} got the exact score`;

/** "The most popular prediction was 2-1" once the match is finished, "is" before. */
export const mostPopularWording = (score: { home: number; away: number }, finished: boolean) =>
  `The most popular prediction ${finished ? 'was' : 'is'} ${score.home}-${score.away}`;

/** The word that goes with a result colour, so colour is never the only signal. */
export const OUTCOME_LABELS: Record<Outcome | 'pending', string> = {
  exact: 'Exact score',
  result: 'Correct result',
  wrong: 'Wrong',
  pending: 'Not finished',
};

export const PLAYER_PALETTE = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#d97706',
  '#7c3aed',
  '#db2777',
  '#0891b2',
  '#65a30d',
  '#ea580c',
  '#92400e',
];

/** A player's badge colour: their own if set, else one picked from their id, so lines and badges differ. */
export function playerColour(player: { id: string; bgColour: string }): string {
  if (player.bgColour && player.bgColour !== DEFAULT_BADGE_COLOUR) return player.bgColour;
  let hash = 0;
  for (const char of player.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PLAYER_PALETTE[hash % PLAYER_PALETTE.length]!;
}
