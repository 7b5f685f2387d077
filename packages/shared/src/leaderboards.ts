import { z } from 'zod';
import { gameweekSummarySchema } from './gameweeks.js';
import { playerSchema } from './predictions.js';

export const MOVEMENTS = ['up', 'down', 'same'] as const;

/**
 * Who can still win (`contention` in shared): the most points the player can still reach from the remaining
 * matches, and whether some outcome of them leaves the player first (level counts). Null when no match remains.
 */
export const contentionSchema = z.object({ maxPoints: z.number(), canWin: z.boolean() }).nullable();

/** What the group's tiebreak order counts (the "Ties: ..." line under its tables; see `tiebreakLine`). */
export const tieRulesSchema = z.object({ countsDifferences: z.boolean(), jokers: z.boolean() });

export const leaderboardRowSchema = z.object({
  player: playerSchema,
  position: z.number(),
  movement: z.enum(MOVEMENTS),
  /** Computed points plus any admin adjustment. */
  totalPoints: z.number(),
  /** The tiebreaks, in order (shared `TIEBREAK_ORDER`): exact scores, right goal differences, right results, joker points. */
  correctScores: z.number(),
  correctDifferences: z.number(),
  correctResults: z.number(),
  jokerPoints: z.number(),
  /** Over the active season's remaining matches (in the gameweeks that exist); null once none remains. */
  contention: contentionSchema,
  /**
   * Provisional: the points the player's predictions on the group's matches in play would get if they ended now
   * (0 when none is in play). Never part of `totalPoints`, which holds settled points only.
   */
  livePoints: z.number(),
  /** The points of the group's settled bonus questions (part of `totalPoints`). */
  bonusPoints: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** A group's all-time table. */
export const groupLeaderboardSchema = z.object({
  group: z.object({ id: z.string(), name: z.string(), iconUrl: z.string().nullable() }),
  rows: z.array(leaderboardRowSchema),
  lastUpdated: z.string().nullable(),
  /** Some match of the group has a final score. Before that every position is 1: the pages say "No results yet". */
  hasResults: z.boolean(),
  currentGameweek: z.object({ id: z.string(), weekNumber: z.number() }).nullable(),
  /** Some match of the group is in play: the rows' `livePoints` are worth a column. */
  live: z.boolean(),
  ties: tieRulesSchema,
  /** Some bonus question of the group is settled: the table shows a "Bonus" column. */
  hasBonus: z.boolean(),
  viewer: z.object({ isAdmin: z.boolean(), canEdit: z.boolean() }),
});
export type GroupLeaderboard = z.infer<typeof groupLeaderboardSchema>;

/**
 * A season's table (`/season/{id}`, its Table tab): the points of the season's gameweeks and its settled bonus
 * questions, ranked by the same tiebreaks as the all-time table. No movement, live column or who can still win:
 * those belong to the all-time table.
 */
export const seasonLeaderboardSchema = z.object({
  season: z.object({ id: z.string(), name: z.string(), groupId: z.string() }),
  rows: z.array(
    leaderboardRowSchema.pick({
      player: true,
      position: true,
      totalPoints: true,
      correctScores: true,
      correctDifferences: true,
      correctResults: true,
      jokerPoints: true,
      bonusPoints: true,
    }),
  ),
  lastUpdated: z.string().nullable(),
  /** Some match of the season has a final score, or a bonus question of it is settled. */
  hasResults: z.boolean(),
  ties: tieRulesSchema,
  /** Some bonus question of the season is settled: a "Bonus" column. */
  hasBonus: z.boolean(),
});
export type SeasonLeaderboard = z.infer<typeof seasonLeaderboardSchema>;

/** /leaderboards: the all-time table of each joined group (a group that fails to load is left out). */
export const myLeaderboardsSchema = z.object({ groups: z.array(groupLeaderboardSchema) });
export type MyLeaderboards = z.infer<typeof myLeaderboardsSchema>;

export const gameweekLeaderboardRowSchema = z.object({
  player: playerSchema,
  /** By the live totals (`liveTotalPoints`, then the live tiebreaks): the settled order as if the matches in play ended now. */
  position: z.number(),
  /** Settled: the marked predictions' points, and the tiebreaks in order. */
  totalPoints: z.number(),
  correctScores: z.number(),
  correctDifferences: z.number(),
  correctResults: z.number(),
  jokerPoints: z.number(),
  /** Over the gameweek's remaining matches; null once none remains. */
  contention: contentionSchema,
  /** Provisional: what the predictions on the gameweek's matches in play would add if they ended now (0 when none is). */
  livePoints: z.number(),
  /** `totalPoints` plus `livePoints`. */
  liveTotalPoints: z.number(),
  /** `correctScores` plus the exact scores on the running scores: the live order's first tiebreak; the others likewise. */
  liveCorrectScores: z.number(),
  liveCorrectDifferences: z.number(),
  liveCorrectResults: z.number(),
  liveJokerPoints: z.number(),
});
export type GameweekLeaderboardRow = z.infer<typeof gameweekLeaderboardRowSchema>;

export const gameweekLeaderboardSchema = z.object({
  gameweek: gameweekSummarySchema,
  rows: z.array(gameweekLeaderboardRowSchema),
  /** Everyone in position 1 once all matches are final (a tie shows them all); null before. */
  winners: z.array(gameweekLeaderboardRowSchema).nullable(),
  lastUpdated: z.string().nullable(),
  /** Some match of the gameweek has a final score (before that every position is 1). */
  hasResults: z.boolean(),
  /** Some match of the gameweek is in play: a live table, positions moving with each goal. */
  live: z.boolean(),
  ties: tieRulesSchema,
});
export type GameweekLeaderboard = z.infer<typeof gameweekLeaderboardSchema>;

export const leaderboardHistorySchema = z.object({
  /** The gameweeks with at least one final score, oldest first. */
  weeks: z.array(z.object({ gameweekId: z.string(), weekNumber: z.number() })),
  players: z.array(
    z.object({
      player: playerSchema,
      points: z.array(z.object({ weekNumber: z.number(), position: z.number(), totalPoints: z.number() })),
    }),
  ),
  /** The viewer's own list, newest first: position after the gameweek, and that gameweek's points and exact scores. */
  mine: z.array(
    z.object({
      gameweekId: z.string(),
      weekNumber: z.number(),
      position: z.number(),
      points: z.number(),
      correctScores: z.number(),
    }),
  ),
});
export type LeaderboardHistory = z.infer<typeof leaderboardHistorySchema>;
