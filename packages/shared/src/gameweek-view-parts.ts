import type { GameweekView } from './gameweek-view.js';
import type { GameweekDetail } from './gameweeks.js';
import type { GameweekLeaderboard } from './leaderboards.js';
import type { PredictionSheet } from './predictions.js';

// The gameweek view taken apart, for the gameweek page (no zod here: a schema beside it would load all of zod there).

/** The view's three parts as their own endpoints answer them (`/players/{id}/predictions`, `/leaderboard`). */
export function viewParts(view: GameweekView): { detail: GameweekDetail; sheet: PredictionSheet; board: GameweekLeaderboard } {
  const { sheet, board, ...detail } = view;
  const { matches, viewer: _viewer, nextClose: _nextClose, ...gameweek } = detail;
  const { groupName: _groupName, ...summary } = gameweek;
  return { detail, sheet: { ...sheet, gameweek, matches }, board: { ...board, gameweek: summary } };
}
