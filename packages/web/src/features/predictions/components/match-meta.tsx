import { type GameweekMatch } from '@scoreline/shared';
import { formatTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { Link } from 'react-router';
import { MatchStatusBadge } from '../../../components/football/match-status-badge';

/**
 * A score card row's meta line: kick-off with the match's marker (LIVE and the minute, HT, FT, postponed, cancelled
 * or void; the running or final score itself sits in the row's middle), and the match's predictions page.
 */
export function MatchMeta({ match, linkMatch }: { match: GameweekMatch; linkMatch: boolean }) {
  return (
    <>
      <span className="flex items-center gap-1.5">
        {formatTime(match.matchTime)}
        <MatchStatusBadge match={match} />
      </span>
      {linkMatch ? (
        <Link
          to={`/match/${match.id}`}
          className="-my-2 py-2 hover:underline"
          aria-label={t('{homeTeam} vs {awayTeam} predictions', { homeTeam: match.homeTeam, awayTeam: match.awayTeam })}
        >
          {t('Match →')}
        </Link>
      ) : (
        // The line's empty second place keeps the kick-off at the start.
        <span />
      )}
    </>
  );
}
