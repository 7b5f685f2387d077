import { GROUP_MESSAGES, STATS_MESSAGES } from '@scoreline/shared';
import { useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { usePlayerProfile } from '../api/profile';
import { PlayerProfileHeader } from '../components/player-profile-header';
import { ProfilePerformance } from '../components/profile-performance';
import { ProfilePredictions } from '../components/profile-predictions';
import { StatCards } from '../components/stat-cards';

/** /user-group-profile/{group}/{user}: a member as the group sees them. */
export function UserGroupProfilePage() {
  const { groupId = '', userId = '' } = useParams();
  const { user } = useSession();
  const profile = usePlayerProfile(groupId, userId);
  useLiveGroup(profile.isSuccess ? groupId : null);

  if (profile.isPending)
    return (
      <Page title={t('Profile')}>
        <PageSpinner label={t('Loading profile')} />
      </Page>
    );
  if (profile.error || !profile.data)
    return (
      <Page title={t('Profile')}>
        {profile.error instanceof ApiError && profile.error.status === 404 ? (
          <EntityNotFound entity="player" />
        ) : profile.error instanceof ApiError && profile.error.status === 403 ? (
          <p className="card p-8 text-center text-lg font-semibold">{GROUP_MESSAGES.notMember}</p>
        ) : (
          <LoadError message={t('Error loading user data')} detail={errorMessage(profile.error)} onRetry={() => profile.refetch()} />
        )}
      </Page>
    );

  const { player, group, stats } = profile.data;
  return (
    <Page title={t('{player} in {group}', { player: player.username, group: group.name })}>
      <div className="space-y-4">
        <PlayerProfileHeader profile={profile.data} isViewer={player.id === user?.id} />
        <Tabs
          label={t('Profile')}
          tabs={[
            { value: 'predictions', title: t('Predictions'), content: <ProfilePredictions groupId={group.id} userId={player.id} /> },
            { value: 'performance', title: t('Performance'), content: <ProfilePerformance groupId={group.id} userId={player.id} /> },
            {
              value: 'stats',
              title: t('Stats'),
              content:
                stats.predictionsMarked === 0 ? (
                  <p className="text-muted">{t(STATS_MESSAGES.noData)}</p>
                ) : (
                  <StatCards stats={stats} withWins />
                ),
            },
          ]}
        />
      </div>
    </Page>
  );
}
