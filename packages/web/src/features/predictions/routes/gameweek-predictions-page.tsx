import { MATCH_CENTRE_MESSAGES, PREDICTION_MESSAGES, PREDICTIONS_SCROLL_TRIGGER_PX } from '@scoreline/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useGameweek } from '../../gameweeks';
import { MatchList } from '../../../components/football/match-list';
import { useGameweekPredictions } from '../api/predictions';
import { PlayerPredictions } from '../components/player-predictions';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { SearchField } from '../../../components/ui/search-field';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** /gameweek-predictions/{id}: everyone's predictions once the gameweek is locked, loaded as you scroll. */
export function GameweekPredictionsPage() {
  const { id = '' } = useParams();
  const ids = useId();
  const { user } = useSession();
  const gameweek = useGameweek(id);
  useLiveGroup(gameweek.data?.groupId);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const predictions = useGameweekPredictions(id, term);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = predictions;

  // Five more players when the end of the list comes within 100 px of the viewport.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${PREDICTIONS_SCROLL_TRIGGER_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, predictions.data]);

  const title = gameweek.data ? t('Gameweek {number} predictions', { number: gameweek.data.weekNumber }) : t('Gameweek predictions');
  const pages = predictions.data?.pages ?? [];
  const players = pages.flatMap((page) => page.players);
  const matches = pages[0]?.matches ?? [];

  let body: React.ReactNode;
  if (predictions.isPending) body = <PageSpinner label={t('Loading predictions')} />;
  else if (predictions.error instanceof ApiError && predictions.error.status === 403)
    body = <p className="card p-8 text-center text-lg font-semibold">{predictions.error.message}</p>;
  else if (predictions.error)
    body = (
      <LoadError
        message={t('Failed to load all gameweek predictions')}
        detail={errorMessage(predictions.error)}
        onRetry={() => predictions.refetch()}
      />
    );
  else
    body = (
      <div className="space-y-4">
        <section className="sm:card sm:p-4" aria-labelledby={`${ids}-results`}>
          <h2 id={`${ids}-results`} className="mb-3 text-lg font-semibold">
            {t('Match Results')}
          </h2>
          <MatchList matches={matches} />
        </section>
        <div>
          <SearchField label={t(MATCH_CENTRE_MESSAGES.search)} value={search} onChange={setSearch} />
          {term && <p className="mt-1 text-sm text-muted">{t('Showing predictions for “{term}”', { term })}</p>}
        </div>
        {players.length === 0 ? (
          <p className="card p-6 text-center text-muted">{t(PREDICTION_MESSAGES.noPredictions)}</p>
        ) : (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {players.map((entry) => (
              <PlayerPredictions
                key={entry.player.id}
                player={entry.player}
                totalPoints={entry.totalPoints}
                livePoints={entry.livePoints}
                predictions={entry.predictions}
                matches={matches}
                gameweekId={id}
                isViewer={entry.player.id === user?.id}
              />
            ))}
          </div>
        )}
        <div ref={sentinel} aria-hidden="true" />
        {isFetchingNextPage && <Spinner label={t('Loading more predictions')} />}
      </div>
    );

  return (
    <Page title={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Link to={`/gameweek/${id}`} className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
          {t('Back to the gameweek')}
        </Link>
      </div>
      {body}
    </Page>
  );
}
