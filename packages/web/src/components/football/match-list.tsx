import { type GameweekMatch } from '@scoreline/shared';
import { formatTime } from '../../lib/dates';
import type { ReactNode } from 'react';
import { MatchDays } from './match-days';
import { MatchRow } from './match-row';
import { shownScore } from './match-status';
import { MatchStatusBadge } from './match-status-badge';

/**
 * A gameweek's matches grouped by day (Today, Tomorrow, Yesterday or a short date): crests, names and the final
 * score, the running score of a match in play, or the kick-off time, with its marker (LIVE and the minute, HT, FT,
 * postponed, cancelled or void). `actions` adds controls
 * under a match (the admin edit mode, "Make void"); a match it answers nothing for has no footer.
 */
export function MatchList({ matches, actions }: { matches: GameweekMatch[]; actions?: (match: GameweekMatch) => ReactNode }) {
  return (
    <MatchDays
      matches={matches}
      renderMatch={(match) => {
        const score = shownScore(match);
        const controls = actions?.(match);
        return (
          <MatchRow
            key={match.id}
            match={match}
            data-testid="match"
            middle={
              <>
                {score ? (
                  <strong className="text-xl tabular-nums" data-testid="match-score">
                    {score.home} - {score.away}
                  </strong>
                ) : (
                  <span className="text-sm font-medium text-muted">{formatTime(match.matchTime)}</span>
                )}
                <MatchStatusBadge match={match} className="mt-1" />
              </>
            }
            footer={controls ? <div className="flex flex-wrap items-center justify-center gap-2">{controls}</div> : undefined}
          />
        );
      }}
    />
  );
}
