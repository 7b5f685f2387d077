import { BONUS_MESSAGES, GAMEWEEK_MESSAGES, type GameweekSummary, type SeasonDetail } from '@scoreline/shared';
import { Tabs } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n';
import { BonusQuestionsSection } from '../../bonus-questions';
import { GameweekRow, useGroupGameweeks } from '../../gameweeks';
import { SeasonBoard } from '../../leaderboards';
import { PredictionSheetPanel } from '../../predictions';
import { gameweeksOfSeason } from './season-view';

/** The season's tabs: the viewer's sheet of its active gameweek, its table, its gameweeks, and its bonus questions. */
export function SeasonSections({ season }: { season: SeasonDetail }) {
  // Asked for with the page, not when the tab opens: the list is there at once.
  const gameweeks = gameweeksOfSeason(useGroupGameweeks(season.groupId).data ?? [], season.id);
  return (
    <Tabs
      label={t('Season')}
      tabs={[
        {
          value: 'overview',
          title: t('Overview'),
          content: season.activeGameweekId ? (
            <PredictionSheetPanel gameweekId={season.activeGameweekId} showTotal />
          ) : (
            <p className="text-muted">{t('No active gameweek.')}</p>
          ),
        },
        { value: 'table', title: t('Table'), content: <SeasonBoard seasonId={season.id} /> },
        { value: 'gameweeks', title: t('Gameweeks'), content: <SeasonGameweekList gameweeks={gameweeks} /> },
        { value: 'bonus', title: t(BONUS_MESSAGES.title), content: <BonusQuestionsSection seasonId={season.id} /> },
      ]}
    />
  );
}

function SeasonGameweekList({ gameweeks }: { gameweeks: GameweekSummary[] }) {
  if (gameweeks.length === 0) return <p className="text-muted">{t(GAMEWEEK_MESSAGES.noGameweeks)}</p>;
  return (
    <ul className="divide-y divide-[var(--border)]">
      {gameweeks.map((gameweek) => (
        <GameweekRow key={gameweek.id} gameweek={gameweek} />
      ))}
    </ul>
  );
}
