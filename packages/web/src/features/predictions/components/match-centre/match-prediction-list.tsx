import { MATCH_CENTRE_MESSAGES, type MatchDetail } from '@scoreline/shared';
import { useId, useState } from 'react';
import { SearchField } from '../../../../components/ui/search-field';
import { t } from '../../../../lib/i18n';
import { MatchPredictionCard } from './match-prediction-card';

/**
 * One card per member, in the server's order (most points first, then by name; before the reveal only the
 * viewer's own), then, once everyone's show, the members without a prediction, as Kicktipp lists every member.
 * Search by username; with `exactOnly` only the exact scores.
 */
export function MatchPredictionList({
  detail,
  viewerId,
  exactOnly,
}: {
  detail: Pick<MatchDetail, 'match' | 'predictions' | 'withoutPrediction'>;
  viewerId: string | undefined;
  exactOnly: boolean;
}) {
  const heading = useId();
  const [search, setSearch] = useState('');
  const { match, predictions, withoutPrediction } = detail;
  const finished = match.finalHomeScore !== null && match.finalAwayScore !== null;
  const term = search.trim().toLowerCase();
  const named = (username: string) => !term || username.toLowerCase().includes(term);
  const shown = predictions.filter((prediction) => (!exactOnly || prediction.outcome === 'exact') && named(prediction.player.username));
  const without = exactOnly ? [] : withoutPrediction.filter((player) => named(player.username));

  return (
    <section className="space-y-3" aria-labelledby={heading}>
      <h2 id={heading} className="sr-only">
        {t(MATCH_CENTRE_MESSAGES.predictions)}
      </h2>
      {predictions.length + withoutPrediction.length > 0 && (
        <SearchField label={t(MATCH_CENTRE_MESSAGES.search)} value={search} onChange={setSearch} />
      )}
      {predictions.length === 0 && <p className="card p-6 text-center text-muted">{t(MATCH_CENTRE_MESSAGES.noPredictions)}</p>}
      {predictions.length > 0 && shown.length + without.length === 0 && (
        <p className="card p-6 text-center text-muted">{t(MATCH_CENTRE_MESSAGES.noneMatch)}</p>
      )}
      {shown.length + without.length > 0 && (
        <ol className="space-y-2">
          {shown.map((prediction) => (
            <MatchPredictionCard
              key={prediction.player.id}
              player={prediction.player}
              prediction={prediction}
              isYou={prediction.player.id === viewerId}
              finished={finished}
            />
          ))}
          {without.map((player) => (
            <MatchPredictionCard key={player.id} player={player} prediction={null} isYou={player.id === viewerId} finished={finished} />
          ))}
        </ol>
      )}
    </section>
  );
}
