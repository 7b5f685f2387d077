import { exactScoreWording, formatDateTime, mostPopularWording, GROUP_MESSAGES, revealWording } from '@scoreline/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { PlayerBadge, YouTag } from '../../../components/ui/player-badge';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { MatchList } from '../../../components/football/match-list';
import { useMatchDetail } from '../api/predictions';
import { OUTCOME_STYLES, OutcomePill } from '../components/outcome';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SearchField } from '../../../components/ui/search-field';

/** /match/{id}: a match and everyone's predictions on it (once they show: see `revealWording`), with the figures. */
export function MatchPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const detail = useMatchDetail(id);
  useLiveGroup(detail.data?.match.groupId);
  const [search, setSearch] = useState('');
  const [exactOnly, setExactOnly] = useState(false);

  if (detail.isPending)
    return (
      <Page title="Match">
        <PageSpinner label="Loading match" />
      </Page>
    );
  if (detail.error || !detail.data)
    return (
      <Page title="Match">
        {detail.error instanceof ApiError && detail.error.status === 404 ? (
          <EntityNotFound entity="match" />
        ) : detail.error instanceof ApiError && detail.error.status === 403 ? (
          <p className="card p-8 text-center text-lg font-semibold">{GROUP_MESSAGES.notMember}</p>
        ) : (
          <LoadError message="Failed to load match" detail={errorMessage(detail.error)} onRetry={() => detail.refetch()} />
        )}
      </Page>
    );

  const { match, predictions, summary, isClosed } = detail.data;
  const finished = match.finalHomeScore !== null && match.finalAwayScore !== null;
  const term = search.trim().toLowerCase();
  const shown = predictions.filter(
    (prediction) => (!exactOnly || prediction.outcome === 'exact') && (!term || prediction.player.username.toLowerCase().includes(term)),
  );

  return (
    <Page title={`${match.homeTeam} vs ${match.awayTeam}`}>
      <div className="space-y-4">
        <p className="text-sm text-muted">
          <Link to={`/group/${match.groupId}`} className="hover:underline">
            {match.groupName}
          </Link>{' '}
          ·{' '}
          <Link to={`/gameweek/${match.gameweekId}`} className="hover:underline">
            Gameweek {match.weekNumber}
          </Link>{' '}
          · {formatDateTime(match.matchTime)}
        </p>
        <h1 className="sr-only">
          {match.homeTeam} vs {match.awayTeam}
        </h1>
        <MatchList matches={[match]} />
        <section className="card space-y-2 p-4" aria-label="Prediction figures">
          {finished && summary.exactCount !== null && <p className="font-semibold">{exactScoreWording(summary.exactCount)}</p>}
          {finished && summary.correctResultPercent !== null && <p>{summary.correctResultPercent}% predicted the correct result</p>}
          {summary.mostPopular && <p>{mostPopularWording(summary.mostPopular, finished)}</p>}
          {/* At this match's kick-off with kick-off locks, else once the gameweek is locked: the server's mode says which. */}
          {!isClosed && <p className="text-muted">{revealWording(match.closesAtKickOff)}</p>}
          {finished && <CheckboxField label="Only show exact scores" checked={exactOnly} onChange={setExactOnly} className="" />}
        </section>
        {predictions.length > 0 && (
          <div>
            <SearchField label="Search by username" value={search} onChange={setSearch} />
          </div>
        )}
        {shown.length === 0 ? (
          <p className="card p-6 text-center text-muted">
            {predictions.length === 0 ? 'No predictions for this match yet.' : 'No predictions match.'}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((prediction) => (
              <li
                key={prediction.player.id}
                className={`card flex items-center gap-3 p-3 ${finished ? OUTCOME_STYLES[prediction.outcome ?? 'pending'].card : ''}`}
                data-testid="match-prediction"
              >
                <PlayerBadge player={prediction.player} />
                {/* The name wraps in full; how the prediction fared sits under it, the score at the end. */}
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                    <span className="min-w-0">{prediction.player.username}</span>
                    {prediction.player.id === user?.id && <YouTag />}
                  </span>
                  {finished && <OutcomePill outcome={prediction.outcome} points={prediction.points} />}
                </span>
                <strong className="shrink-0 text-lg tabular-nums">
                  {prediction.home} - {prediction.away}
                </strong>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
