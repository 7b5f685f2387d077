import {
  type CreateGameweekInput,
  type ExternalMatch,
  type FinalScoresInput,
  GAMEWEEK_MESSAGES,
  type GameweekDetail,
  type GameweekMatch,
  type GameweekSummary,
  createGameweekError,
  deadlineOf,
  gameweekSubject,
  gameweekViewer,
  nextClose,
  withPhase,
  POLICY_MESSAGES,
  PREDICTION_MESSAGES,
  entityNotFoundMessage,
  message,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { type FootballProvider, fromProvider } from '../football/football-provider.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupAccessService } from '../access/group-access.service.js';
import { publishLive } from '../live/live-events.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { GameweekRecord, GameweeksRepo, NewMatchRow } from './gameweeks.repo.js';
import type { GroupScope } from '../../lib/group-scope.js';
import { createVersionedCache } from '../../lib/versioned-cache.js';

/**
 * The select key of GAMEWEEK_MESSAGES.matchProblem for a policy refusal of a final score: its key in
 * POLICY_MESSAGES (the message words each refusal whole, in each language), "other" for any other.
 */
const matchProblemKey = (refusal: string) => Object.entries(POLICY_MESSAGES).find(([, text]) => text === refusal)?.[0] ?? 'other';

type StoredGameweek = NonNullable<Awaited<ReturnType<GameweeksRepo['find']>>>;

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createGameweeksService(deps: {
  db: Database;
  gameweeksRepo: GameweeksRepo;
  groupsRepo: GroupsRepo;
  groupAccess: Pick<GroupAccessService, 'access' | 'accessIn' | 'lockedViewer'>;
  provider: FootballProvider;
  standings: Pick<StandingsService, 'lockGroups' | 'markGameweek' | 'recomputeStandings'>;
  /** The server's clock decides deadlines; tests move a fake one. */
  clock: () => Date;
  /** Gameweeks kept in memory per group version (0: none; see GroupScope). */
  cacheSize?: number;
}) {
  const { db, gameweeksRepo: repo, groupsRepo, groupAccess, provider, standings, clock } = deps;

  const GAMEWEEK_NOT_FOUND = entityNotFoundMessage('gameweek');

  /** The gameweek, its matches and the viewer's access to its group, with the viewer's right to see it checked. */
  async function load(gameweekId: string, userId: string) {
    const gameweek = await repo.find(db, gameweekId);
    if (!gameweek) throw new NotFoundError(GAMEWEEK_NOT_FOUND);
    const access = await groupAccess.access(db, gameweek.groupId, userId);
    enforce(access.viewer, 'viewGameweeks', {});
    const matches = await repo.matchesOf(db, gameweekId);
    return { gameweek, matches, subject: gameweekSubject(gameweek, matches), access };
  }

  const gameweeksByVersion = createVersionedCache<Readonly<{ gameweek: StoredGameweek; matches: GameweekMatch[] }>>(deps.cacheSize);
  const gameweekListsByVersion = createVersionedCache<readonly GameweekRecord[]>(deps.cacheSize);

  /**
   * `load` for a route whose session query read the group's version (see GroupScope): the gameweek and its
   * matches come from memory while the version stands (phase and viewer flags are still worked out per request).
   * One request may ask several times (the gameweek page's view builds its detail, sheet and table at once): the
   * first answer is shared within the request (`scope.memo`), so the access and the policy's subject are worked
   * out once.
   */
  function loadIn(scope: GroupScope, gameweekId: string, userId: string): ReturnType<typeof loadScoped> {
    const memo = (scope.memo ??= new Map());
    const key = `gameweek ${gameweekId} ${userId}`;
    let pending = memo.get(key) as ReturnType<typeof loadScoped> | undefined;
    if (!pending) memo.set(key, (pending = loadScoped(scope, gameweekId, userId)));
    return pending;
  }

  async function loadScoped(scope: GroupScope, gameweekId: string, userId: string) {
    if (scope.groupId === null) throw new NotFoundError(GAMEWEEK_NOT_FOUND);
    const access = await groupAccess.accessIn(scope, userId);
    enforce(access.viewer, 'viewGameweeks', {});
    const read = async () => {
      const gameweek = await repo.find(db, gameweekId);
      if (!gameweek) throw new NotFoundError(GAMEWEEK_NOT_FOUND);
      return Object.freeze({ gameweek, matches: await repo.matchesOf(db, gameweekId) });
    };
    const { gameweek, matches } = scope.version === null ? await read() : await gameweeksByVersion.through(gameweekId, scope.version, read);
    return { gameweek, matches, subject: gameweekSubject(gameweek, matches), access };
  }

  /** Checks deadline and matches with the shared rule; real matches count with the provider's kick-off times. */
  function validate(deadline: string | null, times: Array<Date | string>) {
    const problem = createGameweekError(
      { deadline, matches: times.map((time) => ({ time: typeof time === 'string' ? time : time.toISOString() })) },
      clock(),
    );
    if (problem) throw new ValidationError(problem);
  }

  /** The matches an edit keeps (all but the removed, which must be in the gameweek): their kick-offs and fixture ids. */
  function keptAfterEdit(existing: GameweekMatch[], remove: string[]) {
    const removing = new Set(remove);
    if (remove.some((id) => !existing.some((match) => match.id === id))) throw new ValidationError(PREDICTION_MESSAGES.matchNotInGameweek);
    const kept = existing.filter((match) => !removing.has(match.id));
    return {
      times: kept.map((match) => match.matchTime),
      apiIds: new Set(kept.flatMap((match) => (match.apiMatchId === null ? [] : [match.apiMatchId]))),
    };
  }

  /** The gameweek's state read under its row lock, for a write's re-check: a lock or the deadline cannot slip in. */
  async function lockedSubject(tx: Parameters<Parameters<Database['transaction']>[0]>[0], gameweekId: string) {
    const current = await repo.stateForUpdate(tx, gameweekId);
    if (!current) throw new NotFoundError(GAMEWEEK_NOT_FOUND);
    return current;
  }

  /**
   * The real fixtures picked, as the provider knows them (never as the browser says): one provider call per
   * competition, over the days the picks span.
   */
  async function resolveRealMatches(
    picks: Array<{ competitionId: number; apiMatchId: number; utcDate: string }>,
  ): Promise<ExternalMatch[]> {
    const byCompetition = new Map<number, typeof picks>();
    for (const pick of picks) byCompetition.set(pick.competitionId, [...(byCompetition.get(pick.competitionId) ?? []), pick]);
    const resolved: ExternalMatch[] = [];
    for (const [competitionId, group] of byCompetition) {
      const times = group.map((pick) => Date.parse(pick.utcDate));
      const range = { from: dayOf(Math.min(...times) - DAY), to: dayOf(Math.max(...times) + 2 * DAY) };
      const known = await fromProvider(() => provider.competitionMatches(competitionId, range));
      for (const pick of group) {
        // Not where the browser said (a rescheduled fixture, or a wrong date): ask for that match alone.
        const match =
          known.find((candidate) => candidate.id === pick.apiMatchId) ?? (await fromProvider(() => provider.match(pick.apiMatchId)));
        if (!match || match.competitionId !== competitionId) throw new ValidationError(GAMEWEEK_MESSAGES.matchNotFound);
        resolved.push(match);
      }
    }
    return resolved;
  }

  /** Real fixtures and custom matches as rows to insert. */
  async function matchRows(input: CreateGameweekInput['matches']): Promise<{ rows: NewMatchRow[]; real: ExternalMatch[] }> {
    const picks = input.flatMap((match) => (match.kind === 'real' ? [match] : []));
    const unique = [...new Map(picks.map((pick) => [pick.apiMatchId, pick])).values()];
    const real = await resolveRealMatches(unique);
    const rows: NewMatchRow[] = [
      ...real.map((match) => ({
        homeTeam: match.homeTeam.name,
        awayTeam: match.awayTeam.name,
        matchTime: new Date(match.utcDate),
        apiMatchId: match.id,
        apiCompetitionId: match.competitionId,
        homeTeamApiId: match.homeTeam.id,
        awayTeamApiId: match.awayTeam.id,
        apiStatus: match.status,
      })),
      ...input.flatMap((match) =>
        match.kind === 'custom'
          ? [
              {
                homeTeam: match.homeTeam,
                awayTeam: match.awayTeam,
                matchTime: new Date(match.matchTime),
                apiMatchId: null,
                apiCompetitionId: null,
                homeTeamApiId: null,
                awayTeamApiId: null,
                apiStatus: null,
              },
            ]
          : [],
      ),
    ];
    return { rows, real };
  }

  const clubsOf = (real: ExternalMatch[]) => [
    ...new Map(real.flatMap((match) => [match.homeTeam, match.awayTeam]).map((team) => [team.id, team])).values(),
  ];

  /** A loaded gameweek as the API answers it: its phase, next close and the viewer's flags by the clock now. */
  function detailOf({ gameweek, matches, subject, access }: Awaited<ReturnType<typeof load>>): GameweekDetail {
    const now = clock();
    return {
      ...withPhase(gameweek, now),
      matches,
      viewer: gameweekViewer(access.viewer, subject, matches, now),
      nextClose: nextClose(gameweek, matches, now),
    };
  }

  async function detail(gameweekId: string, userId: string): Promise<GameweekDetail> {
    return detailOf(await load(gameweekId, userId));
  }

  return {
    detail,
    loadIn,

    /** `detail` for a gameweek-scoped route (see loadIn). */
    async detailIn(scope: GroupScope, gameweekId: string, userId: string): Promise<GameweekDetail> {
      return detailOf(await loadIn(scope, gameweekId, userId));
    },

    async list(userId: string, groupId: string): Promise<GameweekSummary[]> {
      enforce((await groupAccess.access(db, groupId, userId)).viewer, 'viewGameweeks', {});
      const now = clock();
      return (await repo.listForGroup(db, groupId)).map((gameweek) => withPhase(gameweek, now));
    },

    /** `list` for a group-scoped route: the group's gameweeks from memory while its version stands (phases by the clock now). */
    async listIn(scope: GroupScope, userId: string): Promise<GameweekSummary[]> {
      const { group, viewer } = await groupAccess.accessIn(scope, userId);
      enforce(viewer, 'viewGameweeks', {});
      const read = async () => Object.freeze(await repo.listForGroup(db, group.id));
      const stored = scope.version === null ? await read() : await gameweekListsByVersion.through(group.id, scope.version, read);
      const now = clock();
      return stored.map((gameweek) => withPhase(gameweek, now));
    },

    /**
     * Creates "Gameweek n" with its deadline and matches, and makes it the group's one active gameweek. Checks
     * run in the spec's order, against the server's clock and the provider's own fixture data.
     */
    async create(userId: string, groupId: string, input: CreateGameweekInput): Promise<GameweekDetail> {
      const { viewer, group } = await groupAccess.access(db, groupId, userId);
      const season = group.activeSeasonId ? await groupsRepo.findSeason(db, group.activeSeasonId) : null;
      enforce(viewer, 'createGameweek', { season, now: clock() });
      // First with the times the browser knows (no provider call for a form that is wrong anyway), then with
      // the provider's own kick-off times. With kick-off locks the deadline is the first kick-off.
      const closesAtKickOff = group.predictionsClose === 'kickoff';
      const browserTimes = input.matches.map((match) => (match.kind === 'real' ? match.utcDate : match.matchTime));
      validate(deadlineOf(closesAtKickOff, input.deadline, browserTimes), browserTimes);
      const { rows, real } = await matchRows(input.matches);
      const times = rows.map((row) => row.matchTime);
      const deadline = deadlineOf(closesAtKickOff, input.deadline, times);
      validate(deadline, times);

      const gameweekId = await db.transaction(async (tx) => {
        const locked = await groupsRepo.lockForMembershipChange(tx, groupId); // one gameweek creation at a time
        if (!locked) throw new NotFoundError(entityNotFoundMessage('group'));
        const lockedSeason = locked.active_season_id ? await groupsRepo.findSeason(tx, locked.active_season_id) : null;
        enforce(viewer, 'createGameweek', { season: lockedSeason, now: clock() });
        if ((locked.predictions_close === 'kickoff') !== closesAtKickOff)
          throw new ConflictError(GAMEWEEK_MESSAGES.predictionsCloseChanged);
        const weekNumber = await repo.nextWeekNumber(tx, groupId);
        await repo.deactivateAll(tx, groupId);
        const id = await repo.insert(tx, {
          groupId,
          seasonId: lockedSeason!.id,
          weekNumber,
          deadline: new Date(deadline!),
          isActive: true,
          closesAtKickOff,
        });
        await repo.upsertClubs(tx, clubsOf(real));
        await repo.insertMatches(tx, groupId, id, rows);
        await publishLive(tx, [groupId], 'gameweek');
        return id;
      });
      return detail(gameweekId, userId);
    },

    /** Lock or unlock by hand, only while the deadline is ahead (after it the sweep locks for good). */
    async setLocked(userId: string, gameweekId: string, isLocked: boolean): Promise<GameweekDetail> {
      const { gameweek, subject, access } = await load(gameweekId, userId);
      const action = isLocked ? 'lockGameweek' : 'unlockGameweek';
      enforce(access.viewer, action, { gameweek: subject, now: clock() });
      await db.transaction(async (tx) => {
        enforce(await groupAccess.lockedViewer(tx, access), action, { gameweek: await lockedSubject(tx, gameweekId), now: clock() });
        await repo.setLocked(tx, gameweekId, isLocked);
        await publishLive(tx, [gameweek.groupId], 'gameweek');
      });
      return detail(gameweekId, userId);
    },

    async remove(userId: string, gameweekId: string): Promise<void> {
      const { gameweek, access } = await load(gameweekId, userId);
      enforce(access.viewer, 'deleteGameweek', {});
      await db.transaction(async (tx) => {
        await standings.lockGroups(tx, [gameweek.groupId]);
        await groupsRepo.lockForMembershipChange(tx, gameweek.groupId);
        enforce(await groupAccess.lockedViewer(tx, access), 'deleteGameweek', {});
        await repo.deleteAndReactivate(tx, gameweekId, gameweek.groupId, gameweek.isActive);
        await standings.recomputeStandings(tx, [gameweek.groupId]);
      });
    },

    /** The add-matches page: a new deadline, added and removed matches, all or nothing. Active and unlocked only. */
    async editMatches(
      userId: string,
      gameweekId: string,
      input: { deadline: string; add: CreateGameweekInput['matches']; remove: string[] },
    ): Promise<GameweekDetail> {
      const { gameweek, matches: existing, subject, access } = await load(gameweekId, userId);
      enforce(access.viewer, 'editGameweek', { gameweek: subject, now: clock() });
      const before = keptAfterEdit(existing, input.remove);
      const adding = input.add.filter((match) => match.kind === 'custom' || !before.apiIds.has(match.apiMatchId));
      // With kick-off locks the deadline follows the first kick-off of the matches it keeps and adds.
      const deadlineWith = (times: Array<Date | string>) => deadlineOf(gameweek.closesAtKickOff, input.deadline, times);
      const browserTimes = [...before.times, ...adding.map((match) => (match.kind === 'real' ? match.utcDate : match.matchTime))];
      validate(deadlineWith(browserTimes), browserTimes);
      const { rows, real } = await matchRows(adding);
      const times = [...before.times, ...rows.map((row) => row.matchTime)];
      validate(deadlineWith(times), times);
      await db.transaction(async (tx) => {
        await standings.lockGroups(tx, [gameweek.groupId]);
        const lockedViewer = await groupAccess.lockedViewer(tx, access);
        enforce(lockedViewer, 'editGameweek', { gameweek: await lockedSubject(tx, gameweekId), now: clock() });
        // Checked again on the matches as they are now (another edit may have committed while this one waited).
        const kept = keptAfterEdit(await repo.matchesOf(tx, gameweekId), input.remove);
        const fresh = rows.filter((row) => row.apiMatchId === null || !kept.apiIds.has(row.apiMatchId));
        const lockedTimes = [...kept.times, ...fresh.map((row) => row.matchTime)];
        const deadline = deadlineWith(lockedTimes);
        validate(deadline, lockedTimes);
        await repo.setDeadlineByHand(tx, gameweekId, new Date(deadline!), clock());
        await repo.deleteMatches(tx, gameweekId, input.remove);
        await repo.upsertClubs(tx, clubsOf(real));
        await repo.insertMatches(tx, gameweek.groupId, gameweekId, fresh);
        await standings.markGameweek(tx, gameweekId);
      });
      return detail(gameweekId, userId);
    },

    /** Makes a match count for nobody (a postponed fixture, so that its gameweek can finish). */
    async voidMatch(userId: string, gameweekId: string, matchId: string): Promise<GameweekDetail> {
      const { gameweek, matches, access } = await load(gameweekId, userId);
      const matchOf = (list: GameweekMatch[]) => {
        const match = list.find((candidate) => candidate.id === matchId);
        if (!match) throw new NotFoundError(PREDICTION_MESSAGES.matchNotInGameweek);
        return match;
      };
      enforce(access.viewer, 'voidMatch', { match: matchOf(matches), now: clock() });
      await db.transaction(async (tx) => {
        await standings.lockGroups(tx, [gameweek.groupId]);
        // Decided again on the match as it is now: a result or another void may have landed meanwhile.
        const current = matchOf(await repo.matchesOf(tx, gameweekId));
        enforce(await groupAccess.lockedViewer(tx, access), 'voidMatch', { match: current, now: clock() });
        await repo.voidMatch(tx, matchId);
        await repo.refreshFinished(tx, gameweekId);
        await standings.markGameweek(tx, gameweekId);
        await publishLive(tx, [gameweek.groupId], 'gameweek');
      });
      return detail(gameweekId, userId);
    },

    /** Final scores of custom matches that have kicked off, entered by an admin once the gameweek is locked. */
    async saveFinalScores(userId: string, gameweekId: string, input: FinalScoresInput): Promise<GameweekDetail> {
      const { gameweek, matches, subject, access } = await load(gameweekId, userId);
      enforce(access.viewer, 'enterFinalScores', { gameweek: subject });
      const existing = new Map(matches.map((match) => [match.id, match]));
      const now = clock();
      for (const score of input.scores) {
        const match = existing.get(score.matchId);
        if (!match) throw new ValidationError(PREDICTION_MESSAGES.matchNotInGameweek);
        try {
          enforce(access.viewer, 'enterMatchScore', { gameweek: subject, match, now });
        } catch (error) {
          if (error instanceof ValidationError)
            throw new ValidationError(
              message(GAMEWEEK_MESSAGES.matchProblem, {
                homeTeam: match.homeTeam,
                awayTeam: match.awayTeam,
                problem: matchProblemKey(error.message),
              }),
            );
          throw error;
        }
      }
      await db.transaction(async (tx) => {
        await standings.lockGroups(tx, [gameweek.groupId]);
        // Under the gameweek's row lock: an unlock cannot slip in between (unlocking checks for results under it).
        enforce(await groupAccess.lockedViewer(tx, access), 'enterFinalScores', { gameweek: await lockedSubject(tx, gameweekId) });
        for (const score of input.scores) await repo.setFinalScore(tx, score.matchId, score.home, score.away);
        await repo.refreshFinished(tx, gameweekId);
        await standings.markGameweek(tx, gameweekId);
      });
      return detail(gameweekId, userId);
    },
  };
}

export type GameweeksService = ReturnType<typeof createGameweeksService>;
