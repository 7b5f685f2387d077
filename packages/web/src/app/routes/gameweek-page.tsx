import { GroupPageLoadError } from '../../components/layout/group-page-load-error';
import { PageSpinner } from '../../components/layout/page-states';
import { useParams } from 'react-router';
import { Page } from '../../components/layout/page';
import { Tabs } from '../../components/ui/tabs';
import { useGameweek } from '../../features/gameweeks/api/gameweeks';
import { GameweekHeader } from '../../features/gameweeks/components/gameweek-header';
import { MatchesSection } from '../../features/gameweeks/components/matches-section';
import { PredictionSheetPanel, YetToPredict } from '../../features/predictions';
import { GameweekBoard } from '../../features/leaderboards/components/gameweek-board';
import { GameweekWinner } from '../../features/leaderboards/components/gameweek-winner';
import { useLiveGroup } from '../../lib/use-live-groups';
import { isGoneOrRefused } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** /gameweek/{id}: its head and winner, then the tabs of three features: matches, predictions and its table. */
export function GameweekPage() {
  const { id = '' } = useParams();
  const { data: gameweek, isPending, error, refetch } = useGameweek(id);
  useLiveGroup(gameweek?.groupId);

  if (isPending) {
    return (
      <Page title={t('Gameweek')}>
        <PageSpinner label={t('Loading gameweek')} />
      </Page>
    );
  }
  // A failed refetch keeps what was shown (see group-page.tsx); a page without its data, or one gone, says why.
  if (!gameweek || isGoneOrRefused(error)) {
    return (
      <Page title={t('Gameweek')}>
        <GroupPageLoadError error={error} entity="gameweek" message={t('Error loading group data')} onRetry={() => refetch()} />
      </Page>
    );
  }
  return (
    <Page title={t('Gameweek {number}', { number: gameweek.weekNumber })}>
      <div className="space-y-4">
        <GameweekHeader gameweek={gameweek} pageId={id} />
        <GameweekWinner gameweekId={gameweek.id} />
        <Tabs
          label={t('Gameweek')}
          tabs={[
            { value: 'matches', title: t('Matches'), content: <MatchesSection gameweek={gameweek} /> },
            {
              value: 'predictions',
              title: t('Predictions'),
              content: (
                <div className="space-y-4">
                  <PredictionSheetPanel gameweekId={gameweek.id} />
                  <YetToPredict gameweekId={gameweek.id} />
                </div>
              ),
            },
            { value: 'leaderboard', title: t('Leaderboard'), content: <GameweekBoard gameweekId={gameweek.id} /> },
          ]}
        />
      </div>
    </Page>
  );
}
