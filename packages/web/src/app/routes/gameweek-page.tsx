import { LoadError, NotMemberView, PageSpinner, groupOfRefusal } from '../../components/layout/page-states';
import { IconButton } from '../../components/ui/icon-button';
import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import { Link2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { EntityNotFound } from '../../components/layout/not-found';
import { Page } from '../../components/layout/page';
import { ActionsMenu } from '../../components/ui/actions-menu';
import { ActiveBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ApiError, errorMessage } from '../../lib/api-client';
import { copyCurrentLink } from '../../lib/copy-link';
import { useDeleteGameweek, useGameweek, useLockGameweek } from '../../features/gameweeks/api/gameweeks';
import { CloseCountdown } from '../../features/gameweeks/components/close-countdown';
import { useEditMode } from '../../features/gameweeks/components/edit-mode';
import { MatchList } from '../../components/football/match-list';
import { Tabs } from '../../components/ui/tabs';
import { PredictionSheetPanel, YetToPredict } from '../../features/predictions';
import { GameweekBoard } from '../../features/leaderboards/components/gameweek-board';
import { GameweekWinner } from '../../features/leaderboards/components/gameweek-winner';
import { useLiveGroup } from '../../lib/use-live-groups';

export function GameweekPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: gameweek, isPending, error, refetch } = useGameweek(id);
  useLiveGroup(gameweek?.groupId);
  const lock = useLockGameweek(id);
  const remove = useDeleteGameweek({ id, groupId: gameweek?.groupId ?? '' });
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (isPending) {
    return (
      <Page title="Gameweek">
        <PageSpinner label="Loading gameweek" />
      </Page>
    );
  }
  if (error) {
    return (
      <Page title="Gameweek">
        {error instanceof ApiError && error.status === 404 ? (
          <EntityNotFound entity="gameweek" />
        ) : error instanceof ApiError && error.status === 403 ? (
          <NotMemberView groupId={groupOfRefusal(error)} />
        ) : (
          <LoadError message="Error loading group data" onRetry={() => refetch()} />
        )}
      </Page>
    );
  }

  if (!gameweek) return null;
  const { viewer } = gameweek;

  async function toggleLock() {
    try {
      await lock.mutateAsync(!gameweek!.isLocked);
      toast.success(GAMEWEEK_MESSAGES.lockChanged);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  async function onDelete() {
    try {
      await remove.mutateAsync();
      navigate(`/group/${gameweek!.groupId}`);
    } catch (failure) {
      toast.error(`Failed to delete gameweek: ${errorMessage(failure)}`);
      setConfirmDelete(false);
    }
  }

  return (
    <Page title={`Gameweek ${gameweek.weekNumber}`}>
      <div className="space-y-4">
        <header className="card flex items-start gap-3 p-4 sm:p-6">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-sm text-muted">
              <Link to={`/group/${gameweek.groupId}`} className="hover:underline">
                {gameweek.groupName}
              </Link>
            </p>
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
              Gameweek {gameweek.weekNumber}
              {gameweek.isLocked && <Lock aria-label="Locked" className="h-5 w-5 text-muted" />}
              {gameweek.isActive && <ActiveBadge />}
            </h1>
            <CloseCountdown gameweek={gameweek} />
          </div>
          <IconButton aria-label="Copy gameweek link" onClick={() => copyCurrentLink(GAMEWEEK_MESSAGES.linkCopied)}>
            <Link2 aria-hidden="true" className="h-5 w-5" />
          </IconButton>
          <ActionsMenu
            label="Gameweek menu"
            actions={[
              { label: 'Go to group', onSelect: () => navigate(`/group/${gameweek.groupId}`) },
              { label: 'Lock', onSelect: toggleLock, hidden: !viewer.canLock },
              { label: 'Unlock', onSelect: toggleLock, hidden: !viewer.canUnlock },
              { label: 'Delete', onSelect: () => setConfirmDelete(true), danger: true, hidden: !viewer.canDelete },
            ]}
          />
        </header>
        <GameweekWinner gameweekId={gameweek.id} />
        <Tabs
          label="Gameweek"
          tabs={[
            { value: 'matches', title: 'Matches', content: <MatchesSection gameweek={gameweek} /> },
            {
              value: 'predictions',
              title: 'Predictions',
              content: (
                <div className="space-y-4">
                  <PredictionSheetPanel gameweekId={gameweek.id} />
                  <YetToPredict gameweekId={gameweek.id} />
                </div>
              ),
            },
            { value: 'leaderboard', title: 'Leaderboard', content: <GameweekBoard gameweekId={gameweek.id} /> },
          ]}
        />
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete Gameweek ${gameweek.weekNumber}?`}
        description="Its matches and everyone's predictions for them will be deleted."
        confirmLabel="Delete"
        onConfirm={onDelete}
        busy={remove.isPending}
      />
    </Page>
  );
}

function MatchesSection({ gameweek }: { gameweek: NonNullable<ReturnType<typeof useGameweek>['data']> }) {
  const [editing, setEditing] = useState(false);
  const editMode = useEditMode(gameweek);
  const canEdit = gameweek.viewer.canEditMatches || gameweek.viewer.canEnterScores;
  return (
    <section aria-labelledby="matches-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="matches-heading" className="sr-only">
          Matches
        </h2>
        <div className="flex gap-2">
          {canEdit && editing && editMode.toolbar}
          {canEdit && (
            <Button variant={editing ? 'primary' : 'secondary'} aria-pressed={editing} onClick={() => setEditing((on) => !on)}>
              {editing ? 'Done' : 'Edit'}
            </Button>
          )}
        </div>
      </div>
      <MatchList matches={gameweek.matches} actions={canEdit && editing ? editMode.actions : undefined} />
      {editMode.dialog}
    </section>
  );
}
