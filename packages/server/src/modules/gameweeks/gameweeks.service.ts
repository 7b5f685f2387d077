import {
  type CreateGameweekInput,
  type ExternalMatch,
  type FinalScoresInput,
  GAMEWEEK_MESSAGES,
  GROUP_MESSAGES,
  type GameweekDetail,
  type GameweekSummary,
  POLICY_MESSAGES,
  finalScoresRefusal,
  gameweekActions,
  lockChangeRefusal,
  matchScoreRefusal,
  matchesEditRefusal,
  seasonIsActive,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { ForbiddenError, NotFoundError, NotMemberError, ValidationError } from '../../lib/errors.js';
import { type FootballProvider, fromProvider } from '../football/football-provider.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupsService } from '../groups/groups.service.js';
import { publishLive } from '../live/live-events.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { GameweeksRepo, NewMatchRow } from './gameweeks.repo.js';

const DAY = 24 * 60 * 60 * 1000;
const hasFinalScore = (match: { finalHomeScore: number | null; finalAwayScore: number | null }) =>
  match.finalHomeScore !== null && match.finalAwayScore !== null;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createGameweeksService(deps: {
  db: Database;
  gameweeksRepo: GameweeksRepo;
  groupsRepo: GroupsRepo;
  groupsService: GroupsService;
  provider: FootballProvider;
  scoring: StandingsService;
  /** The server's clock decides deadlines; tests move a fake one. */
  clock: () => Date;
}) {
  const { db, gameweeksRepo: repo, groupsRepo, groupsService, provider, scoring, clock } = deps;

  async function requireMember(userId: string, groupId: string) {
    const access = await groupsService.access(db, groupId, userId);
    if (!access.isMember) throw new NotMemberError(GAMEWEEK_MESSAGES.notMember, groupId);
    return access;
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

  /** The gameweek and the acting admin's access; 404, 403 (non-member), 403 (member) otherwise. */
  async function requireAdminOf(gameweekId: string, userId: string) {
    const gameweek = await repo.find(db, gameweekId);
    if (!gameweek) throw new NotFoundError('The gameweek you are looking for does not exist.');
    const access = await requireMember(userId, gameweek.groupId);
    if (!access.isAdmin) throw new ForbiddenError(GROUP_MESSAGES.adminsOnly);
    return gameweek;
  }

  async function detail(gameweekId: string, userId: string): Promise<GameweekDetail> {
    const gameweek = await repo.find(db, gameweekId);
    if (!gameweek) throw new NotFoundError('The gameweek you are looking for does not exist.');
    const access = await requireMember(userId, gameweek.groupId);
    const matches = await repo.matchesOf(db, gameweekId);
    const state = { ...gameweek, matches, hasResults: matches.some(hasFinalScore) };
    return { ...gameweek, matches, viewer: { isAdmin: access.isAdmin, ...gameweekActions(state, access, clock()) } };
  }

  return {
    detail,

    async list(userId: string, groupId: string): Promise<GameweekSummary[]> {
      await requireMember(userId, groupId);
      return repo.listForGroup(db, groupId);
    },

    /**
     * Creates "Gameweek n" with its deadline and matches, and makes it the group's one active gameweek. Checks
     * run in the spec's order, against the server's clock and the provider's own fixture data.
     */
    async create(userId: string, groupId: string, input: CreateGameweekInput): Promise<GameweekDetail> {
      const access = await groupsService.access(db, groupId, userId);
      if (!access.isMember) throw new ForbiddenError(GAMEWEEK_MESSAGES.notMember);
      if (!access.isAdmin) throw new ForbiddenError(GROUP_MESSAGES.adminsOnly);
      if (!input.deadline) throw new ValidationError(GAMEWEEK_MESSAGES.deadlineRequired);
      const deadline = new Date(input.deadline);
      if (deadline.getTime() < clock().getTime()) throw new ValidationError(GAMEWEEK_MESSAGES.deadlinePast);
      if (input.matches.length === 0) throw new ValidationError(GAMEWEEK_MESSAGES.matchesRequired);

      const { rows, real } = await matchRows(input.matches);
      if (rows.some((row) => row.matchTime.getTime() < deadline.getTime()))
        throw new ValidationError(GAMEWEEK_MESSAGES.matchBeforeDeadline);

      const gameweekId = await db.transaction(async (tx) => {
        const locked = await groupsRepo.lockForMembershipChange(tx, groupId); // one gameweek creation at a time
        if (!locked) throw new NotFoundError('The group you are looking for does not exist.');
        const season = locked.active_season_id ? await groupsRepo.findSeason(tx, locked.active_season_id) : null;
        if (!season || !seasonIsActive(season, clock())) throw new ValidationError(GAMEWEEK_MESSAGES.noActiveSeason);
        const weekNumber = await repo.nextWeekNumber(tx, groupId);
        await repo.deactivateAll(tx, groupId);
        const id = await repo.insert(tx, { groupId, seasonId: season.id, weekNumber, deadline, isActive: true });
        await repo.upsertClubs(tx, [
          ...new Map(real.flatMap((match) => [match.homeTeam, match.awayTeam]).map((team) => [team.id, team])).values(),
        ]);
        await repo.insertMatches(tx, groupId, id, rows);
        await publishLive(tx, [groupId], 'gameweek');
        return id;
      });
      return detail(gameweekId, userId);
    },

    /** Lock or unlock by hand, only while the deadline is ahead (after it the sweep locks for good). */
    async setLocked(userId: string, gameweekId: string, isLocked: boolean): Promise<GameweekDetail> {
      const gameweek = await requireAdminOf(gameweekId, userId);
      const hasResults = (await repo.matchesOf(db, gameweekId)).some(hasFinalScore);
      const refusal = lockChangeRefusal({ ...gameweek, hasResults }, isLocked, clock());
      if (refusal) throw new ValidationError(refusal);
      // Checked again in the write itself, so neither the deadline nor a result can slip in between.
      const outcome = await db.transaction(async (tx) => {
        const result = await repo.setLocked(tx, gameweekId, isLocked, clock());
        if (result === 'done') await publishLive(tx, [gameweek.groupId], 'gameweek');
        return result;
      });
      if (outcome === 'results-in') throw new ValidationError(GAMEWEEK_MESSAGES.resultsIn);
      if (outcome === 'deadline-passed') throw new ValidationError(GAMEWEEK_MESSAGES.deadlinePassed);
      return detail(gameweekId, userId);
    },

    async remove(userId: string, gameweekId: string): Promise<void> {
      const gameweek = await requireAdminOf(gameweekId, userId);
      await db.transaction(async (tx) => {
        await scoring.lockGroups(tx, [gameweek.groupId]);
        await groupsRepo.lockForMembershipChange(tx, gameweek.groupId);
        await repo.deleteAndReactivate(tx, gameweekId, gameweek.groupId, gameweek.isActive);
        await scoring.recomputeStandings(tx, [gameweek.groupId]);
      });
    },

    /** The add-matches page: a new deadline, added and removed matches, all or nothing. Active and unlocked only. */
    async editMatches(
      userId: string,
      gameweekId: string,
      input: { deadline: string; add: CreateGameweekInput['matches']; remove: string[] },
    ): Promise<GameweekDetail> {
      const gameweek = await requireAdminOf(gameweekId, userId);
      const refusal = matchesEditRefusal({ ...gameweek, hasResults: false }, clock());
      if (refusal) throw new ValidationError(refusal);
      const deadline = new Date(input.deadline);
      if (deadline.getTime() < clock().getTime()) throw new ValidationError(GAMEWEEK_MESSAGES.deadlinePast);
      const existing = await repo.matchesOf(db, gameweekId);
      const removing = new Set(input.remove);
      if (input.remove.some((id) => !existing.some((match) => match.id === id)))
        throw new ValidationError('One or more matches are not in this gameweek.');
      const kept = existing.filter((match) => !removing.has(match.id));
      const keptApiIds = new Set(kept.flatMap((match) => (match.apiMatchId === null ? [] : [match.apiMatchId])));
      const { rows, real } = await matchRows(input.add.filter((match) => match.kind === 'custom' || !keptApiIds.has(match.apiMatchId)));
      if (kept.length + rows.length === 0) throw new ValidationError(GAMEWEEK_MESSAGES.matchesRequired);
      const times = [...kept.map((match) => Date.parse(match.matchTime)), ...rows.map((row) => row.matchTime.getTime())];
      if (times.some((time) => time < deadline.getTime())) throw new ValidationError(GAMEWEEK_MESSAGES.matchBeforeDeadline);
      await db.transaction(async (tx) => {
        await scoring.lockGroups(tx, [gameweek.groupId]);
        // Checked again under the row lock: a lock or the deadline cannot slip in between.
        const current = await repo.stateForUpdate(tx, gameweekId);
        const lockedRefusal = current
          ? matchesEditRefusal({ ...current, deadline: current.deadline.toISOString(), hasResults: false }, clock())
          : POLICY_MESSAGES.matchesLocked;
        if (lockedRefusal) throw new ValidationError(lockedRefusal);
        await repo.setDeadline(tx, gameweekId, deadline);
        await repo.deleteMatches(tx, gameweekId, input.remove);
        await repo.upsertClubs(tx, clubsOf(real));
        await repo.insertMatches(tx, gameweek.groupId, gameweekId, rows);
        await scoring.markGameweek(tx, gameweekId);
      });
      return detail(gameweekId, userId);
    },

    /** Final scores of custom matches, entered by an admin once the gameweek is locked. */
    async saveFinalScores(userId: string, gameweekId: string, input: FinalScoresInput): Promise<GameweekDetail> {
      const gameweek = await requireAdminOf(gameweekId, userId);
      const closed = finalScoresRefusal(gameweek);
      if (closed) throw new ValidationError(closed);
      const existing = new Map((await repo.matchesOf(db, gameweekId)).map((match) => [match.id, match]));
      const now = clock();
      for (const score of input.scores) {
        const match = existing.get(score.matchId);
        if (!match) throw new ValidationError('One or more matches are not in this gameweek.');
        const refusal = matchScoreRefusal(match, now);
        if (refusal) throw new ValidationError(`${match.homeTeam} v ${match.awayTeam}: ${refusal}`);
      }
      await db.transaction(async (tx) => {
        await scoring.lockGroups(tx, [gameweek.groupId]);
        for (const score of input.scores) await repo.setFinalScore(tx, score.matchId, score.home, score.away);
        await repo.refreshFinished(tx, gameweekId);
        await scoring.markGameweek(tx, gameweekId);
      });
      return detail(gameweekId, userId);
    },
  };
}

export type GameweeksService = ReturnType<typeof createGameweeksService>;
