import { GAMEWEEK_MESSAGES, PROFILE_MESSAGES, STATS_MESSAGES, formatDate, GROUP_MESSAGES } from '@scoreline/shared';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { IconButton } from '../../../components/ui/icon-button';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { Tabs } from '../../../components/ui/tabs';
import { inputClass } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { copyCurrentLink } from '../../../lib/copy-link';
import { useSession } from '../../../lib/session';
import { useGroupGameweeks } from '../../gameweeks';
import { GameweekBoard, LeaderboardCard, PositionChart, useGroupLeaderboard, useLeaderboardHistory } from '../../leaderboards';
import { ScoreCard, usePredictionSheet } from '../../predictions';
import { usePlayerProfile } from '../api/profile';
import { StatCards } from '../components/stat-cards';
import { useLiveGroup } from '../../../lib/use-live-groups';

function ProfilePredictions({ groupId, userId }: { groupId: string; userId: string }) {
  const ids = useId();
  const gameweeks = useGroupGameweeks(groupId).data ?? [];
  const current = gameweeks.find((gameweek) => gameweek.isActive) ?? gameweeks.at(-1);
  const [picked, setPicked] = useState<string | null>(null);
  const gameweekId = picked ?? current?.id ?? '';
  const sheet = usePredictionSheet(gameweekId, gameweekId ? userId : undefined);
  if (gameweeks.length === 0) return <p className="text-muted">{GAMEWEEK_MESSAGES.noGameweeks}</p>;
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={`${ids}-gameweek`} className="block text-sm font-medium">
          Gameweek
        </label>
        <select id={`${ids}-gameweek`} className={inputClass} value={gameweekId} onChange={(event) => setPicked(event.target.value)}>
          {[...gameweeks].reverse().map((gameweek) => (
            <option key={gameweek.id} value={gameweek.id}>
              Gameweek {gameweek.weekNumber}
              {gameweek.id === current?.id ? ' (current)' : ''}
            </option>
          ))}
        </select>
      </div>
      {sheet.isPending ? (
        <PageSpinner label="Loading predictions" />
      ) : sheet.error ? (
        <p className="rounded-lg border border-subtle p-4 text-center font-medium">{errorMessage(sheet.error)}</p>
      ) : sheet.data && sheet.data.predictions.length === 0 ? (
        <p className="text-muted">No predictions for this gameweek.</p>
      ) : sheet.data ? (
        <ScoreCard matches={sheet.data.matches} predictions={sheet.data.predictions} editable={false} />
      ) : null}
    </div>
  );
}

function ProfilePerformance({ groupId, userId }: { groupId: string; userId: string }) {
  const { user } = useSession();
  const board = useGroupLeaderboard(groupId);
  const history = useLeaderboardHistory(groupId);
  const active = useGroupGameweeks(groupId).data?.find((gameweek) => gameweek.isActive);
  return (
    <div className="space-y-4">
      {board.data && (
        <LeaderboardCard
          groupId={groupId}
          title="All-time"
          rows={board.data.rows}
          ranked={board.data.hasResults}
          viewerId={user?.id}
          focusId={userId}
          preview
          lastUpdated={board.data.lastUpdated}
        />
      )}
      {active && <GameweekBoard gameweekId={active.id} preview />}
      {history.data && <PositionChart history={history.data} viewerId={userId} />}
    </div>
  );
}

/** /user-group-profile/{group}/{user}: a member as the group sees them. */
export function UserGroupProfilePage() {
  const { groupId = '', userId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const profile = usePlayerProfile(groupId, userId);
  useLiveGroup(profile.isSuccess ? groupId : null);

  if (profile.isPending)
    return (
      <Page title="Profile">
        <PageSpinner label="Loading profile" />
      </Page>
    );
  if (profile.error || !profile.data)
    return (
      <Page title="Profile">
        {profile.error instanceof ApiError && profile.error.status === 404 ? (
          <EntityNotFound entity="player" />
        ) : profile.error instanceof ApiError && profile.error.status === 403 ? (
          <p className="card p-8 text-center text-lg font-semibold">{GROUP_MESSAGES.notMember}</p>
        ) : (
          <LoadError message="Error loading user data" detail={errorMessage(profile.error)} onRetry={() => profile.refetch()} />
        )}
      </Page>
    );

  const { player, group, memberSince, stats } = profile.data;
  const isViewer = player.id === user?.id;
  return (
    <Page title={`${player.username} in ${group.name}`}>
      <div className="space-y-4">
        {/* On a phone the name takes a line of its own under the badge and actions; one row from sm up. */}
        <header className="card flex flex-wrap items-center gap-x-4 gap-y-2 p-4 sm:flex-nowrap sm:p-6">
          <PlayerBadge player={player} size="lg" />
          <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
            <h1 className="text-2xl font-bold">{isViewer ? 'You' : player.username}</h1>
            <p className="text-sm text-muted">{PROFILE_MESSAGES.memberSince(group.name, formatDate(memberSince))}</p>
          </div>
          <div className="ml-auto flex">
            <IconButton aria-label="Copy profile link" onClick={() => copyCurrentLink(PROFILE_MESSAGES.linkCopied)}>
              <Link2 aria-hidden="true" className="h-5 w-5" />
            </IconButton>
            <ActionsMenu label="Profile menu" actions={[{ label: 'Go to group', onSelect: () => navigate(`/group/${group.id}`) }]} />
          </div>
        </header>
        <Tabs
          label="Profile"
          tabs={[
            { value: 'predictions', title: 'Predictions', content: <ProfilePredictions groupId={group.id} userId={player.id} /> },
            { value: 'performance', title: 'Performance', content: <ProfilePerformance groupId={group.id} userId={player.id} /> },
            {
              value: 'stats',
              title: 'Stats',
              content:
                stats.predictionsMarked === 0 ? (
                  <p className="text-muted">{STATS_MESSAGES.noData}</p>
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
