import { SEASON_MESSAGES, formatDate } from '@scoreline/shared';
import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { Tabs } from '../../../components/ui/tabs';
import { PredictionSheetPanel } from '../../predictions';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { LoadError, NotMemberView, PageSpinner, groupOfRefusal } from '../../../components/layout/page-states';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { copyCurrentLink } from '../../../lib/copy-link';
import { GameweekRow, useGroupGameweeks } from '../../gameweeks';
import { useSeason, useSetSeasonEnd } from '../api/seasons';

export function SeasonPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: season, isPending, error, refetch } = useSeason(id);
  useLiveGroup(season?.groupId);
  const gameweeks = useGroupGameweeks(season?.groupId ?? '', Boolean(season));
  const setEnd = useSetSeasonEnd(id);
  const [endOpen, setEndOpen] = useState(false);
  const [endDate, setEndDate] = useState('');
  const [endError, setEndError] = useState<string | null>(null);

  if (isPending) return <PageSpinner label="Loading season" />;
  if (error || !season) {
    return (
      <Page title="Season">
        {error instanceof ApiError && error.status === 404 ? (
          <EntityNotFound entity="season" />
        ) : error instanceof ApiError && error.status === 403 ? (
          <NotMemberView groupId={groupOfRefusal(error)} />
        ) : (
          <LoadError
            message="Error loading season data"
            detail={errorMessage(error, 'An error occurred while loading season data')}
            onRetry={() => refetch()}
          />
        )}
      </Page>
    );
  }

  async function onSetEnd(event: FormEvent) {
    event.preventDefault();
    if (!endDate) return setEndError('Please choose an end date.');
    try {
      await setEnd.mutateAsync(endDate);
      toast.success(SEASON_MESSAGES.endDateSet);
      setEndOpen(false);
    } catch (failure) {
      setEndError(errorMessage(failure));
    }
  }

  const seasonGameweeks = (gameweeks.data ?? [])
    .filter((gameweek) => gameweek.seasonId === season.id)
    .sort((a, b) => b.weekNumber - a.weekNumber);

  return (
    <Page title={season.name}>
      <div className="space-y-4">
        <header className="card flex items-start gap-3 p-4 sm:p-6">
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm text-muted">
              <Link to={`/group/${season.groupId}`} className="hover:underline">
                {season.groupName}
              </Link>
            </p>
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
              {season.name}
              {season.isActive && <ActiveBadge />}
            </h1>
            <dl className="flex flex-wrap gap-6 text-sm">
              <div>
                <dt className="text-muted">Start Date</dt>
                <dd className="font-medium">{season.startDate ? formatDate(season.startDate, 'UTC') : 'TBD'}</dd>
              </div>
              <div>
                <dt className="text-muted">End Date</dt>
                <dd className="font-medium">{season.endDate ? formatDate(season.endDate, 'UTC') : '—'}</dd>
              </div>
            </dl>
          </div>
          <IconButton aria-label="Copy season link" onClick={() => copyCurrentLink(SEASON_MESSAGES.linkCopied)}>
            <Link2 aria-hidden="true" className="h-5 w-5" />
          </IconButton>
          <ActionsMenu
            label="Season menu"
            actions={[
              { label: 'Go to group', onSelect: () => navigate(`/group/${season.groupId}`) },
              {
                label: 'Active gameweek',
                onSelect: () => navigate(`/gameweek/${season.activeGameweekId}`),
                hidden: !season.activeGameweekId,
              },
              {
                label: 'Set end date',
                hidden: !season.viewer.canSetEndDate,
                onSelect: () => {
                  setEndDate('');
                  setEndError(null);
                  setEndOpen(true);
                },
              },
            ]}
          />
        </header>

        <Tabs
          label="Season"
          tabs={[
            {
              value: 'overview',
              title: 'Overview',
              content: season.activeGameweekId ? (
                <PredictionSheetPanel gameweekId={season.activeGameweekId} showTotal />
              ) : (
                <p className="text-muted">No active gameweek.</p>
              ),
            },
            {
              value: 'gameweeks',
              title: 'Gameweeks',
              content: (
                <>
                  {seasonGameweeks.length === 0 ? (
                    <p className="text-muted">No gameweeks yet.</p>
                  ) : (
                    <ul className="divide-y divide-[var(--border)]">
                      {seasonGameweeks.map((gameweek) => (
                        <GameweekRow key={gameweek.id} gameweek={gameweek} />
                      ))}
                    </ul>
                  )}
                </>
              ),
            },
          ]}
        />
      </div>
      <Dialog open={endOpen} onOpenChange={setEndOpen} title="Set end date" description="The season ends on this day.">
        <form onSubmit={onSetEnd} className="space-y-4" noValidate>
          <TextField label="End date" type="date" value={endDate} onChange={(event) => setEndDate(event.target.value)} error={endError} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setEndOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={setEnd.isPending}>
              Save
            </Button>
          </div>
        </form>
      </Dialog>
    </Page>
  );
}
