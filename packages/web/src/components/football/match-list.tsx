import { type GameweekMatch, formatTime } from '@scoreline/shared';
import type { ReactNode } from 'react';
import { Crest } from './crest';
import { MatchDays } from './match-days';

/** A gameweek's matches grouped by day (Today, Tomorrow, Yesterday or a short date), with crests and scores. */
/** `actions` adds controls under a match (the admin edit mode). */
export function MatchList({ matches, actions }: { matches: GameweekMatch[]; actions?: (match: GameweekMatch) => ReactNode }) {
  return (
    <MatchDays
      matches={matches}
      renderMatch={(match) => {
        const final = match.finalHomeScore !== null && match.finalAwayScore !== null;
        return (
          <li key={match.id} className="card grid grid-cols-[1fr_auto_1fr] items-center gap-2 p-3" data-testid="match">
            <span className="flex items-center justify-end gap-2 text-right font-medium">
              {match.homeTeam}
              <Crest url={match.homeCrest} team={match.homeTeam} />
            </span>
            <span className="min-w-16 text-center">
              {final ? (
                <strong className="text-lg tabular-nums">
                  {match.finalHomeScore} - {match.finalAwayScore}
                </strong>
              ) : (
                <span className="text-sm text-muted">{formatTime(match.matchTime)}</span>
              )}
            </span>
            <span className="flex items-center gap-2 font-medium">
              <Crest url={match.awayCrest} team={match.awayTeam} />
              {match.awayTeam}
            </span>
            {actions && <div className="col-span-3 flex flex-wrap items-center justify-center gap-2">{actions(match)}</div>}
          </li>
        );
      }}
    />
  );
}
