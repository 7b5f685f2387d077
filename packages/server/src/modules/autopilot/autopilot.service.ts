import { randomUUID } from 'node:crypto';
import {
  type FollowCompetitionInput,
  type GroupCompetition,
  FOLLOW_MESSAGES,
  GAMEWEEK_MESSAGES,
  entityNotFoundMessage,
  followCompetitionSchema,
  seasonIsActive,
} from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { mailReader } from '../../mail/reader.js';
import { newSeasonMail } from '../../mail/templates.js';
import type { GroupAccessService } from '../access/group-access.service.js';
import { type CompetitionSeason, type FootballProvider, fromProvider } from '../football/football-provider.js';
import type { GameweeksRepo } from '../gameweeks/gameweeks.repo.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import { publishLive } from '../live/live-events.js';
import type { AutopilotRepo, MissingMatchday, RolloverRow } from './autopilot.repo.js';
import { type Matchday, matchdaysOf, notStarted, upcomingMatchdays } from './matchdays.js';
import { seasonName } from './season-name.js';

/** A competition's season is asked for at most this often (one request per competition, whoever follows it). */
export const COMPETITION_RECHECK_MINUTES = 15;
/** Gameweeks are created for this many groups per transaction. */
const GROUPS_PER_BATCH = 250;

export interface AutopilotReport {
  /** Provider requests made. */
  asked: number;
  /** Gameweeks created. */
  created: number;
  /** Groups whose next season started. */
  newSeasons: string[];
}

/**
 * The competition autopilot. A group that follows a competition gets one gameweek per matchday (league) or round
 * (cup stage), the next ones ahead of time, each with every fixture and a deadline by the owner's rule; fixtures'
 * times and statuses, automatic deadlines and the season's dates follow the provider; a new competition season
 * starts the group's next season. It asks the provider once per competition however many groups follow it.
 */
