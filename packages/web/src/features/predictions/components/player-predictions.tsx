import type { GameweekMatch, Player, Prediction } from '@scoreline/shared';
import { Link } from 'react-router';
import { PlayerBadge, YouTag } from '../../../components/ui/player-badge';
import { OUTCOME_STYLES, OutcomePill } from './outcome';

/** One player's block on the gameweek predictions page: name, points and a line per match. */
export function PlayerPredictions({
  player,
  totalPoints,
  predictions,
  matches,
  gameweekId,
  isViewer,
}: {
  player: Player;
  totalPoints: number;
  predictions: Prediction[];
  matches: GameweekMatch[];
  gameweekId: string;
  isViewer: boolean;
}) {
  return (
    <section className="card space-y-2 p-4" aria-label={`${player.username}'s predictions`} data-testid="player-predictions">
      <div className="flex items-center gap-2">
        <PlayerBadge player={player} />
        <Link
          to={`/user-gameweek-predictions/${gameweekId}/${player.id}`}
          className="min-w-0 flex-1 truncate font-semibold hover:underline"
        >
          {player.username}
        </Link>
        {isViewer && <YouTag />}
        <span className="font-bold tabular-nums">{totalPoints} pts</span>
      </div>
      <ul className="space-y-1 text-sm">
        {matches.map((match) => {
          const prediction = predictions.find((candidate) => candidate.matchId === match.id);
          const final = match.finalHomeScore !== null && match.finalAwayScore !== null;
          const outcome = final ? (prediction?.outcome ?? null) : null;
          return (
            <li
              key={match.id}
              className={`flex items-center gap-2 rounded-md bg-black/[0.02] py-1 pl-2 dark:bg-white/5 ${OUTCOME_STYLES[outcome ?? 'pending'].card}`}
            >
              <span className="min-w-0 flex-1 truncate">
                {match.homeTeam} <strong className="tabular-nums">{prediction ? `${prediction.home} - ${prediction.away}` : '–'}</strong>{' '}
                {match.awayTeam}
              </span>
              {prediction && <OutcomePill outcome={outcome} points={prediction.points} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
