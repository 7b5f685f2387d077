import type { z } from 'zod';
import { type GameweekDetail, gameweekDetailSchema } from './gameweeks.js';
import { type GameweekLeaderboard, gameweekLeaderboardSchema } from './leaderboards.js';
import { type PredictionSheet, predictionSheetSchema } from './predictions.js';

/**
 * The gameweek page's first view in one answer: the gameweek with its matches and viewer flags, the caller's
 * own prediction sheet, and the gameweek's table (with its winners once finished). The sheet and the table are
 * sent without what the view already holds (the gameweek, and the sheet's matches), which would repeat nearly
 * half the answer; `viewParts` puts them back.
 */
export const gameweekViewSchema = gameweekDetailSchema.extend({
  sheet: predictionSheetSchema.omit({ gameweek: true, matches: true }),
  board: gameweekLeaderboardSchema.omit({ gameweek: true }),
});
export type GameweekView = z.infer<typeof gameweekViewSchema>;

/** The view's three parts as their own endpoints answer them (`/players/{id}/predictions`, `/leaderboard`). */
export function viewParts(view: GameweekView): { detail: GameweekDetail; sheet: PredictionSheet; board: GameweekLeaderboard } {
  const { sheet, board, ...detail } = view;
  const { matches, viewer: _viewer, nextClose: _nextClose, ...gameweek } = detail;
  const { groupName: _groupName, ...summary } = gameweek;
  return { detail, sheet: { ...sheet, gameweek, matches }, board: { ...board, gameweek: summary } };
}
