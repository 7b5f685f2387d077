/**
 * The competition autopilot for every main group following one competition, timed through the production service
 * (autopilot.service.ts) on the seeded database (the server stopped): a run with nothing to create, then a run
 * making one matchday a gameweek in every group. The provider is the bench's own (no network): one competition
 * with two matchdays of `matches` fixtures, asked once per run as the job asks it.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { Database } from '../packages/server/src/db/client.js';
import { createGroupAccessService } from '../packages/server/src/modules/access/group-access.service.js';
import { createAutopilotRepo } from '../packages/server/src/modules/autopilot/autopilot.repo.js';
import { createAutopilotService } from '../packages/server/src/modules/autopilot/autopilot.service.js';
import type { CompetitionSeason, FootballProvider, SeasonFixture } from '../packages/server/src/modules/football/football-provider.js';
import { createGameweeksRepo } from '../packages/server/src/modules/gameweeks/gameweeks.repo.js';
import { createGroupsRepo } from '../packages/server/src/modules/groups/groups.repo.js';
import type { BenchConfig } from './config.js';
import type { Dataset } from './dataset.js';

const COMPETITION = 4242;
const DAY = 24 * 60 * 60 * 1000;

export interface AutopilotResult {
  groups: number;
  nothing: { ms: number; created: number; asked: number };
  matchday: { ms: number; created: number; matches: number; asked: number };
}

/** Two matchdays of `matches` fixtures, two and nine days after `start`. */
function benchSeason(start: Date, matches: number): CompetitionSeason {
  const fixtures: SeasonFixture[] = [];
  for (const [matchday, days] of [
    [1, 2],
    [2, 9],
  ] as const) {
    for (let k = 0; k < matches; k += 1) {
      const team = (side: number) => ({ id: 880_000 + k * 2 + side, name: `Bench Club ${k * 2 + side}`, shortName: 'Bench', crest: null });
      fixtures.push({
        id: 880_000 + matchday * 100 + k,
        competitionId: COMPETITION,
        utcDate: new Date(start.getTime() + days * DAY + k * 15 * 60_000).toISOString(),
        status: 'TIMED',
        homeTeam: team(0),
        awayTeam: team(1),
        score: { home: null, away: null },
        matchday,
        stage: 'REGULAR_SEASON',
      });
    }
  }
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { competitionId: COMPETITION, startDate: day(start.getTime() - 90 * DAY), endDate: day(start.getTime() + 200 * DAY), fixtures };
}

export async function autopilotFigures(db: Database, c: BenchConfig, d: Dataset, log: (line: string) => void): Promise<AutopilotResult> {
  const start = new Date();
  const season = benchSeason(start, c.matches);
  let asked = 0;
  const provider = {
    name: 'demo',
    currentSeason: async () => {
      asked += 1;
      return season;
    },
  } as unknown as FootballProvider;
  const groupsRepo = createGroupsRepo();
  let now = start;
  const autopilot = createAutopilotService({
    db,
    autopilotRepo: createAutopilotRepo(),
    gameweeksRepo: createGameweeksRepo(),
    groupsRepo,
    groupAccess: createGroupAccessService({ db, groupsRepo }),
    provider,
    mailer: { transport: 'outbox', send: async () => undefined, close: () => undefined },
    publicUrl: 'http://localhost',
    logger: pino({ level: 'silent' }),
    clock: () => now,
  });
  const groupIds = Array.from({ length: c.groups }, (_, g) => d.groupId(g));
  await db.execute(sql`
    INSERT INTO competition_follows (group_id, season_id, competition_id, competition_name, matchdays_ahead, competition_season_start)
    SELECT id, active_season_id, ${COMPETITION}, 'Bench League', 1, ${season.startDate}::date
    FROM groups WHERE id = ANY(${sql.param(groupIds)}::uuid[])`);
  // Untimed: every group gets matchday 1, as when they started following.
  const first = await autopilot.runCompetition(COMPETITION, now);
  log(`autopilot: ${c.groups} groups follow one competition; matchday 1 made ${first.created} gameweeks`);
  await db.execute(sql`VACUUM ANALYZE gameweeks, matches, followed_matchdays`);

  const timed = async () => {
    asked = 0;
    const started = performance.now();
    const report = await autopilot.runCompetition(COMPETITION, now);
    return { ms: performance.now() - started, created: report.created, asked };
  };
  const nothing = await timed();
  log(`autopilot, nothing to create: ${Math.round(nothing.ms)} ms (${nothing.created} created, ${nothing.asked} provider request)`);
  now = new Date(start.getTime() + 2 * DAY + c.matches * 15 * 60_000); // matchday 1 under way: matchday 2 is next
  const matchday = await timed();
  const [{ count }] = (
    await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM matches WHERE api_match_id BETWEEN 880200 AND 880299`)
  ).rows as [{ count: number }];
  log(`autopilot, a matchday for every group: ${Math.round(matchday.ms)} ms (${matchday.created} gameweeks, ${count} matches)`);
  return { groups: c.groups, nothing, matchday: { ...matchday, matches: count } };
}
