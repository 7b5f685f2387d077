import { LIVE_MATCH_MESSAGES, type Prediction } from '@scoreline/shared';
import { t } from '../../../lib/i18n';

const BOX = 'score-box inline-flex items-center justify-center';

/**
 * A started match's middle in the score card: its running (or final) score in read-only boxes where the score
 * boxes were, and the player's own prediction under it.
 */
export function StartedScore({
  score,
  prediction,
}: {
  score: { home: number; away: number; live: boolean };
  prediction: Pick<Prediction, 'home' | 'away'> | null;
}) {
  const tone = score.live
    ? 'bg-red-50 text-red-800 ring-1 ring-red-600/40 dark:bg-red-900/40 dark:text-red-100'
    : 'bg-black/5 dark:bg-white/10';
  return (
    <span className="flex flex-col items-center gap-1">
      <strong className="flex items-center gap-0.5 tabular-nums @lg:gap-1">
        <span className="sr-only">
          {t(score.live ? LIVE_MATCH_MESSAGES.liveScoreSpoken : LIVE_MATCH_MESSAGES.finalScoreSpoken, {
            home: score.home,
            away: score.away,
          })}
        </span>
        <span aria-hidden="true" className={`${BOX} ${tone}`}>
          {score.home}
        </span>
        <span aria-hidden="true" className="text-muted">
          :
        </span>
        <span aria-hidden="true" className={`${BOX} ${tone}`}>
          {score.away}
        </span>
      </strong>
      {/* As wide as the score boxes at most: a long translation wraps rather than squeezing the team names. */}
      <span className="max-w-24 text-center text-xs text-muted">
        {prediction ? (
          <>
            <span className="sr-only">{t(LIVE_MATCH_MESSAGES.yourPredictionSpoken, { home: prediction.home, away: prediction.away })}</span>
            <span aria-hidden="true">{t(LIVE_MATCH_MESSAGES.yourPrediction, { home: prediction.home, away: prediction.away })}</span>
          </>
        ) : (
          t(LIVE_MATCH_MESSAGES.noPrediction)
        )}
      </span>
    </span>
  );
}
