import {
  HOME_UPCOMING_MATCHES,
  type GroupCard,
  type Home,
  type StoredPrediction,
  can,
  gameweekPhase,
  hasKickedOff,
  livePointsOf,
  openMatches,
  runningScore,
  scoringRulesOf,
} from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { GameweeksService } from '../gameweeks/gameweeks.service.js';
import type { GroupAccessService } from '../access/group-access.service.js';
import { groupCardOf } from '../groups/group-card.js';
import type { LeaderboardsService } from '../leaderboards/leaderboards.service.js';
import type { Memberships } from '../../lib/group-scope.js';

type Loaded = Awaited<ReturnType<GameweeksService['loadIn']>>;

/**
 * The home page's data in one request and one query: the session query of the route (scope 'memberships')
 * brings the viewer's groups with their versions and the viewer's predictions on their active gameweeks;
 * groups, tables and gameweeks come from memory per group version (see GroupScope).
 */
export function createHomeService(deps: {
  groupAccess: Pick<GroupAccessService, 'accessIn'>;
  leaderboardsService: Pick<LeaderboardsService, 'groupBoardIn'>;
  gameweeks: Pick<GameweeksService, 'loadIn'>;
  logger: FastifyBaseLogger;
  clock: () => Date;
}) {
  const { groupAccess, leaderboardsService, gameweeks, logger, clock } = deps;

  /** A match as home lists it: with its group, gameweek and the viewer's prediction. */
  const homeMatch = (match: Loaded['matches'][number], week: Loaded, prediction: StoredPrediction | undefined) => ({
    ...match,
    groupId: week.gameweek.groupId,
    groupName: week.gameweek.groupName,
    gameweekId: week.gameweek.id,
    weekNumber: week.gameweek.weekNumber,
    prediction: prediction ? { home: prediction.home, away: prediction.away } : null,
  });

  /**
   * The matches of the viewer's active gameweeks that `keep` picks, by kick-off (then group, then id), a real
   * fixture once (its first group's copy), at most `limit`.
   */
  function matchesOf(weeks: Array<Loaded | null>, keep: (match: Loaded['matches'][number], week: Loaded) => boolean, limit: number) {
    const picked = weeks.flatMap((week, groupOrder) =>
      week ? week.matches.filter((match) => keep(match, week)).map((match) => ({ match, week, groupOrder })) : [],
    );
    picked.sort(
      (a, b) =>
        Date.parse(a.match.matchTime) - Date.parse(b.match.matchTime) ||
        a.groupOrder - b.groupOrder ||
        (a.match.id < b.match.id ? -1 : a.match.id > b.match.id ? 1 : 0),
    );
    const seen = new Set<string>();
    return picked
      .filter(({ match }) => {
        const key = match.apiMatchId === null ? match.id : `fixture:${match.apiMatchId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, limit);
  }

  /** Matches still to predict (the policy's open gameweek, not kicked off), by kick-off; a real fixture once. */
  function upcoming(weeks: Array<Loaded | null>, ownPredictions: StoredPrediction[], now: Date): Home['upcoming'] {
    const predictions = new Map(ownPredictions.map((prediction) => [prediction.matchId, prediction]));
    const open = (match: Loaded['matches'][number], week: Loaded) =>
      gameweekPhase(week.gameweek, now).phase === 'open' && !hasKickedOff(match, now);
    return matchesOf(weeks, open, HOME_UPCOMING_MATCHES).map(({ match, week }) => homeMatch(match, week, predictions.get(match.id)));
  }

  /** Matches being played now, each with the viewer's prediction and what it is on for by its group's scoring. */
  function liveNow(weeks: Array<Loaded | null>, ownPredictions: StoredPrediction[]): Home['live'] {
    const predictions = new Map(ownPredictions.map((prediction) => [prediction.matchId, prediction]));
    return matchesOf(weeks, (match) => runningScore(match) !== null, HOME_UPCOMING_MATCHES).map(({ match, week }) => {
      const prediction = predictions.get(match.id);
      const rules = scoringRulesOf(week.access.group);
      return { ...homeMatch(match, week, prediction), livePoints: prediction ? livePointsOf(prediction, match, rules) : null };
    });
  }

  /**
   * "You have N predictions to make": the matches the viewer may predict now (the policy's `predict` and
   * `openMatches` in each active gameweek) without their prediction there. A real fixture counts once however
   * many of their groups lack it, as one save with "Also save in my other groups" fills them all; a custom match
   * counts in its group.
   */
  function toPredict(weeks: Array<Loaded | null>, ownPredictions: StoredPrediction[], userId: string, now: Date): number {
    const predicted = new Set(ownPredictions.map((prediction) => prediction.matchId));
    const missing = new Set<string>();
    for (const week of weeks) {
      if (!week || !can(week.access.viewer, 'predict', { gameweek: week.subject, player: { userId, isPlaceholder: false }, now })) continue;
      for (const match of openMatches(week.subject, week.matches, now))
        if (!predicted.has(match.id)) missing.add(match.apiMatchId === null ? match.id : `fixture:${match.apiMatchId}`);
    }
    return missing.size;
  }

  return {
    async forUser(userId: string, { groups: memberships, activePredictions }: Memberships): Promise<Home> {
      const now = clock();
      const [accesses, boards, weeks] = await Promise.all([
        Promise.all(memberships.map(({ scope }) => groupAccess.accessIn(scope, userId))),
        Promise.all(
          memberships.map(({ scope }) =>
            leaderboardsService.groupBoardIn(scope, userId, { contention: false }).catch((error: unknown) => {
              logger.error({ err: error, groupId: scope.groupId }, 'leaderboard failed to load');
              return null;
            }),
          ),
        ),
        Promise.all(
          memberships.map(({ scope, activeGameweekId }) =>
            // A gameweek deleted since the memberships were read is simply not there.
            activeGameweekId ? gameweeks.loadIn(scope, activeGameweekId, userId).catch(() => null) : null,
          ),
        ),
      ]);
      const groups: GroupCard[] = accesses
        .map(({ group }, index) => ({ group, nameOrder: memberships[index]!.nameOrder }))
        .sort((a, b) => a.nameOrder - b.nameOrder)
        .map(({ group }) => groupCardOf(group));
      return {
        groups,
        toPredict: toPredict(weeks, activePredictions, userId, now),
        upcoming: upcoming(weeks, activePredictions, now),
        live: liveNow(weeks, activePredictions),
        rankings: boards.flatMap((board) => {
          const mine = board?.rows.find((row) => row.player.id === userId);
          return board && mine
            ? [
                {
                  group: board.group,
                  position: mine.position,
                  of: board.rows.length,
                  points: mine.totalPoints,
                  correctScores: mine.correctScores,
                  hasResults: board.hasResults,
                },
              ]
            : [];
        }),
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
