import { POLICY_MESSAGES } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Page } from '../../../components/layout/page';
import { NoAccess, PageSpinner } from '../../../components/layout/page-states';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { errorMessage } from '../../../lib/api-client';
import { useEditGameweekMatches, useGameweek } from '../api/gameweeks';
import { EditedMatchList } from '../components/edited-match-list';
import { matchesEditRequest } from '../components/gameweek-requests';
import { MatchAdder } from '../components/match-adder';
import { TeamsTwiceWarning } from '../components/teams-twice-warning';
import { useMatchesEdit } from '../components/use-matches-edit';
import { t } from '../../../lib/i18n';

/** /gameweek/{id}/add-matches: an admin changes the deadline, adds matches and removes saved ones, all at once. */
export function AddMatchesPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: gameweek, isPending } = useGameweek(id);
  const save = useEditGameweekMatches(id);
  const edit = useMatchesEdit(gameweek);
  const [error, setError] = useState<string | null>(null);

  if (isPending) return <PageSpinner label={t('Loading gameweek')} />;
  if (!gameweek || !gameweek.viewer.isAdmin) return <NoAccess />;
  if (!gameweek.viewer.canEditMatches) return <NoAccess message={t(POLICY_MESSAGES.matchesLocked)} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { deadline, added, removed } = edit;
    const checked = matchesEditRequest({ deadline, matches: gameweek!.matches, added, removed }, new Date());
    if ('problem' in checked) return setError(checked.problem && t(checked.problem));
    setError(null);
    try {
      await save.mutateAsync(checked.request);
      toast.success(t('Gameweek updated!'));
      navigate(`/gameweek/${id}`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Page title={t('Gameweek {number}: matches', { number: gameweek.weekNumber })}>
      <form onSubmit={onSubmit} noValidate className="card mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold">{t('Gameweek {number}', { number: gameweek.weekNumber })}</h1>
          <Link to={`/gameweek/${id}`} className="text-sm text-[var(--color-brand)] hover:underline">
            {t('Back to the gameweek')}
          </Link>
        </div>
        <DateTimeField label={t('Deadline')} min={new Date()} value={edit.deadline} onChange={edit.setDeadline} />
        <MatchAdder deadline={edit.deadline} picked={edit.added} onToggle={edit.toggleAdded} onAddCustom={edit.addCustom} />
        <EditedMatchList matches={gameweek.matches} edit={edit} />
        <TeamsTwiceWarning matches={edit.result} />
        {error && <ErrorBanner message={error} />}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              edit.reset();
              setError(null);
            }}
          >
            {t('Cancel Changes')}
          </Button>
          <Button type="submit" className="flex-1" disabled={save.isPending}>
            {save.isPending ? t('Updating...') : t('Update Gameweek')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
