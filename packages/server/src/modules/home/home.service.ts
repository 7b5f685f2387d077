import {
  HOME_UPCOMING_MATCHES,
  type GroupCard,
  type Home,
  type StoredPrediction,
  can,
  gameweekPhase,
  hasKickedOff,
  openMatches,
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

  /** Matches still to predict (the policy's open gameweek, not kicked off), by kick-off; a real fixture once. */
  function upcoming(weeks: Array<Loaded | null>, ownPredictions: StoredPrediction[], now: Date): Home['upcoming'] {
    const open = weeks.flatMap((week, groupOrder) =>
      week && gameweekPhase(week.gameweek, now).phase === 'open'
        ? week.matches.filter((match) => !hasKickedOff(match, now)).map((match) => ({ match, week, groupOrder }))
        : [],
    );
    open.sort(
      (a, b) =>
        Date.parse(a.match.matchTime) - Date.parse(b.match.matchTime) ||
        a.groupOrder - b.groupOrder ||
        (a.match.id < b.match.id ? -1 : a.match.id > b.match.id ? 1 : 0),
    );
    const seen = new Set<string>();
    const chosen = open.filter(({ match }) => {
      const key = match.apiMatchId === null ? match.id : `fixture:${match.apiMatchId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    chosen.length = Math.min(chosen.length, HOME_UPCOMING_MATCHES);
    const predictions = new Map(ownPredictions.map((prediction) => [prediction.matchId, prediction]));
    return chosen.map(({ match, week }) => {
      const prediction = predictions.get(match.id);
      return {
        ...match,
        groupId: week.gameweek.groupId,
        groupName: week.gameweek.groupName,
        gameweekId: week.gameweek.id,
        weekNumber: week.gameweek.weekNumber,
        prediction: prediction ? { home: prediction.home, away: prediction.away } : null,
      };
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
