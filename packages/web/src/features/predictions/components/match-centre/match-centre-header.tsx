import { type MatchDetail, MATCH_CENTRE_MESSAGES } from '@scoreline/shared';
import { formatDateTime, formatTime } from '../../../../lib/dates';
import { t } from '../../../../lib/i18n';
import type { CSSProperties } from 'react';
import { TeamName } from '../../../../components/football/match-row';
import { MatchStatusBadge } from '../../../../components/football/match-status-badge';
import { shownScore } from '../../../../components/football/match-status';

/** The header's crests, larger than a match row's. */
const LARGE_CRESTS = { '--crest-size': '3rem' } as CSSProperties;
/**
 * Not a size container, unlike a match row: `TeamName`'s wide layout (crest beside the name) never applies, so
 * each name keeps its side's whole width under its crest, and wraps between words; larger from a tablet up.
 */
const NAMES = 'sm:[&_[data-testid=team-name]]:text-base';

/**
 * The match centre's head: both teams with their crests, the final or running score (or the kick-off time before
 * it starts), the state (LIVE 67', HT, FT, Postponed...) and the kick-off. The score is announced when it changes.
 */
export function MatchCentreHeader({ match }: { match: MatchDetail['match'] }) {
  const score = shownScore(match);
  return (
    <section className={`card px-2 py-4 sm:px-4 ${NAMES}`} style={LARGE_CRESTS} data-testid="match-centre-header">
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 sm:gap-4">
        <TeamName name={match.homeTeam} crest={match.homeCrest} side="home" />
        <div className="flex min-w-16 flex-col items-center gap-1.5 text-center" aria-live="polite" data-testid="match-centre-score">
          {score ? (
            <strong className="text-3xl tabular-nums">
              {score.home} - {score.away}
            </strong>
          ) : (
            <span className="text-xl font-semibold tabular-nums">{formatTime(match.matchTime)}</span>
          )}
          <MatchStatusBadge match={match} />
        </div>
        <TeamName name={match.awayTeam} crest={match.awayCrest} side="away" />
      </div>
      <p className="mt-3 text-center text-xs text-muted">{t(MATCH_CENTRE_MESSAGES.kickOff, { when: formatDateTime(match.matchTime) })}</p>
    </section>
  );
}
