import { HOME_MESSAGES, type Home, LIVE_MATCH_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { MatchStatusBadge } from '../../../components/football/match-status-badge';
import { OnFor } from '../../../components/football/on-for';
import { t } from '../../../lib/i18n';
import { TeamLine } from './upcoming-match';

type Live = Home['live'][number];

/**
 * A match being played, as a scores app lists it: each team on its line with the goals scored so far, the state
 * (LIVE 67', HT), and under it the player's prediction and what it is on for. The card opens the match centre.
 */
export function LiveMatch({ match }: { match: Live }) {
  return (
    <Link
      to={`/match/${match.id}`}
      className="block space-y-1.5 rounded-lg border border-subtle p-3 hover:bg-black/5 dark:hover:bg-white/5"
      data-testid="live-match"
    >
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted">
        <span className="min-w-0">{HOME_MESSAGES.gameweekOf(match.groupName, match.weekNumber)}</span>
        <MatchStatusBadge match={match} />
      </span>
      <TeamLine name={match.homeTeam} crest={match.homeCrest} goals={match.liveHomeScore ?? undefined} />
      <TeamLine name={match.awayTeam} crest={match.awayCrest} goals={match.liveAwayScore ?? undefined} />
      <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {match.prediction
          ? t(LIVE_MATCH_MESSAGES.yourPrediction, { home: match.prediction.home, away: match.prediction.away })
          : t(LIVE_MATCH_MESSAGES.noPrediction)}
        {match.livePoints !== null && <OnFor points={match.livePoints} />}
      </span>
    </Link>
  );
}
