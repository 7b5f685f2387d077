import { type GameweekSummary, type SeasonDetail } from '@scoreline/shared';
import { formatCalendarDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import type { MenuAction } from '../../../components/ui/actions-menu';

// What the season page shows, as plain functions of the server's answers (the rules come as `season.viewer` flags).

/** This season's gameweeks, newest first: the group's list holds every season's. */
export function gameweeksOfSeason(gameweeks: GameweekSummary[], seasonId: string): GameweekSummary[] {
  return gameweeks.filter((gameweek) => gameweek.seasonId === seasonId).sort((a, b) => b.weekNumber - a.weekNumber);
}

/**
 * The season's dates as shown: "TBD" until it has a start, "—" while it has no end. They are calendar days
 * (yyyy-mm-dd, read as UTC midnight), so they are written in UTC: west of Greenwich they would show a day early.
 */
export function seasonDates(season: Pick<SeasonDetail, 'startDate' | 'endDate'>): { start: string; end: string } {
  return {
    start: season.startDate ? formatCalendarDate(season.startDate) : t('TBD'),
    // eslint-disable-next-line i18next/no-literal-string -- not prose: the dash of a date not set
    end: season.endDate ? formatCalendarDate(season.endDate) : '—',
  };
}

/** The season's ⋮ menu: to its group, to its active gameweek if it has one, and Set end date if the server allows it. */
export function seasonMenuActions(
  season: Pick<SeasonDetail, 'activeGameweekId' | 'viewer'>,
  on: { goToGroup: () => void; goToGameweek: (gameweekId: string) => void; setEndDate: () => void },
): MenuAction[] {
  const { activeGameweekId } = season;
  return [
    { label: t('Go to group'), onSelect: on.goToGroup },
    { label: t('Active gameweek'), hidden: !activeGameweekId, onSelect: () => on.goToGameweek(activeGameweekId!) },
    { label: t('Set end date'), hidden: !season.viewer.canSetEndDate, onSelect: on.setEndDate },
  ];
}
