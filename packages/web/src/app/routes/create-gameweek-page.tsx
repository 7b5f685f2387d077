import { NoAccess, PageSpinner } from '../../components/layout/page-states';
import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { ErrorBanner } from '../../components/ui/error-banner';
import { DateTimeField } from '../../components/ui/date-time-field';
import { errorMessage } from '../../lib/api-client';
import { useGroup } from '../../features/groups/api/get-group';
import { useCreateGameweek, useGroupGameweeks } from '../../features/gameweeks/api/gameweeks';
import { newGameweekRequest } from '../../features/gameweeks/components/gameweek-requests';
import { MatchAdder } from '../../features/gameweeks/components/match-adder';
import { PickedMatchList } from '../../features/gameweeks/components/picked-match-list';
import { TeamsTwiceWarning } from '../../features/gameweeks/components/teams-twice-warning';
import { usePickedMatches } from '../../features/gameweeks/components/use-picked-matches';
import { t } from '../../lib/i18n';

export function CreateGameweekPage() {
  const { id: groupId = '' } = useParams();
  const navigate = useNavigate();
  const group = useGroup(groupId);
  const gameweeks = useGroupGameweeks(groupId, group.data?.viewer.isMember ?? false);
  const createGameweek = useCreateGameweek(groupId);
  const [deadline, setDeadline] = useState<Date | null>(null);
  const { picked, toggle, addCustom, remove } = usePickedMatches();
  const [error, setError] = useState<string | null>(null);

  if (group.isPending) return <PageSpinner label={t('Loading group')} />;
  if (!group.data?.viewer.canCreateGameweek) {
    // An admin of a group whose season has ended is told why; anyone else just has no access.
    return (
      <Page title={t('Create gameweek')}>
        <NoAccess message={group.data?.viewer.isAdmin ? t(GAMEWEEK_MESSAGES.noActiveSeason) : undefined} />
      </Page>
    );
  }

  const weekNumber = Math.max(0, ...(gameweeks.data ?? []).map((gameweek) => gameweek.weekNumber)) + 1;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = newGameweekRequest({ deadline, picked }, new Date());
    if ('problem' in checked) return setError(checked.problem && t(checked.problem));
    setError(null);
    try {
      const created = await createGameweek.mutateAsync(checked.request);
      navigate(`/gameweek/${created.id}`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Page title={t('Gameweek {number}', { number: weekNumber })}>
      <form onSubmit={onSubmit} noValidate className="card mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold">{t('Gameweek {number}', { number: weekNumber })}</h1>
          <Link to={`/group/${groupId}`} className="min-w-0 text-sm text-[var(--color-brand)] hover:underline">
            {t('Back to {group}', { group: group.data.name })}
          </Link>
        </div>
        <DateTimeField
          label={t('Deadline')}
          min={new Date()}
          value={deadline}
          onChange={setDeadline}
          hint={
            group.data.predictionsClose === 'kickoff'
              ? t(
                  'Each match closes at its own kick-off; the deadline becomes the first kick-off. Only matches on or after this time can be added.',
                )
              : t('Predictions close at the deadline. Only matches on or after it can be added.')
          }
        />
        <MatchAdder deadline={deadline} picked={picked} onToggle={toggle} onAddCustom={addCustom} />
        <PickedMatchList picked={picked} onRemove={remove} />
        <TeamsTwiceWarning matches={picked} />
        {error && <ErrorBanner message={error} />}
        {picked.length > 0 && (
          <Button type="submit" className="w-full" disabled={createGameweek.isPending}>
            {createGameweek.isPending ? t('Creating...') : t('Create Gameweek')}
          </Button>
        )}
      </form>
    </Page>
  );
}
