import {
  type EditLeaderboardInput,
  type GameweekLeaderboard,
  type GroupLeaderboard,
  type LeaderboardHistory,
  type LeaderboardRow,
  type MyLeaderboards,
  type SeasonLeaderboard,
  can,
  movementOf,
  tieRulesOf,
  withPhase,
  rankStandings,
  scoringRulesOf,
  withBonusAhead,
  GROUP_MESSAGES,
  entityNotFoundMessage,
} from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GameweeksRepo } from '../gameweeks/gameweeks.repo.js';
import type { GameweeksService } from '../gameweeks/gameweeks.service.js';
import type { GroupAccess, GroupAccessService } from '../access/group-access.service.js';
import type { GroupScope } from '../../lib/group-scope.js';
import { createVersionedCache } from '../../lib/versioned-cache.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { ContentionRepo } from './contention.repo.js';
import { createContentionReads, withContention } from './contention.js';
import type { LeaderboardsRepo, Standing, Table } from './leaderboards.repo.js';

// One collator each, built once: `localeCompare` with a locale builds one per call (~44x dearer per comparison).
const usernameOrder = new Intl.Collator('en', { sensitivity: 'base' });
const idOrder = new Intl.Collator();

/**
 * Rows equal on points and every tiebreak share a position and are listed by the earlier join, then by name (two
 * placeholders made in one statement join at the same instant).
 */
const byJoin = (a: Pick<Standing, 'player' | 'joinedAt'>, b: Pick<Standing, 'player' | 'joinedAt'>) =>
  a.joinedAt.getTime() - b.joinedAt.getTime() ||
  usernameOrder.compare(a.player.username, b.player.username) ||
  idOrder.compare(a.player.id, b.player.id);

/** Standings as shared ranks them (settled points, then the tiebreaks in order; competition ranking). */
const ranked = (standings: Standing[]) =>
  rankStandings(
    standings.map((standing) => ({ ...standing, points: standing.totalPoints })),
    byJoin,
  ).map(({ points: _points, live: _live, joinedAt: _joinedAt, ...row }) => row);

/**
 * A gameweek's rows ranked by the live totals (settled plus what the matches in play would add), by the same rule
 * and tiebreaks as the settled table: the order full time would give if the matches in play ended now. With
 * nothing in play the live totals are the settled ones.
 */
const gameweekRows = (standings: Standing[]): GameweekRows =>
  rankStandings(
    standings.map(({ live, joinedAt, bonusPoints: _bonusPoints, ...row }) => {
      const liveTally = {
        points: row.totalPoints + row.livePoints,
        correctScores: row.correctScores + live.correctScores,
        correctDifferences: row.correctDifferences + live.correctDifferences,
        correctResults: row.correctResults + live.correctResults,
        jokerPoints: row.jokerPoints + live.jokerPoints,
      };
      return {
        row: {
          ...row,
          liveTotalPoints: liveTally.points,
          liveCorrectScores: liveTally.correctScores,
          liveCorrectDifferences: liveTally.correctDifferences,
          liveCorrectResults: liveTally.correctResults,
          liveJokerPoints: liveTally.jokerPoints,
        },
        joinedAt,
        player: row.player,
        ...liveTally,
      };
    }),
    byJoin,
  ).map(({ row, position }) => ({ ...row, position }));

/** A group's table without the viewer's flags and who can still win: the same for every member at a version. */
type SharedBoard = Omit<GroupLeaderboard, 'viewer' | 'rows' | 'ties'> & {
  rows: Array<Omit<LeaderboardRow, 'contention'>>;
  /** The unsettled bonus questions' points: within everyone's reach (who can still win). */
  bonusAhead: number;
};
/** A gameweek's rows before who can still win is added. */
type GameweekRows = Array<Omit<GameweekLeaderboard['rows'][number], 'contention'>>;
/** A gameweek's table as kept per group version: the phase, the winners and who can still win are added per request. */
type GameweekTableRead = Readonly<Omit<Table, 'standings'> & { rows: GameweekRows }>;

