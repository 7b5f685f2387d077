import type { CompetitionSeason, SeasonFixture } from '../football/football-provider.js';

/** A competition matchday (league) or round (cup stage) as the autopilot makes a gameweek of it. */
export interface Matchday {
  /**
   * Unique within a group's season: the competition, stage and matchday number ("2021:REGULAR_SEASON:12",
   * "2001:LAST_16:1"), so a group that switches competitions mid-season starts the new one's matchdays afresh.
   */
  key: string;
  /** What the gameweek shows: "Matchday 12", "Last 16, matchday 1", "Final". */
  label: string;
  fixtures: SeasonFixture[];
  /** The earliest kick-off among its TIMED fixtures (fixed, still to come); null while none is. */
  firstKickOff: Date | null;
  /** Both teams of every fixture are known (a cup round's are not until the round before is played). */
  ready: boolean;
}

const known = (team: { id: number | null; name: string | null }) => Number.isInteger(team.id) && Boolean(team.name);

/** Stages played as a table of matchdays: shown as "Matchday n". */
const TABLE_STAGES = new Set(['REGULAR_SEASON', 'LEAGUE_STAGE', 'GROUP_STAGE']);
/** Not started, nor called off: a fixture a gameweek made now would hold (POSTPONED waits in it for its new date). */
export const notStarted = (fixture: Pick<SeasonFixture, 'status'>) => ['SCHEDULED', 'TIMED', 'POSTPONED'].includes(fixture.status);

/** "QUARTER_FINALS" -> "Quarter finals". */
function stageName(stage: string): string {
  const words = stage.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(stage: string, matchday: number | null): string {
  if (TABLE_STAGES.has(stage)) return matchday === null ? stageName(stage) : `Matchday ${matchday}`;
  return matchday === null ? stageName(stage) : `${stageName(stage)}, matchday ${matchday}`;
}

/**
 * The season's fixtures grouped by matchday (cup stages reuse matchday numbers, so the stage is part of the
 * key), in the order they are played: by first kick-off, a matchday with no fixed time yet last.
 */
export function matchdaysOf(season: CompetitionSeason): Matchday[] {
  const byKey = new Map<string, Matchday>();
  for (const fixture of season.fixtures) {
    const key = `${season.competitionId}:${fixture.stage}:${fixture.matchday ?? '-'}`;
    let matchday = byKey.get(key);
    if (!matchday)
      byKey.set(key, (matchday = { key, label: labelOf(fixture.stage, fixture.matchday), fixtures: [], firstKickOff: null, ready: true }));
    matchday.fixtures.push(fixture);
    if (notStarted(fixture)) matchday.ready &&= known(fixture.homeTeam) && known(fixture.awayTeam);
    // Timed by the fixtures still to come whose time is fixed: not a SCHEDULED midnight placeholder, a POSTPONED
    // stale date, nor one played already (brought forward weeks before the rest of its matchday).
    if (fixture.status === 'TIMED') {
      const kickOff = new Date(fixture.utcDate);
      if (matchday.firstKickOff === null || kickOff < matchday.firstKickOff) matchday.firstKickOff = kickOff;
    }
  }
  const order = (day: Matchday) => day.firstKickOff?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...byKey.values()].sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key));
}

/**
 * The matchdays still to kick off at `now`, in order, at most `limit`, up to the first that is not ready (its
 * teams or every time still unknown): a later matchday is never made a gameweek before an earlier one. Which of
 * them a follower gets depends on its lead time and how many ahead it wants (the repo's `missingMatchdays`).
 */
export function upcomingMatchdays(matchdays: Matchday[], now: Date, limit: number): Matchday[] {
  const upcoming = matchdays.filter((day) => day.firstKickOff === null || day.firstKickOff > now);
  const notReady = upcoming.findIndex((day) => !day.ready || day.firstKickOff === null);
  return (notReady === -1 ? upcoming : upcoming.slice(0, notReady)).slice(0, limit);
}
