import type { z } from 'zod';
import { gameweekDetailSchema } from './gameweeks.js';
import { gameweekLeaderboardSchema } from './leaderboards.js';
import { predictionSheetSchema } from './predictions.js';

/**
 * The gameweek page's first view in one answer: the gameweek with its matches and viewer flags, the caller's
 * own prediction sheet, and the gameweek's table (with its winners once finished). The sheet and the table are
 * sent without what the view already holds (the gameweek, and the sheet's matches), which would repeat nearly
 * half the answer; `viewParts` (gameweek-view-parts.ts, without zod: the gameweek page loads none) puts them back.
 */
export const gameweekViewSchema = gameweekDetailSchema.extend({
  sheet: predictionSheetSchema.omit({ gameweek: true, matches: true }),
  board: gameweekLeaderboardSchema.omit({ gameweek: true }),
});
export type GameweekView = z.infer<typeof gameweekViewSchema>;