export function createLeaderboardsService(deps: {
  db: Database;
  leaderboardsRepo: LeaderboardsRepo;
  contentionRepo: ContentionRepo;
  gameweeksRepo: GameweeksRepo;
  groupAccess: Pick<GroupAccessService, 'access' | 'accessIn' | 'lockedViewer'>;
  /** The gameweek of a scoped route from memory (see GroupScope). */
  gameweeks: Pick<GameweeksService, 'loadIn'>;
  standings: Pick<StandingsService, 'recomputeStandings'>;
  logger: FastifyBaseLogger;
  clock: () => Date;
  /** Tables kept in memory per group version (0: none; see GroupScope). */
  cacheSize?: number;
}) {
  const { db, leaderboardsRepo: repo, gameweeksRepo, groupAccess, gameweeks, standings, logger, clock } = deps;
  const contentions = createContentionReads({ db, repo: deps.contentionRepo, clock, cacheSize: deps.cacheSize });

  async function requireMember(viewerId: string, groupId: string) {
    const access = await groupAccess.access(db, groupId, viewerId);
    enforce(access.viewer, 'viewLeaderboards', {});
    return access;
  }

  /** The all-time table as every member sees it (the viewer's flags are added per request). */
  async function allTime(group: { id: string; name: string; iconUrl: string | null }): Promise<SharedBoard> {
    const [{ standings, lastUpdated, hasResults, live, hasBonus, bonusAhead }, positions, currentGameweek] = await Promise.all([
      repo.allTime(db, group.id),
      repo.latestPositions(db, group.id),
      repo.activeGameweek(db, group.id),
    ]);
    return {
      group,
      rows: ranked(standings).map((row) => ({
        ...row,
        movement: movementOf(positions.previous.get(row.player.id), positions.current.get(row.player.id)),
      })),
      lastUpdated: lastUpdated?.toISOString() ?? null,
      // A settled bonus question gives points as a result does: positions then mean something.
      hasResults: hasResults || hasBonus,
      currentGameweek,
      live,
      hasBonus,
      bonusAhead,
    };
  }

  /**
   * The table as sent: who can still win over the active season's remaining matches (`version`: the group's, for
   * the cache; `contention` false: left out, null), and the viewer's flags.
   */
  async function withViewer(
    { bonusAhead, ...board }: SharedBoard,
    access: GroupAccess,
    version: number | null,
    contention = true,
  ): Promise<GroupLeaderboard> {
    const byMatches = contention
      ? await contentions.of({ groupId: board.group.id }, version, scoringRulesOf(access.group), board.rows)
      : null;
    const byPlayer = contention ? withBonusAhead(board.rows, byMatches, bonusAhead) : null;
    return {
      ...board,
      rows: withContention(board.rows, byPlayer),
      ties: tieRulesOf(access.group),
      viewer: { isAdmin: access.viewer.isAdmin, canEdit: can(access.viewer, 'editLeaderboard', {}) },
    };
  }

  const groupHeader = (group: GroupAccess['group']) => ({ id: group.id, name: group.name, iconUrl: group.iconUrl });

  async function groupBoard(viewerId: string, groupId: string): Promise<GroupLeaderboard> {
    const access = await requireMember(viewerId, groupId);
    return withViewer(await allTime(groupHeader(access.group)), access, null);
  }

  /** A gameweek's table as sent: its phase by the clock now, and the winners once it is finished. */
  function gameweekTable(
    gameweek: NonNullable<Awaited<ReturnType<GameweeksRepo['find']>>>,
    table: Omit<GameweekTableRead, 'rows'> & { rows: GameweekLeaderboard['rows'] },
    group: GroupAccess['group'],
  ): GameweekLeaderboard {
    const { groupName: _groupName, ...summary } = gameweek;
    const { rows, lastUpdated, hasResults, live } = table;
    return {
      gameweek: withPhase(summary, clock()),
      rows,
      winners: gameweek.isFinished && rows.length > 0 ? rows.filter((row) => row.position === 1) : null,
      lastUpdated: lastUpdated?.toISOString() ?? null,
      hasResults,
      live,
      ties: tieRulesOf(group),
    };
  }

  /** A gameweek's table as read, its rows ranked (live while a match is in play). */
  const gameweekRowsOf = ({ standings, ...table }: Table): GameweekTableRead => Object.freeze({ ...table, rows: gameweekRows(standings) });

  const boardsByVersion = createVersionedCache<SharedBoard>(deps.cacheSize);
  const gameweekTables = createVersionedCache<GameweekTableRead>(deps.cacheSize);

  /**
   * The table for a request whose session query read the group's version: built once per version and shared
   * by every member's request until something it shows changes (see GroupScope). `contention` false: without who
   * can still win (home shows only the viewer's place).
   */
  async function groupBoardIn(scope: GroupScope, viewerId: string, { contention = true } = {}): Promise<GroupLeaderboard> {
    const access = await groupAccess.accessIn(scope, viewerId);
    enforce(access.viewer, 'viewLeaderboards', {});
    const load = () => allTime(groupHeader(access.group));
    const board = scope.version === null ? await load() : await boardsByVersion.through(access.group.id, scope.version, load);
    return withViewer(board, access, scope.version, contention);
  }

  return {
    groupBoard,
    groupBoardIn,

    /** /leaderboards: every joined group's table; one that fails is logged and left out. */
    async mine(viewerId: string): Promise<MyLeaderboards> {
      const groupIds = await repo.groupIdsOf(db, viewerId);
      const boards = await Promise.all(
        groupIds.map((groupId) =>
          groupBoard(viewerId, groupId).catch((error: unknown) => {
            logger.error({ err: error, groupId }, 'leaderboard failed to load');
            return null;
          }),
        ),
      );
      return { groups: boards.filter((board) => board !== null) };
    },

    /** An admin sets shown totals; the difference to the computed total is kept as an adjustment. */
    async edit(viewerId: string, groupId: string, input: EditLeaderboardInput): Promise<GroupLeaderboard> {
      const access = await groupAccess.access(db, groupId, viewerId);
      enforce(access.viewer, 'editLeaderboard', {});
      await db.transaction(async (tx) => {
        enforce(await groupAccess.lockedViewer(tx, access), 'editLeaderboard', {});
        for (const row of input.rows) {
          if ((await repo.setShownTotal(tx, groupId, row.userId, row.totalPoints)) === 0)
            throw new ValidationError(GROUP_MESSAGES.playerNotMember);
        }
        await standings.recomputeStandings(tx, [groupId]);
      });
      return groupBoard(viewerId, groupId);
    },

    /** `gameweekBoard` on a gameweek-scoped route: the table is built once per group version (the phase per request). */
    async gameweekBoardIn(scope: GroupScope, viewerId: string, gameweekId: string): Promise<GameweekLeaderboard> {
      const { gameweek, access } = await gameweeks.loadIn(scope, gameweekId, viewerId);
      const read = async () => gameweekRowsOf(await repo.gameweek(db, gameweekId, gameweek.groupId));
      const table = scope.version === null ? await read() : await gameweekTables.through(gameweekId, scope.version, read);
      const byPlayer = await contentions.of({ gameweekId }, scope.version, scoringRulesOf(access.group), table.rows);
      return gameweekTable(gameweek, { ...table, rows: withContention(table.rows, byPlayer) }, access.group);
    },

    async gameweekBoard(viewerId: string, gameweekId: string): Promise<GameweekLeaderboard> {
      const gameweek = await gameweeksRepo.find(db, gameweekId);
      if (!gameweek) throw new NotFoundError(entityNotFoundMessage('gameweek'));
      const access = await requireMember(viewerId, gameweek.groupId);
      const table = gameweekRowsOf(await repo.gameweek(db, gameweekId, gameweek.groupId));
      const byPlayer = await contentions.of({ gameweekId }, null, scoringRulesOf(access.group), table.rows);
      return gameweekTable(gameweek, { ...table, rows: withContention(table.rows, byPlayer) }, access.group);
    },

    /** A season's table: its gameweeks' points and its settled bonus questions', for members. */
    async seasonBoard(viewerId: string, seasonId: string): Promise<SeasonLeaderboard> {
      const season = await repo.seasonHeader(db, seasonId);
      if (!season) throw new NotFoundError(entityNotFoundMessage('season'));
      const access = await requireMember(viewerId, season.groupId);
      const { standings, lastUpdated, hasResults, hasBonus } = await repo.season(db, season.groupId, season.id);
      return {
        season,
        rows: ranked(standings).map(
          ({ player, position, totalPoints, correctScores, correctDifferences, correctResults, jokerPoints, bonusPoints }) => ({
            player,
            position,
            totalPoints,
            correctScores,
            correctDifferences,
            correctResults,
            jokerPoints,
            bonusPoints,
          }),
        ),
        lastUpdated: lastUpdated?.toISOString() ?? null,
        hasResults: hasResults || hasBonus,
        ties: tieRulesOf(access.group),
        hasBonus,
      };
    },

    async history(viewerId: string, groupId: string): Promise<LeaderboardHistory> {
      await requireMember(viewerId, groupId);
      const [rows, members] = await Promise.all([repo.history(db, groupId), repo.members(db, groupId)]);
      const weeks = [
        ...new Map(rows.map((row) => [row.gameweek_id, { gameweekId: row.gameweek_id, weekNumber: row.week_number }])).values(),
      ];
      return {
        weeks,
        players: members.map((player) => ({
          player,
          points: rows
            .filter((row) => row.user_id === player.id)
            .map((row) => ({ weekNumber: row.week_number, position: row.position, totalPoints: row.total_points })),
        })),
        mine: rows
          .filter((row) => row.user_id === viewerId)
          .reverse()
          .map((row) => ({
            gameweekId: row.gameweek_id,
            weekNumber: row.week_number,
            position: row.position,
            points: row.gameweek_points,
            correctScores: row.gameweek_correct_scores,
          })),
      };
    },
  };
}

export type LeaderboardsService = ReturnType<typeof createLeaderboardsService>;
