import { type GameweekMatch, formatTime, hasResult } from '@scoreline/shared';
import { Link } from 'react-router';
import { MatchStatusBadge } from '../../../components/football/match-status-badge';

/**
 * A score card row's meta line: kick-off (with a postponed, cancelled or void match's marker), the final score once
 * there is one, and the match's predictions page.
 */
export function MatchMeta({ match, linkMatch }: { match: GameweekMatch; linkMatch: boolean }) {
  return (
    <>
      <span className="flex items-center gap-1.5">
        {formatTime(match.matchTime)}
        <MatchStatusBadge match={match} />
      </span>
      {hasResult(match) && (
        <span className="font-semibold text-[var(--text)]">
          Final {match.finalHomeScore} - {match.finalAwayScore}
        </span>
      )}
      {linkMatch ? (
        <Link
          to={`/match/${match.id}`}
          className="-my-2 py-2 hover:underline"
          aria-label={`${match.homeTeam} vs ${match.awayTeam} predictions`}
        >
          Match →
        </Link>
      ) : (
        // The line's empty third place: its spacing keeps a final score in the middle.
        <span />
      )}
    </>
  );
}
