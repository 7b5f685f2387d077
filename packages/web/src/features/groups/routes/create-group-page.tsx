import { GROUP_MESSAGES, type PredictionsClose } from '@scoreline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { FollowSection, NO_FOLLOW, followNewGroup } from '../../autopilot';
import { useCreateGroup } from '../api/save-group';
import { NEW_GROUP_BASICS, createGroupInput, createGroupProblem, localToday, newGroupSeason } from '../components/create-group-input';
import { NEW_GROUP_SCORING } from '../components/scoring-choice';
import { GroupBasicsFields } from '../components/group-basics-fields';
import { saveFailureMessage } from '../components/group-form';
import { InitialSeasonFields } from '../components/initial-season-fields';
import { PredictionsCloseField } from '../components/predictions-close-field';
import { ScoringFields } from '../components/scoring-fields';
import { t } from '../../../lib/i18n';

export function CreateGroupPage() {
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  const queryClient = useQueryClient();
  const [following, setFollowing] = useState(false);
  const [basics, setBasics] = useState(NEW_GROUP_BASICS);
  const [icon, setIcon] = useState<File | null>(null);
  const [scoring, setScoring] = useState(NEW_GROUP_SCORING);
  const [season, setSeason] = useState(newGroupSeason);
  const [predictionsClose, setPredictionsClose] = useState<PredictionsClose>('deadline');
  const [follow, setFollow] = useState(NO_FOLLOW);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = createGroupInput({ basics, scoring, predictionsClose, season });
    const problem = createGroupProblem(fields, localToday());
    if (problem) return setError(problem);
    setError(null);
    try {
      const group = await createGroup.mutateAsync({ fields, icon });
      setFollowing(true);
      await followNewGroup(queryClient, group.id, follow);
      navigate(`/group/${group.id}`);
    } catch (failure) {
      setError(saveFailureMessage(failure, GROUP_MESSAGES.createFailedReason));
    }
  }

  return (
    <Page title={t('Create group')}>
      <form onSubmit={onSubmit} noValidate className="card mx-auto max-w-2xl space-y-6 p-4 sm:p-6">
        <h1 className="text-2xl font-bold">{t('Create a group')}</h1>
        <GroupBasicsFields
          values={basics}
          onChange={setBasics}
          icon={icon}
          onIconChange={(file, problem) => {
            setIcon(file);
            setError(problem);
          }}
        >
          <ScoringFields value={scoring} onChange={setScoring} />
        </GroupBasicsFields>
        <PredictionsCloseField value={predictionsClose} onChange={setPredictionsClose} />
        <InitialSeasonFields value={season} onChange={setSeason} />
        <FollowSection value={follow} onChange={setFollow} closesAtKickOff={predictionsClose === 'kickoff'} />
        {error && <ErrorBanner message={error} />}
        <Button type="submit" className="w-full" disabled={createGroup.isPending || following}>
          {createGroup.isPending || following ? t('Creating...') : t('Create Group')}
        </Button>
      </form>
    </Page>
  );
}