export function createAutopilotService(deps: {
  db: Database;
  autopilotRepo: AutopilotRepo;
  gameweeksRepo: Pick<GameweeksRepo, 'upsertClubs'>;
  groupsRepo: Pick<GroupsRepo, 'findSeason'>;
  groupAccess: Pick<GroupAccessService, 'access' | 'lockedViewer'>;
  provider: FootballProvider;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
  clock: () => Date;
}) {
  const { db, autopilotRepo: repo, provider, clock } = deps;
  const log = deps.logger.child({ component: 'autopilot' });

  /** Creates the missing matchdays' gameweeks, a batch of groups per transaction. Answers how many. */
  async function createGameweeks(missing: MissingMatchday[], matchdays: Map<string, Matchday>): Promise<number> {
    let created = 0;
    const groupIds = [...new Set(missing.map((row) => row.group_id))];
    for (let start = 0; start < groupIds.length; start += GROUPS_PER_BATCH) {
      const batch = new Set(groupIds.slice(start, start + GROUPS_PER_BATCH));
      const wanted = missing.filter((row) => batch.has(row.group_id));
      created += await db.transaction(async (tx) => {
        await repo.lockGroupRows(tx, [...batch]);
        const claimed = new Set((await repo.claim(tx, wanted)).map((row) => `${row.season_id} ${row.matchday_key}`));
        const order = [...matchdays.keys()];
        const gameweeks = wanted
          .filter((row) => claimed.has(`${row.season_id} ${row.matchday_key}`))
          .map((row) => ({
            ...row,
            id: randomUUID(),
            label: matchdays.get(row.matchday_key)!.label,
            order: order.indexOf(row.matchday_key),
          }));
        if (gameweeks.length === 0) return 0;
        const keys = new Set(gameweeks.map((row) => row.matchday_key));
        // Only fixtures still to be played: one brought forward and played already is nobody's to predict.
        const fixtures = [...keys].flatMap((key) =>
          matchdays
            .get(key)!
            .fixtures.filter(notStarted)
            .map((fixture) => ({ ...fixture, matchdayKey: key })),
        );
        const teams = new Map(fixtures.flatMap((fixture) => [fixture.homeTeam, fixture.awayTeam]).map((team) => [team.id, team]));
        await deps.gameweeksRepo.upsertClubs(tx, [...teams.values()]);
        const made = await repo.insertGameweeks(tx, gameweeks, fixtures);
        await publishLive(tx, [...new Set(gameweeks.map((row) => row.group_id))], 'gameweek');
        return made;
      });
    }
    return created;
  }

  /**
   * The followers' active gameweeks where they should move (read first, cheap when none does), then moved under
   * those groups' row locks, so an admin creating a gameweek by hand meanwhile waits or is waited for.
   */
  async function moveActiveGameweeks(competitionId: number, now: Date) {
    const moves = await repo.activeMoves(db, competitionId, now);
    if (moves.length === 0) return;
    await db.transaction(async (tx) => {
      const groupIds = moves.map((move) => move.group_id);
      await repo.lockGroupRows(tx, groupIds);
      const current = await repo.activeMoves(tx, competitionId, now, groupIds);
      if (current.length > 0) await repo.setActive(tx, current);
      await publishLive(
        tx,
        current.map((move) => move.group_id),
        'gameweek',
      );
    });
  }

  /** The group's next season, following the competition's new one; its owner is told by mail. */
  async function startNextSeason(follow: RolloverRow, season: CompetitionSeason): Promise<boolean> {
    const next = { seasonId: randomUUID(), name: seasonName(season), startDate: season.startDate, endDate: season.endDate };
    const started = await db.transaction(async (tx) => {
      await repo.lockGroupRows(tx, [follow.group_id]);
      const moved = await repo.startNextSeason(tx, follow, next);
      if (moved) await publishLive(tx, [follow.group_id], 'gameweek');
      return moved;
    });
    if (!started) return false;
    const url = `${deps.publicUrl}/group/${follow.group_id}/update-group`;
    await deps.mailer
      .send(
        newSeasonMail({
          reader: mailReader({
            email: follow.owner_email,
            username: follow.owner_name,
            locale: follow.owner_locale,
            timeZone: follow.owner_time_zone,
          }),
          group: follow.group_name,
          competition: follow.competition_name,
          season: next.name,
          url,
        }),
      )
      .catch((error: unknown) => log.error({ err: error, groupId: follow.group_id }, 'could not tell the owner of the new season'));
    return true;
  }

  /** Applies the competition's season (as the provider gave it) to its followers, or to one group. */
  async function apply(season: CompetitionSeason, now: Date, groupId: string | null): Promise<Omit<AutopilotReport, 'asked'>> {
    const { competitionId } = season;
    const newSeasons: string[] = [];
    for (const follow of await repo.followsBehind(db, competitionId, season.startDate)) {
      if ((groupId === null || follow.group_id === groupId) && (await startNextSeason(follow, season))) newSeasons.push(follow.group_id);
    }
    // A season already over (between seasons, before the provider publishes the next) is not the group's to
    // follow: its dates would end the group's season. The group waits for the next one with its own dates.
    if (season.endDate >= now.toISOString().slice(0, 10)) {
      await repo.adoptSeason(db, competitionId, season.startDate);
      await repo.followSeasonDates(db, competitionId, season);
    }
    const pending = season.fixtures.filter((fixture) => fixture.status !== 'FINISHED' && fixture.status !== 'AWARDED');
    const changed = await repo.syncFixtures(db, pending, now);
    const moved = await repo.followDeadlines(db, competitionId, now);
    if (changed.length + moved.length > 0) await publishLive(db, [...changed, ...moved], 'gameweek');

    const matchdays = matchdaysOf(season);
    const upcoming = upcomingMatchdays(matchdays, now, 11);
    const missing = await repo.missingMatchdays(db, competitionId, upcoming, now, groupId);
    const created = missing.length === 0 ? 0 : await createGameweeks(missing, new Map(matchdays.map((day) => [day.key, day])));
    await moveActiveGameweeks(competitionId, now);
    return { created, newSeasons };
  }

  /** One competition: asks the provider (once), applies it, and notes when it was asked. */
  async function runCompetition(competitionId: number, now: Date, groupId: string | null = null): Promise<AutopilotReport> {
    const report: AutopilotReport = { asked: 1, created: 0, newSeasons: [] };
    try {
      const season = await provider.currentSeason(competitionId);
      if (season) Object.assign(report, await apply(season, now, groupId));
    } finally {
      // Asked either way: a failing competition waits its turn instead of spending the budget every minute.
      await repo.markChecked(db, competitionId, now);
    }
    return report;
  }

  /** The group's follow; members may see it. */
  async function followOf(userId: string, groupId: string): Promise<GroupCompetition> {
    const { viewer, group } = await deps.groupAccess.access(db, groupId, userId);
    enforce(viewer, 'viewGameweeks', {});
    const follow = await repo.follow(db, groupId);
    return {
      follow: follow && {
        competitionId: follow.competition_id,
        competitionName: follow.competition_name,
        leadMinutes: follow.lead_minutes,
        matchdaysAhead: follow.matchdays_ahead,
        closesAtKickOff: group.predictionsClose === 'kickoff',
        seasonId: follow.season_id,
      },
    };
  }

  return {
    runCompetition,
    followOf,

    /**
     * The competitions due (not asked for in the last COMPETITION_RECHECK_MINUTES), at most `maxRequests`, least
     * recently asked first. One failing competition is logged and the others go on.
     */
    async runDue(now: Date, maxRequests: number): Promise<AutopilotReport> {
      const total: AutopilotReport = { asked: 0, created: 0, newSeasons: [] };
      if (maxRequests <= 0) return total;
      for (const competitionId of await repo.competitionsDue(db, now, COMPETITION_RECHECK_MINUTES, maxRequests)) {
        try {
          const report = await runCompetition(competitionId, now);
          total.created += report.created;
          total.newSeasons.push(...report.newSeasons);
        } catch (error) {
          log.error({ err: error, competitionId }, 'autopilot failed for a competition');
        }
        total.asked += 1;
      }
      return total;
    },

    /** Follows a competition the provider offers with the group's active season, and makes its next matchdays at once. */
    async follow(userId: string, groupId: string, body: FollowCompetitionInput): Promise<GroupCompetition> {
      const input = followCompetitionSchema.parse(body);
      const access = await deps.groupAccess.access(db, groupId, userId);
      enforce(access.viewer, 'followCompetition', {});
      const competition = (await fromProvider(() => provider.competitions())).find((offered) => offered.id === input.competitionId);
      if (!competition) throw new ValidationError(FOLLOW_MESSAGES.unknownCompetition);
      await db.transaction(async (tx) => {
        await repo.lockGroupRows(tx, [groupId]);
        enforce(await deps.groupAccess.lockedViewer(tx, access), 'followCompetition', {});
        const seasonId = access.group.activeSeasonId;
        const season = seasonId ? await deps.groupsRepo.findSeason(tx, seasonId) : null;
        if (!season || !seasonIsActive(season, clock())) throw new ValidationError(GAMEWEEK_MESSAGES.noActiveSeason);
        await repo.saveFollow(tx, {
          ...input,
          groupId,
          seasonId: season.id,
          competitionId: competition.id,
          competitionName: competition.name,
        });
      });
      // Followed either way: if the provider fails now, the job makes the matchdays on a later run.
      const created = await runCompetition(competition.id, clock(), groupId).then(
        (report) => report.created,
        (error: unknown) => {
          log.warn({ err: error, groupId }, 'could not make the matchdays of a competition just followed');
          return 0;
        },
      );
      return { ...(await followOf(userId, groupId)), created };
    },

    async stop(userId: string, groupId: string): Promise<void> {
      const access = await deps.groupAccess.access(db, groupId, userId);
      enforce(access.viewer, 'followCompetition', {});
      if (!(await repo.follow(db, groupId))) throw new NotFoundError(entityNotFoundMessage('follow'));
      await repo.stopFollowing(db, groupId);
    },
  };
}

export type AutopilotService = ReturnType<typeof createAutopilotService>;
