import { HOME_MESSAGES, type Home } from '@scoreline/shared';
import { formatDateTime } from '../../../lib/dates';
import { Link } from 'react-router';
import { Crest } from '../../../components/football/crest';
import { t } from '../../../lib/i18n';

type Upcoming = Home['upcoming'][number];

/** A team on its own line: crest, full name (wraps, never cut) and its goals (predicted, or scored). */
export function TeamLine({ name, crest, goals }: { name: string; crest: string | null; goals: number | undefined }) {
  return (
    <span className="flex items-center gap-2">
      <Crest url={crest} team={name} />
      <span className="min-w-0 flex-1 font-medium" data-testid="team-name">
        {name}
      </span>
      <span className="w-6 shrink-0 text-right font-semibold tabular-nums">{goals ?? ''}</span>
    </span>
  );
}

/**
 * One of the next matches to predict, as football apps list fixtures: each team on a line of its own with the
 * predicted score beside it, so full names fit a phone. The whole card opens the gameweek.
 */
export function UpcomingMatch({ match }: { match: Upcoming }) {
  return (
    <Link
      to={`/gameweek/${match.gameweekId}`}
      className="block space-y-1.5 rounded-lg border border-subtle p-3 hover:bg-black/5 dark:hover:bg-white/5"
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted">
        <span className="min-w-0">{t(HOME_MESSAGES.gameweekOf, { group: match.groupName, week: match.weekNumber })}</span>
        <span className="shrink-0">{formatDateTime(match.matchTime)}</span>
      </span>
      <TeamLine name={match.homeTeam} crest={match.homeCrest} goals={match.prediction?.home} />
      <TeamLine name={match.awayTeam} crest={match.awayCrest} goals={match.prediction?.away} />
    </Link>
  );
}
