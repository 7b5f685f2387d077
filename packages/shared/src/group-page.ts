import { z } from 'zod';
import { gameweekListSchema } from './gameweeks.js';
import { groupDetailSchema } from './groups.js';
import { gameweekLeaderboardSchema, groupLeaderboardSchema } from './leaderboards.js';
import { predictionSheetSchema } from './predictions.js';

/**
 * The group page's first view in one answer: the group and, for a member, its gameweeks, its table, and the
 * active gameweek's own prediction sheet and table, each as its own endpoint answers it (`/groups/{id}`,
 * `/gameweeks`, `/leaderboard`, `/gameweeks/{id}/players/{userId}/predictions`, `/gameweeks/{id}/leaderboard`),
 * so the web puts each into that endpoint's cache. A non-member gets the group alone (the join prompt).
 */
export const groupPageSchema = z.object({
  group: groupDetailSchema,
  gameweeks: gameweekListSchema.shape.gameweeks.nullable(),
  board: groupLeaderboardSchema.nullable(),
  active: z.object({ sheet: predictionSheetSchema, board: gameweekLeaderboardSchema }).nullable(),
});
export type GroupPage = z.infer<typeof groupPageSchema>;
