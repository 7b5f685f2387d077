import { type ConfirmationNeeded, GROUP_MESSAGES, type GroupDetail, type PredictionsClose } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateGroup } from '../api/save-group';
import { DeleteGroupButton } from './delete-group-button';
import { GroupBasicsFields } from './group-basics-fields';
import { saveFailureMessage } from './group-form';
import { PredictionsCloseField } from './predictions-close-field';
import { scoringChoiceOf } from './scoring-choice';
import { ScoringFields } from './scoring-fields';
import { basicsOf, updateGroupInput, updateGroupProblem } from './update-group-input';
import { t } from '../../../lib/i18n';

/** The server's answer when new rules would re-mark marked gameweeks (`details.confirm`): the owner confirms, then it saves again. */
const asksToRescore = (failure: unknown) =>
  failure instanceof ApiError &&
  failure.status === 409 &&
  (failure.details as { confirm?: ConfirmationNeeded } | undefined)?.confirm === 'rescore';

/** The owner's form to change a group (its house rules too: a change once results are in asks first), and to delete it. */
export function UpdateGroupForm({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const updateGroup = useUpdateGroup(group.id);
  const [basics, setBasics] = useState(() => basicsOf(group));
  const [icon, setIcon] = useState<File | null>(null);
  const [scoring, setScoring] = useState(() => scoringChoiceOf(group));
  const [predictionsClose, setPredictionsClose] = useState<PredictionsClose>(group.predictionsClose);
  const [error, setError] = useState<string | null>(null);
  const [confirmingRescore, setConfirmingRescore] = useState(false);

  async function save(confirmRescore: boolean) {
    const fields = updateGroupInput(basics, predictionsClose, scoring);
    const problem = updateGroupProblem(fields, group);
    if (problem) return setError(problem);
    setError(null);
    try {
      await updateGroup.mutateAsync({ fields: { ...fields, confirmRescore }, icon });
      toast.success(t('Group updated!'));
      navigate(`/group/${group.id}`);
    } catch (failure) {
      if (!confirmRescore && asksToRescore(failure)) return setConfirmingRescore(true);
      setConfirmingRescore(false);
      setError(saveFailureMessage(failure, GROUP_MESSAGES.updateFailedReason));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="card mx-auto max-w-2xl space-y-6 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('Update group')}</h1>
        <Link to={`/group/${group.id}`} className="text-sm text-[var(--color-brand)] hover:underline">
          {t('Back to group')}
        </Link>
      </div>
      <GroupBasicsFields
        values={basics}
        onChange={setBasics}
        icon={icon}
        currentIconUrl={group.iconUrl}
        onIconChange={(file, problem) => {
          setIcon(file);
          setError(problem);
        }}
        pinHint={group.isPublic ? undefined : t('Leave the boxes empty to keep the current PIN.')}
      >
        <ScoringFields value={scoring} onChange={setScoring} />
      </GroupBasicsFields>
      <PredictionsCloseField
        value={predictionsClose}
        onChange={setPredictionsClose}
        lockedReason={group.viewer.canChangePredictionsClose ? null : t(GROUP_MESSAGES.predictionsCloseWhileRunning)}
      />
      {error && <ErrorBanner message={error} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" className="flex-1" disabled={updateGroup.isPending}>
          {updateGroup.isPending ? t('Updating...') : t('Update Group')}
        </Button>
        <DeleteGroupButton group={group} onError={setError} />
      </div>
      <ConfirmDialog
        open={confirmingRescore}
        onOpenChange={setConfirmingRescore}
        title={t(GROUP_MESSAGES.rescoreTitle)}
        description={t(GROUP_MESSAGES.rescoreDetail)}
        confirmLabel={t(GROUP_MESSAGES.rescoreConfirmButton)}
        onConfirm={() => void save(true)}
        busy={updateGroup.isPending}
        danger={false}
      />
    </form>
  );
}
