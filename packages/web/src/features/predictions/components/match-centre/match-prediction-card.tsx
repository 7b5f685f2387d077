import { MATCH_CENTRE_MESSAGES, type MatchPrediction, type Player } from '@scoreline/shared';
import { FullName } from '../../../../components/ui/full-name';
import { PlayerBadge, YouTag } from '../../../../components/ui/player-badge';
import { t } from '../../../../lib/i18n';
import { JokerBadge } from '../joker-badge';
import { OUTCOME_STYLES, OutcomePill } from '../outcome';

/** The viewer's own card stands out: a ring and a tint in the brand's green, beside its "You" badge. */
const OWN = 'ring-2 ring-[var(--color-brand)] bg-[var(--color-brand-soft)]! dark:bg-green-950!';

/**
 * One member's card: badge, name (cut with the full name one tap away) and "You" for the viewer, the points it
 * earned (final) or is on for (in play, "so far"), and the predicted score; or "No prediction".
 */
export function MatchPredictionCard({
  player,
  prediction,
  isYou,
  finished,
}: {
  player: Player;
  prediction: MatchPrediction | null;
  isYou: boolean;
  finished: boolean;
}) {
  const marked = prediction && (finished || prediction.provisional);
  return (
    <li
      className={`card flex items-center gap-3 p-3 ${finished && prediction ? OUTCOME_STYLES[prediction.outcome ?? 'pending'].card : ''} ${
        isYou ? OWN : ''
      }`}
      data-testid="match-prediction"
      data-own={isYou ? 'true' : undefined}
    >
      <PlayerBadge player={player} />
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          <FullName name={player.username} />
          {isYou && <YouTag />}
        </span>
        {(marked || prediction?.isJoker) && (
          <span className="flex flex-wrap items-center gap-1">
            {marked && <OutcomePill outcome={prediction.outcome} points={prediction.points} provisional={prediction.provisional} />}
            {prediction.isJoker && <JokerBadge />}
          </span>
        )}
      </span>
      {prediction ? (
        <strong className="shrink-0 text-lg tabular-nums">
          {prediction.home} - {prediction.away}
        </strong>
      ) : (
        <span className="shrink-0 text-sm text-muted">{t(MATCH_CENTRE_MESSAGES.noPrediction)}</span>
      )}
    </li>
  );
}
