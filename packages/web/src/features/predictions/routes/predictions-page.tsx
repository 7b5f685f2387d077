import { PREDICTION_MESSAGES, type MyPredictions } from '@scoreline/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { CloseCountdown } from '../../gameweeks';
import { toast } from '../../../lib/toast';
import { Page } from '../../../components/layout/page';
import { LoadError, NoGroupsYet, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { GroupIcon } from '../../../components/ui/group-icon';
import { announceSaved, useMyPredictions, useSavePredictions } from '../api/predictions';
import { ScoreCard } from '../components/score-card';
import { useLiveGroups } from '../../../lib/use-live-groups';

function GroupPredictions({ entry }: { entry: MyPredictions['groups'][number] }) {
  const { user } = useSession();
  const sheet = entry.sheet;
  const save = useSavePredictions(sheet?.gameweek.id ?? '', user?.id ?? '');
  return (
    // A card from sm up; on a phone the score card has the screen's whole width.
    <section className="space-y-4 sm:card sm:p-4" aria-label={entry.group.name}>
      <div className="flex items-center gap-3">
        <Link to={`/group/${entry.group.id}`} aria-label={`Open ${entry.group.name}`}>
          <GroupIcon url={entry.group.iconUrl} name={entry.group.name} size={44} />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{entry.group.name}</h2>
          {sheet ? (
            <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
              <span className="flex items-center gap-1 text-muted">
                Gameweek {sheet.gameweek.weekNumber}
                {sheet.gameweek.isLocked && <Lock aria-label="Locked" className="h-3.5 w-3.5" />}
              </span>
              <Link to={`/gameweek/${sheet.gameweek.id}`} className="font-semibold text-[var(--color-brand)] hover:underline">
                View Gameweek →
              </Link>
            </p>
          ) : (
            <p className="text-sm text-muted">No active gameweek.</p>
          )}
          {sheet && <CloseCountdown gameweek={{ ...sheet.gameweek, nextClose: sheet.nextClose }} />}
        </div>
      </div>
      {sheet &&
        (sheet.matches.length === 0 ? (
          <p className="text-muted">This gameweek has no matches yet.</p>
        ) : (
          <ScoreCard
            matches={sheet.matches}
            predictions={sheet.predictions}
            editable={sheet.canEdit}
            openMatchIds={sheet.openMatchIds}
            viewAllHref={sheet.isClosed ? `/gameweek-predictions/${sheet.gameweek.id}` : null}
            onSubmit={async (rows) => {
              try {
                announceSaved(await save.mutateAsync({ predictions: rows }), PREDICTION_MESSAGES.savedFromPredictionsPage, rows);
              } catch (failure) {
                toast.error(errorMessage(failure));
              }
            }}
          />
        ))}
    </section>
  );
}

/** /predictions: the active gameweek of every joined group, to predict (or read once locked). */
export function PredictionsPage() {
  const mine = useMyPredictions();
  useLiveGroups(mine.data?.groups.map((entry) => entry.group.id) ?? []);
  return (
    <Page title="Predictions" width="medium">
      <h1 className="mb-4 text-2xl font-bold">Predictions</h1>
      {mine.isPending ? (
        <PageSpinner label="Loading predictions" />
      ) : mine.error ? (
        <LoadError message="Error loading your data" detail={errorMessage(mine.error)} onRetry={() => mine.refetch()} />
      ) : mine.data.groups.length === 0 ? (
        <NoGroupsYet message={PREDICTION_MESSAGES.noGroups} />
      ) : (
        <div className="space-y-8 sm:space-y-4">
          {mine.data.groups.map((entry) => (
            <GroupPredictions key={entry.group.id} entry={entry} />
          ))}
        </div>
      )}
    </Page>
  );
}
