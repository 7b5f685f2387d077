import { SEASON_MESSAGES, type SeasonDetail } from '@scoreline/shared';
import { useNavigate } from 'react-router';
import { GroupItemHeader } from '../../../components/layout/group-item-header';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { ActiveBadge } from '../../../components/ui/badge';
import { t } from '../../../lib/i18n';
import { seasonDates, seasonMenuActions } from './season-view';

/** The season's card: its group, name, dates, the copy-link button and the ⋮ menu. */
export function SeasonHeader({ season, onSetEndDate }: { season: SeasonDetail; onSetEndDate: () => void }) {
  const navigate = useNavigate();
  const dates = seasonDates(season);
  return (
    <GroupItemHeader
      group={{ id: season.groupId, name: season.groupName }}
      title={
        <>
          {season.name}
          {season.isActive && <ActiveBadge />}
        </>
      }
      copyLabel={t('Copy season link')}
      copiedMessage={t(SEASON_MESSAGES.linkCopied)}
      spacing="space-y-2"
      menu={
        <ActionsMenu
          label={t('Season menu')}
          actions={seasonMenuActions(season, {
            goToGroup: () => navigate(`/group/${season.groupId}`),
            goToGameweek: (gameweekId) => navigate(`/gameweek/${gameweekId}`),
            setEndDate: onSetEndDate,
          })}
        />
      }
    >
      <dl className="flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="text-muted">{t('Start Date')}</dt>
          <dd className="font-medium">{dates.start}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('End Date')}</dt>
          <dd className="font-medium">{dates.end}</dd>
        </div>
      </dl>
    </GroupItemHeader>
  );
}
