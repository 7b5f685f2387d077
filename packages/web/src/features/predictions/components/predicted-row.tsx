import { type GameweekMatch, LIVE_MATCH_MESSAGES, type Prediction } from '@scoreline/shared';
import { MatchRow } from '../../../components/football/match-row';
import { shownScore } from '../../../components/football/match-status';
import { OnFor } from '../../../components/football/on-for';
import { JokerBadge } from './joker-badge';
import { t } from '../../../lib/i18n';
import { MatchMeta } from './match-meta';
import { OUTCOME_STYLES, OutcomePill } from './outcome';
import { StartedScore } from './started-score';

/**
 * A match as predicted, read-only. Before kick-off the prediction in score boxes; once under way the running (then
 * final) score in their place with the prediction under it, and what it is on for while the match is in play; once
 * final, how it fared in colour and words.
 */
export function PredictedRow({
  match,
  prediction,
  linkMatch,
  closedAtKickOff = false,
}: {
  match: GameweekMatch;
  prediction: Prediction | null;
  linkMatch: boolean;
  /** With kick-off locks: this match has kicked off while others still take predictions. */
  closedAtKickOff?: boolean;
}) {
  const score = shownScore(match);
  const final = score !== null && !score.live;
  const outcome = final ? (prediction?.outcome ?? null) : null;
  const onFor = prediction?.livePoints ?? null;
  return (
    <MatchRow
      match={match}
      data-testid="score-card-match"
      className={OUTCOME_STYLES[outcome ?? 'pending'].card}
      meta={<MatchMeta match={match} linkMatch={linkMatch} />}
      middle={
        score ? (
          <StartedScore score={score} prediction={prediction} />
        ) : prediction ? (
          <strong className="flex items-center gap-0.5 tabular-nums @lg:gap-1">
            <span className="sr-only">{t(LIVE_MATCH_MESSAGES.yourPredictionSpoken, { home: prediction.home, away: prediction.away })}</span>
            <span aria-hidden="true" className="score-box inline-flex items-center justify-center bg-black/5 dark:bg-white/10">
              {prediction.home}
            </span>
            <span aria-hidden="true" className="text-muted">
              :
            </span>
            <span aria-hidden="true" className="score-box inline-flex items-center justify-center bg-black/5 dark:bg-white/10">
              {prediction.away}
            </span>
          </strong>
        ) : (
          <span className="text-center text-sm text-muted">{t(LIVE_MATCH_MESSAGES.noPrediction)}</span>
        )
      }
      footer={
        (prediction || closedAtKickOff) && (
          <div className="flex flex-col items-center gap-1">
            {closedAtKickOff && !final && <span className="text-xs font-medium text-muted">{t('Closed at kick-off')}</span>}
            {prediction && (onFor !== null ? <OnFor points={onFor} /> : <OutcomePill outcome={outcome} points={prediction.points} />)}
            {prediction?.isJoker && <JokerBadge />}
          </div>
        )
      }
    />
  );
}
