import { type GameweekMatch, formatTime, hasResult } from '@scoreline/shared';
import { Link } from 'react-router';

/** A score card row's meta line: kick-off, the final score once there is one, and the match's predictions page. */
export function MatchMeta({ match, linkMatch }: { match: GameweekMatch; linkMatch: boolean }) {
  return (
    <>
      <span>{formatTime(match.matchTime)}</span>
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
