import { z } from 'zod';

// Request bodies of predictions and leaderboard edits (zod): the wire contract, kept apart from the rules so the web loads zod only with its forms.

const predictedSide = z
  .number()
  .int('Scores are whole numbers.')
  .min(0, 'Scores cannot be negative.')
  .max(99, 'Scores can be at most 99.')
  .nullable();

/** A row of a save as the server reads it: a score, or (both sides empty) no prediction on the match. */
export type SavedRow = { matchId: string; home: number; away: number } | { matchId: string; home: null; away: null };

/**
 * One row per match: a score with an empty side is saved with 0 there (the spec's "Empty scores are saved as 0");
 * both sides empty is no prediction at all, never 0-0: nothing is saved, and a prediction saved before is removed.
 */
const predictionRow = z
  .object({ matchId: z.uuid(), home: predictedSide, away: predictedSide })
  .transform(({ matchId, home, away }): SavedRow =>
    home === null && away === null ? { matchId, home: null, away: null } : { matchId, home: home ?? 0, away: away ?? 0 },
  );

/** One request saves a whole gameweek's predictions. */
export const savePredictionsSchema = z.object({
  predictions: z
    .array(predictionRow)
    .min(1, 'There are no predictions to save.')
    .max(50)
    .refine((rows) => new Set(rows.map((row) => row.matchId)).size === rows.length, 'Each match can be predicted once.'),
  /**
   * The player's own save only: each real fixture saved with a score is also saved in the player's other groups
   * whose active gameweek holds the same fixture (provider match id), where that group's rules let it be saved now.
   * Removals (both sides empty) and custom matches stay in this gameweek.
   */
  alsoInMyOtherGroups: z.boolean().optional(),
  /**
   * The joker (groups that play with jokers): the match of this gameweek it goes on, null to take it off, left out
   * to leave it where it is. Never copied into other groups.
   */
  jokerMatchId: z.uuid().nullable().optional(),
});

/** The player's prediction settings: the score card's remembered "Also save in my other groups". */
export const predictionSettingsSchema = z.strictObject({ alsoSaveInOtherGroups: z.boolean() });
export type PredictionSettings = z.infer<typeof predictionSettingsSchema>;

export type SavePredictionsInput = z.input<typeof savePredictionsSchema>;

export type SavePredictions = z.output<typeof savePredictionsSchema>;

/** An admin's edit of all-time totals (the points shown; stored as an adjustment to the computed total). */
export const editLeaderboardSchema = z.object({
  rows: z
    .array(
      z.object({
        userId: z.uuid(),
        totalPoints: z.number().int('Points are whole numbers.').min(0, 'Points cannot be below 0.').max(1_000_000),
      }),
    )
    .min(1)
    .max(500),
});

export type EditLeaderboardInput = z.infer<typeof editLeaderboardSchema>;
