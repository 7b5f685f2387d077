import { MATCH_CENTRE_MESSAGES, PREDICTION_MESSAGES } from '@scoreline/shared';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, NoGroupsYet, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useLiveGroups } from '../../../lib/use-live-groups';
import { useMyPredictions } from '../api/predictions';
import { EachMatchOnce } from '../components/each-match-once';
import { GroupPredictions } from '../components/group-predictions';

/** The two views of /predictions, the choice in the address (`?view=once`), so home's Predict can open it. */
function ViewChoice({ once, onChange }: { once: boolean; onChange: (once: boolean) => void }) {
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={once === value}
      onClick={() => onChange(value)}
      className={`min-h-11 flex-1 rounded-md px-3 text-sm font-semibold ${once === value ? 'bg-[var(--card)] shadow-sm' : 'text-muted'}`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t(PREDICTION_MESSAGES.views)}
      className="mb-4 flex gap-1 rounded-lg bg-black/5 p-1 dark:bg-white/10 sm:max-w-sm"
    >
      {option(false, t(PREDICTION_MESSAGES.byGroup))}
      {option(true, t(PREDICTION_MESSAGES.eachMatchOnce))}
    </div>
  );
}

/**
 * /predictions: the active gameweek of every joined group, to predict (or read once locked); or each open match
 * once, a real fixture in several groups saved to all of them.
 */
export function PredictionsPage() {
  const mine = useMyPredictions();
  const [params, setParams] = useSearchParams();
  const once = params.get('view') === 'once';
  useLiveGroups(mine.data?.groups.map((entry) => entry.group.id) ?? []);
  return (
    <Page title={t(MATCH_CENTRE_MESSAGES.predictions)} width="medium">
      <h1 className="mb-4 text-2xl font-bold">{t(MATCH_CENTRE_MESSAGES.predictions)}</h1>
      {mine.isPending ? (
        <PageSpinner label={t('Loading predictions')} />
      ) : mine.error ? (
        <LoadError message={t('Error loading your data')} detail={errorMessage(mine.error)} onRetry={() => mine.refetch()} />
      ) : mine.data.groups.length === 0 ? (
        <NoGroupsYet message={t(PREDICTION_MESSAGES.noGroups)} />
      ) : (
        <>
          <ViewChoice once={once} onChange={(value) => setParams(value ? { view: 'once' } : {})} />
          {once ? (
            <EachMatchOnce groups={mine.data.groups} />
          ) : (
            <div className="space-y-8 sm:space-y-4">
              {mine.data.groups.map((entry) => (
                <GroupPredictions key={entry.group.id} entry={entry} />
              ))}
            </div>
          )}
        </>
      )}
    </Page>
  );
}
