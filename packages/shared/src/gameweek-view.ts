import type { z } from 'zod';
import { gameweekDetailSchema } from './gameweeks.js';
import { gameweekLeaderboardSchema } from './leaderboards.js';
import { predictionSheetSchema } from './predictions.js';

/**
 * The gameweek page's first view in one answer: the gameweek with its matches and viewer flags, the caller's
 * own prediction sheet, and the gameweek's table (with its winners once finished).
 */
export const gameweekViewSchema = gameweekDetailSchema.extend({
  sheet: predictionSheetSchema,
  board: gameweekLeaderboardSchema,
});
export type GameweekView = z.infer<typeof gameweekViewSchema>;
