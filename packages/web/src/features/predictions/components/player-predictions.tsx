import { type GameweekMatch, type Player, type Prediction, PREDICTION_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { OnFor } from '../../../components/football/on-for';
import { PlayerBadge, YouTag } from '../../../components/ui/player-badge';
import { t } from '../../../lib/i18n';
import { JokerBadge } from './joker-badge';
import { OUTCOME_STYLES, OutcomePill } from './outcome';

/**
 * One predicted match as football apps list results: home over away, each full name (wrapping, never cut)
 * with the predicted goals beside it, what it is on for while the match is in play, and how it fared at the end.
 */
function PredictionLine({ match, prediction }: { match: GameweekMatch; prediction: Prediction | undefined }) {
  const final = match.finalHomeScore !== null && match.finalAwayScore !== null;
  const outcome = final ? (prediction?.outcome ?? null) : null;
  // eslint-disable-next-line i18next/no-literal-string -- not prose: the dash of no prediction, the same in every language
  const goals = (side: 'home' | 'away') => (prediction ? prediction[side] : '–');
  return (
    <li
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 rounded-md bg-black/[0.02] py-1.5 pl-2 pr-2 dark:bg-white/5 sm:grid-cols-[minmax(0,1fr)_auto_auto] ${OUTCOME_STYLES[outcome ?? 'pending'].card}`}
    >
      <span data-testid="team-name">{match.homeTeam}</span>
      <strong className="text-right tabular-nums">{goals('home')}</strong>
      <span data-testid="team-name">{match.awayTeam}</span>
      <strong className="text-right tabular-nums">{goals('away')}</strong>
      {prediction && (
        <span className="col-span-2 flex flex-wrap items-center gap-1 sm:col-span-1 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:flex-col sm:items-end">
          {prediction.livePoints !== null ? (
            <OnFor points={prediction.livePoints} />
          ) : (
            <OutcomePill outcome={outcome} points={prediction.points} />
          )}
          {prediction.isJoker && <JokerBadge />}
        </span>
      )}
    </li>
  );
}

/**
 * One player's block on the gameweek predictions page: name (wraps), points (and while matches are in play what
 * they are on for) and each match predicted.
 */
export function PlayerPredictions({
  player,
  totalPoints,
  livePoints,
  predictions,
  matches,
  gameweekId,
  isViewer,
}: {
  player: Player;
  totalPoints: number;
  livePoints: number | null;
  predictions: Prediction[];
  matches: GameweekMatch[];
  gameweekId: string;
  isViewer: boolean;
}) {
  return (
    <section
      className="card space-y-2 p-3 sm:p-4"
      aria-label={t("{username}'s predictions", { username: player.username })}
      data-testid="player-predictions"
    >
      <div className="flex items-center gap-2">
        <PlayerBadge player={player} />
        <Link to={`/user-gameweek-predictions/${gameweekId}/${player.id}`} className="min-w-0 flex-1 font-semibold hover:underline">
          {player.username}
        </Link>
        {isViewer && <YouTag />}
        <span className="flex shrink-0 flex-col items-end">
          <span className="font-bold tabular-nums">{t(PREDICTION_MESSAGES.points, { points: totalPoints })}</span>
          {livePoints !== null && <OnFor points={livePoints} short />}
        </span>
      </div>
      <ul className="space-y-1 text-sm">
        {matches.map((match) => (
          <PredictionLine key={match.id} match={match} prediction={predictions.find((candidate) => candidate.matchId === match.id)} />
        ))}
      </ul>
    </section>
  );
}
