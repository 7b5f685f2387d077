import {
  type CreateGameweekInput,
  type ExternalMatch,
  GAMEWEEK_MESSAGES,
  GROUP_MESSAGES,
  type GameweekDetail,
  type GameweekSummary,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { type FootballProvider, fromProvider } from '../football/football-provider.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { GameweeksRepo, NewMatchRow } from './gameweeks.repo.js';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createGameweeksService(deps: {
  db: Database;
  gameweeksRepo: GameweeksRepo;
  groupsRepo: GroupsRepo;
  groupsService: GroupsService;
  provider: FootballProvider;
  /** The server's clock decides deadlines; tests move a fake one. */
  clock: () => Date;
}) {
  const { db, gameweeksRepo: repo, groupsRepo, groupsService, provider, clock } = deps;

  async function requireMember(userId: string, groupId: string) {
    const access = await groupsService.access(db, groupId, userId);
    if (!access.isMember) throw new ForbiddenError(GAMEWEEK_MESSAGES.notMember);
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

  async function detail(gameweekId: string, userId: string): Promise<GameweekDetail> {
    const gameweek = await repo.find(db, gameweekId);
    if (!gameweek) throw new NotFoundError('The gameweek you are looking for does not exist.');
    const access = await requireMember(userId, gameweek.groupId);
    return { ...gameweek, matches: await repo.matchesOf(db, gameweekId), viewer: { isAdmin: access.isAdmin } };
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

      const picks = input.matches.flatMap((match) => (match.kind === 'real' ? [match] : []));
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
        ...input.matches.flatMap((match) =>
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
      if (rows.some((row) => row.matchTime.getTime() < deadline.getTime()))
        throw new ValidationError(GAMEWEEK_MESSAGES.matchBeforeDeadline);

      const gameweekId = await db.transaction(async (tx) => {
        const locked = await groupsRepo.lockForMembershipChange(tx, groupId); // one gameweek creation at a time
        if (!locked) throw new NotFoundError('The group you are looking for does not exist.');
        if (!locked.active_season_id) throw new ValidationError(GAMEWEEK_MESSAGES.noActiveSeason);
        const weekNumber = await repo.nextWeekNumber(tx, groupId);
        await repo.deactivateAll(tx, groupId);
        const id = await repo.insert(tx, { groupId, seasonId: locked.active_season_id, weekNumber, deadline, isActive: true });
        await repo.upsertClubs(tx, [
          ...new Map(real.flatMap((match) => [match.homeTeam, match.awayTeam]).map((team) => [team.id, team])).values(),
        ]);
        await repo.insertMatches(tx, groupId, id, rows);
        return id;
      });
      return detail(gameweekId, userId);
    },
  };
}

export type GameweeksService = ReturnType<typeof createGameweeksService>;
