import { NoAccess, PageSpinner } from '../../../components/layout/page-states';
import { GROUP_MESSAGES, type GroupDetail, type PredictionsClose, groupFieldsError } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useGroup } from '../api/get-group';
import { useDeleteGroup, useUpdateGroup } from '../api/save-group';
import { GroupBasicsFields } from '../components/group-basics-fields';
import { type GroupBasics, numberOrNull } from '../components/group-form';
import { PredictionsCloseField } from '../components/predictions-close-field';

function UpdateGroupForm({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const updateGroup = useUpdateGroup(group.id);
  const deleteGroup = useDeleteGroup(group.id);
  const [basics, setBasics] = useState<GroupBasics>({
    name: group.name,
    description: group.description ?? '',
    isPublic: group.isPublic,
    pin: '',
    maxMembers: String(group.maxMembers),
  });
  const [icon, setIcon] = useState<File | null>(null);
  const [predictionsClose, setPredictionsClose] = useState<PredictionsClose>(group.predictionsClose);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const wasPrivate = !group.isPublic;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name: basics.name,
      description: basics.description,
      isPublic: basics.isPublic,
      pin: basics.isPublic ? null : basics.pin.trim(),
      maxMembers: numberOrNull(basics.maxMembers),
      predictionsClose,
    };
    // A private group keeps its PIN when the boxes are left empty.
    const problem = groupFieldsError({ ...fields, pin: wasPrivate && !fields.pin ? '0000' : fields.pin });
    if (problem) return setError(problem);
    if (fields.maxMembers !== null && fields.maxMembers < group.memberCount)
      return setError(GROUP_MESSAGES.maxMembersBelowCount(group.memberCount));
    setError(null);
    try {
      await updateGroup.mutateAsync({ fields, icon });
      toast.success('Group updated!');
      navigate(`/group/${group.id}`);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500 ? failure.message : `${GROUP_MESSAGES.updateFailed} ${errorMessage(failure)}`,
      );
    }
  }

  async function onDelete() {
    try {
      await deleteGroup.mutateAsync();
      toast.success(`${group.name} was deleted.`);
      navigate('/groups');
    } catch (failure) {
      setError(`Failed to delete group: ${errorMessage(failure)}`);
      setConfirmDelete(false);
    }
  }

  const disabledPoint = (label: string, value: number) => <TextField label={label} type="number" value={value} disabled readOnly />;

  return (
    <form onSubmit={onSubmit} noValidate className="card mx-auto max-w-2xl space-y-6 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Update group</h1>
        <Link to={`/group/${group.id}`} className="text-sm text-[var(--color-brand)] hover:underline">
          Back to group
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
        pinHint={wasPrivate ? 'Leave the boxes empty to keep the current PIN.' : undefined}
      >
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">Scoring system (cannot be changed)</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {disabledPoint('Correct result points', group.correctResultPoints)}
            {disabledPoint('Exact score points', group.exactScorePoints)}
            {disabledPoint('Incorrect result points', group.incorrectPoints)}
          </div>
        </fieldset>
      </GroupBasicsFields>
      <PredictionsCloseField
        value={predictionsClose}
        onChange={setPredictionsClose}
        lockedReason={group.viewer.canChangePredictionsClose ? null : GROUP_MESSAGES.predictionsCloseWhileRunning}
      />
      {error && <ErrorBanner message={error} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" className="flex-1" disabled={updateGroup.isPending}>
          {updateGroup.isPending ? 'Updating...' : 'Update Group'}
        </Button>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          Delete Group
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={GROUP_MESSAGES.deleteConfirm}
        description="Every season, gameweek, prediction and leaderboard of this group will be deleted. This cannot be undone."
        confirmLabel="Delete Group"
        onConfirm={onDelete}
        busy={deleteGroup.isPending}
      />
    </form>
  );
}

export function UpdateGroupPage() {
  const { id = '' } = useParams();
  const { data: group, isPending, error } = useGroup(id);
  return (
    <Page title="Update group">
      {isPending ? (
        <PageSpinner label="Loading group" />
      ) : error ? (
        error instanceof ApiError && error.status === 404 ? (
          <EntityNotFound entity="group" />
        ) : (
          <ErrorBanner message="Error loading group data" />
        )
      ) : !group.viewer.canUpdate ? (
        <NoAccess message={GROUP_MESSAGES.noAccess} />
      ) : (
        <UpdateGroupForm group={group} />
      )}
    </Page>
  );
}
