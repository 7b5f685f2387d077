import { z } from 'zod';
import { PODIUM_SIZE } from './constants.js';
import { gameweekMatchSchema } from './gameweeks.js';
import { groupCardSchema } from './groups.js';
import { playerSchema } from './predictions.js';

/**
 * Every stat has one definition, here; the server computes them from marked predictions and gameweek scores, and
 * the app-info page prints `STAT_DEFINITIONS` so players know what they mean.
 */
export interface StatInputs {
  /** Gameweeks with at least one final score in which the player predicted. */
  gameweeksPlayed: number;
  /** Points from marked predictions in those gameweeks (admin adjustments are not part of stats). */
  points: number;
  /** Predictions on matches with final scores. */
  predictionsMarked: number;
  correctScores: number;
  /** Right result, exact scores included. */
  correctResults: number;
  /** Finished gameweeks the player ended in position 1 (a shared first place counts for each). */
  gameweekWins: number;
}

export interface PlayerStats extends StatInputs {
  avgPointsPerGameweek: number;
  scoreAccuracy: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export const avgPointsPerGameweek = (stats: Pick<StatInputs, 'points' | 'gameweeksPlayed'>) =>
  stats.gameweeksPlayed === 0 ? 0 : round1(stats.points / stats.gameweeksPlayed);

/** Score Accuracy: exact scores / predictions on finished matches, as a rounded percent. */
export const scoreAccuracy = (stats: Pick<StatInputs, 'correctScores' | 'predictionsMarked'>) =>
  stats.predictionsMarked === 0 ? 0 : Math.round((100 * stats.correctScores) / stats.predictionsMarked);

export const withDerivedStats = (inputs: StatInputs): PlayerStats => ({
  ...inputs,
  avgPointsPerGameweek: avgPointsPerGameweek(inputs),
  scoreAccuracy: scoreAccuracy(inputs),
});

export const STAT_DEFINITIONS = [
  { label: 'Avg. Points / Gameweek', text: 'Points from your predictions divided by the gameweeks with results in which you predicted.' },
  { label: 'Correct Scores', text: 'Predictions with the exact final score.' },
  { label: 'Correct Results', text: 'Predictions with the right result (home win, draw or away win), exact scores included.' },
  { label: 'Score Accuracy', text: 'Correct scores as a percentage of your predictions on matches that have finished.' },
  { label: 'Gameweek Wins', text: 'Finished gameweeks you ended in first place; a shared first place counts for everyone on it.' },
] as const;

export const STATS_MESSAGES = {
  noGroups: "You're not part of any groups yet!",
  noData: 'No stats data available.',
  loadFailed: 'Failed to load group stats',
} as const;

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

export type PodiumMetric = 'avgPointsPerGameweek' | 'scoreAccuracy' | 'correctScores';

export const PODIUMS: ReadonlyArray<{ metric: PodiumMetric; title: string; unit: (value: number) => string }> = [
  { metric: 'avgPointsPerGameweek', title: 'Highest Points Per Gameweek', unit: (value) => `${value} ${value === 1 ? 'pt' : 'pts'}` },
  { metric: 'scoreAccuracy', title: 'Best Score Accuracy', unit: (value) => `${value}%` },
  { metric: 'correctScores', title: 'Total Correct Scores', unit: (value) => String(value) },
];

/**
 * The top 3 on one stat (players who have played only), in competition ranking: equal values share a place, so
 * a podium can hold two "1st". Ties are listed by name.
 */
export function podium<T extends { player: { username: string }; stats: PlayerStats }>(
  entries: readonly T[],
  metric: PodiumMetric,
): Array<T & { place: number }> {
  const ranked = entries
    .filter((entry) => entry.stats.predictionsMarked > 0)
    .sort((a, b) => b.stats[metric] - a.stats[metric] || a.player.username.localeCompare(b.player.username));
  let place = 0;
  return ranked
    .map((entry, index) => {
      if (index === 0 || ranked[index - 1]!.stats[metric] !== entry.stats[metric]) place = index + 1;
      return { ...entry, place };
    })
    .filter((entry) => entry.place <= PODIUM_SIZE);
}

export const placeLabel = (place: number) => (place === 1 ? '1st' : place === 2 ? '2nd' : place === 3 ? '3rd' : `${place}th`);

/** /user-group-profile/{group}/{user}: who the player is in the group, and their stats there. */
export const playerProfileSchema = z.object({
  group: z.object({ id: z.string(), name: z.string() }),
  player: playerSchema,
  memberSince: z.string(),
  isAdmin: z.boolean(),
  stats: playerStatsSchema,
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const PROFILE_MESSAGES = {
  linkCopied: 'Profile link copied!',
  memberSince: (group: string, date: string) => `Member of ${group} since ${date}`,
} as const;

/** Home (/) in one answer: the viewer's groups, the next matches to predict, and a ranking per group. */
export const homeSchema = z.object({
  groups: z.array(groupCardSchema),
  upcoming: z.array(
    gameweekMatchSchema.extend({
      groupId: z.string(),
      groupName: z.string(),
      gameweekId: z.string(),
      weekNumber: z.number(),
      prediction: z.object({ home: z.number(), away: z.number() }).nullable(),
    }),
  ),
  rankings: z.array(
    z.object({
      group: z.object({ id: z.string(), name: z.string(), iconUrl: z.string().nullable() }),
      position: z.number(),
      of: z.number(),
      points: z.number(),
      correctScores: z.number(),
    }),
  ),
});
export type Home = z.infer<typeof homeSchema>;
