import {
  GAMEWEEK_MESSAGES,
  type GameweekPredictionsPage,
  type MatchDetail,
  type MyPredictions,
  PREDICTION_MESSAGES,
  type PredictionSheet,
  type SavePredictions,
  summarisePredictions,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GameweeksRepo } from '../gameweeks/gameweeks.repo.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupsService } from '../groups/groups.service.js';
import { publishLive } from '../live/live-events.js';
import type { PredictionsRepo } from './predictions.repo.js';

type Gameweek = NonNullable<Awaited<ReturnType<GameweeksRepo['find']>>>;

/**
 * Predictions and who may see them. The rule that matters most: before a gameweek closes (locked, or its
 * deadline passed by the server's clock) nobody is sent another player's prediction; the one exception is an
 * admin reading a placeholder member's, which admins make themselves.
 */
export function createPredictionsService(deps: {
  db: Database;
  predictionsRepo: PredictionsRepo;
  gameweeksRepo: GameweeksRepo;
  groupsRepo: GroupsRepo;
  groupsService: GroupsService;
  clock: () => Date;
}) {
  const { db, predictionsRepo: repo, gameweeksRepo, groupsRepo, groupsService, clock } = deps;

  const isClosed = (gameweek: { isLocked: boolean; deadline: string }) =>
    gameweek.isLocked || Date.parse(gameweek.deadline) <= clock().getTime();

  async function memberGameweek(viewerId: string, gameweekId: string) {
    const gameweek = await gameweeksRepo.find(db, gameweekId);
    if (!gameweek) throw new NotFoundError('The gameweek you are looking for does not exist.');
    const access = await groupsService.access(db, gameweek.groupId, viewerId);
    if (!access.isMember) throw new ForbiddenError(GAMEWEEK_MESSAGES.notMember);
    return { gameweek, access };
  }

  /** The player, who must be in the gameweek's group. */
  async function playerIn(groupId: string, playerId: string) {
    const [player, membership] = await Promise.all([repo.player(db, playerId), groupsRepo.membership(db, groupId, playerId)]);
    if (!player || !membership) throw new NotFoundError('This player is not a member of the group.');
    return player;
  }

  async function buildSheet(gameweek: Gameweek, player: PredictionSheet['player'], canEdit: boolean): Promise<PredictionSheet> {
    const [matches, predictions] = await Promise.all([gameweeksRepo.matchesOf(db, gameweek.id), repo.ofPlayer(db, gameweek.id, player.id)]);
    return {
      gameweek,
      player,
      matches,
      predictions,
      totalPoints: predictions.reduce((sum, prediction) => sum + (prediction.points ?? 0), 0),
      canEdit,
      isClosed: isClosed(gameweek),
    };
  }

  async function sheet(viewerId: string, gameweekId: string, playerId: string): Promise<PredictionSheet> {
    const { gameweek, access } = await memberGameweek(viewerId, gameweekId);
    const player = await playerIn(gameweek.groupId, playerId);
    const own = playerId === viewerId;
    const forPlaceholder = access.isAdmin && player.isFake;
    if (!own && !forPlaceholder && !isClosed(gameweek)) throw new ForbiddenError(PREDICTION_MESSAGES.notLockedYet);
    const canEdit = (own || forPlaceholder) && gameweek.isActive && !isClosed(gameweek);
    return buildSheet(gameweek, player, canEdit);
  }

  return {
    sheet,

    /**
     * Saves a gameweek's predictions for the viewer, or for a placeholder member when the viewer is an admin
     * (recorded as made by that admin). All or nothing, checked by the server's clock under a share lock on the
     * gameweek, so a lock or deadline cannot slip between the check and the write.
     */
    async save(viewerId: string, gameweekId: string, playerId: string, input: SavePredictions) {
      const { gameweek, access } = await memberGameweek(viewerId, gameweekId);
      const player = await playerIn(gameweek.groupId, playerId);
      const own = playerId === viewerId;
      if (!own && !(access.isAdmin && player.isFake)) throw new ForbiddenError(PREDICTION_MESSAGES.fakeMembersOnly);

      await db.transaction(async (tx) => {
        const current = await repo.gameweekForSave(tx, gameweekId);
        if (!current) throw new NotFoundError('The gameweek you are looking for does not exist.');
        if (current.is_locked || new Date(current.deadline).getTime() <= clock().getTime())
          throw new ValidationError(PREDICTION_MESSAGES.closed);
        if (!current.is_active) throw new ValidationError(PREDICTION_MESSAGES.notActive);
        // Still a member now, and kept so until the save commits (a removal waits for it).
        if (!(await repo.holdMembership(tx, current.group_id, playerId)))
          throw new NotFoundError('This player is not a member of the group.');
        const matchIds = await repo.matchIdsOf(tx, gameweekId);
        if (input.predictions.some((prediction) => !matchIds.has(prediction.matchId)))
          throw new ValidationError(PREDICTION_MESSAGES.matchNotInGameweek);
        const { saved } = await repo.upsert(tx, {
          groupId: current.group_id,
          userId: playerId,
          rows: input.predictions.map((prediction) => ({ matchId: prediction.matchId, home: prediction.home, away: prediction.away })),
          adminId: own ? null : viewerId,
        });
        if (saved < input.predictions.length) throw new ValidationError(PREDICTION_MESSAGES.locked);
        await publishLive(tx, [current.group_id], 'predictions');
      });
      return sheet(viewerId, gameweekId, playerId);
    },

    /** Everyone's predictions in a closed gameweek, a page of players at a time. */
    async gameweekPage(
      viewerId: string,
      gameweekId: string,
      query: { search?: string; offset: number; limit: number },
    ): Promise<GameweekPredictionsPage> {
      const { gameweek } = await memberGameweek(viewerId, gameweekId);
      if (!isClosed(gameweek)) throw new ForbiddenError(PREDICTION_MESSAGES.notLockedYet);
      const [matches, page] = await Promise.all([gameweeksRepo.matchesOf(db, gameweekId), repo.playersPage(db, gameweekId, query)]);
      const predictions = await repo.ofPlayers(
        db,
        gameweekId,
        page.players.map((entry) => entry.player.id),
      );
      return {
        matches,
        total: page.total,
        players: page.players.map((entry) => ({ ...entry, predictions: predictions.get(entry.player.id) ?? [] })),
      };
    },

    /** A match with everyone's predictions once its gameweek is closed; before that, the viewer's own only. */
    async match(viewerId: string, matchId: string): Promise<MatchDetail> {
      const found = await repo.findMatch(db, matchId);
      if (!found) throw new NotFoundError('The match you are looking for does not exist.');
      const { gameweek } = await memberGameweek(viewerId, found.gameweek_id);
      const match = (await gameweeksRepo.matchesOf(db, gameweek.id)).find((candidate) => candidate.id === matchId);
      if (!match) throw new NotFoundError('The match you are looking for does not exist.');
      const closed = isClosed(gameweek);
      const predictions = await repo.ofMatch(db, matchId, closed ? null : viewerId);
      const final =
        match.finalHomeScore !== null && match.finalAwayScore !== null ? { home: match.finalHomeScore, away: match.finalAwayScore } : null;
      const summary = closed
        ? summarisePredictions(predictions, final)
        : { total: predictions.length, exactCount: null, correctResultPercent: null, mostPopular: null };
      return {
        match: {
          ...match,
          gameweekId: gameweek.id,
          groupId: gameweek.groupId,
          groupName: gameweek.groupName,
          weekNumber: gameweek.weekNumber,
        },
        isClosed: closed,
        predictions,
        summary,
      };
    },

    /** The /predictions page in one request: each joined group and the viewer's sheet for its active gameweek. */
    async mine(viewerId: string): Promise<MyPredictions> {
      const groups = await repo.groupsWithActiveGameweek(db, viewerId);
      const player = await repo.player(db, viewerId);
      if (!player) throw new NotFoundError('User not found');
      return {
        groups: await Promise.all(
          groups.map(async (group) => {
            const gameweek = group.gameweek_id ? await gameweeksRepo.find(db, group.gameweek_id) : null;
            return {
              group: { id: group.id, name: group.name, iconUrl: group.icon_url },
              sheet: gameweek ? await buildSheet(gameweek, player, gameweek.isActive && !isClosed(gameweek)) : null,
            };
          }),
        ),
      };
    },
  };
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;
