import { z } from 'zod';
import { gameweekMatchSchema } from './gameweeks.js';
import { groupCardSchema } from './groups.js';
import { playerSchema } from './predictions.js';

// The stats, profile and home answers (zod): the wire contract, kept apart from the rules so the web loads zod only with its forms.

export const playerStatsSchema = z.object({
  gameweeksPlayed: z.number(),
  points: z.number(),
  predictionsMarked: z.number(),
  correctScores: z.number(),
  correctResults: z.number(),
  gameweekWins: z.number(),
  avgPointsPerGameweek: z.number(),
  scoreAccuracy: z.number(),
});

export const groupStatsSchema = z.object({
  players: z.array(z.object({ player: playerSchema, stats: playerStatsSchema })),
});

export type GroupStats = z.infer<typeof groupStatsSchema>;

export const myStatsSchema = z.object({
  groups: z.array(
    z.object({ group: z.object({ id: z.string(), name: z.string(), iconUrl: z.string().nullable() }), stats: playerStatsSchema }),
  ),
});

export type MyStats = z.infer<typeof myStatsSchema>;

/** /user-group-profile/{group}/{user}: who the player is in the group, and their stats there. */
export const playerProfileSchema = z.object({
  group: z.object({ id: z.string(), name: z.string() }),
  player: playerSchema,
  memberSince: z.string(),
  isAdmin: z.boolean(),
  stats: playerStatsSchema,
});

export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** Home (/) in one answer: the viewer's groups, the next matches to predict, and a ranking per group. */
/** A match on the home page, with its group and gameweek and the viewer's prediction. */
const homeMatchSchema = gameweekMatchSchema.extend({
  groupId: z.string(),
  groupName: z.string(),
  gameweekId: z.string(),
  weekNumber: z.number(),
  prediction: z.object({ home: z.number(), away: z.number() }).nullable(),
});

export const homeSchema = z.object({
  groups: z.array(groupCardSchema),
  /**
   * "You have N predictions to make": the open matches of the viewer's active gameweeks still without their
   * prediction, a real fixture once however many of their groups lack it (one save with "Also save in my other
   * groups" fills them all).
   */
  toPredict: z.number(),
  upcoming: z.array(homeMatchSchema),
  /**
   * The viewer's matches being played now (a running score, no final one) in their active gameweeks, by kick-off, a
   * real fixture once: each with the viewer's prediction and what it is on for by that group's scoring.
   */
  live: z.array(homeMatchSchema.extend({ livePoints: z.number().nullable() })),
  rankings: z.array(
    z.object({
      group: z.object({ id: z.string(), name: z.string(), iconUrl: z.string().nullable() }),
      position: z.number(),
      of: z.number(),
      points: z.number(),
      correctScores: z.number(),
      /** Some match of the group has a final score (before that every position is 1). */
      hasResults: z.boolean(),
    }),
  ),
});

export type Home = z.infer<typeof homeSchema>;
