import { type CompetitionFollow, type ExternalLeague, FOLLOW_MESSAGES } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useFollowCompetition } from '../api/follow';
import { choiceOf, followRequest, isUnchanged, withFollowed } from './follow-choice';
import { FollowFields } from './follow-fields';
import { StopFollowingButton } from './stop-following-button';
import { t } from '../../../lib/i18n';

/**
 * The owner's follow: "Following X" with its settings to change (Save) and "Stop following"; or, following none, the
 * chooser and "Follow". Another competition chosen starts over from its next matchdays (the gameweeks made stay).
 */
export function FollowSettings({
  groupId,
  follow,
  competitions,
  closesAtKickOff,
}: {
  groupId: string;
  follow: CompetitionFollow | null;
  competitions: ExternalLeague[];
  closesAtKickOff: boolean;
}) {
  const save = useFollowCompetition();
  const [choice, setChoice] = useState(() => choiceOf(follow));
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = followRequest(choice);
    if (!body) return;
    setError(null);
    try {
      const saved = await save.mutateAsync({ groupId, body });
      const same = saved?.competitionId === follow?.competitionId;
      toast.success(same || !saved ? t(FOLLOW_MESSAGES.saved) : t(FOLLOW_MESSAGES.followed, { competition: saved.competitionName }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className={follow ? 'font-medium' : 'text-sm text-muted'} data-testid="follow-status">
        {follow ? t(FOLLOW_MESSAGES.following, { competition: follow.competitionName }) : t(FOLLOW_MESSAGES.intro)}
      </p>
      <FollowFields
        value={choice}
        onChange={setChoice}
        competitions={withFollowed(competitions, follow)}
        allowNone={!follow}
        closesAtKickOff={closesAtKickOff}
      />
      {error && <ErrorBanner message={error} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        {choice.competitionId !== null && (
          <Button type="submit" className="sm:flex-1" disabled={save.isPending || isUnchanged(choice, follow)}>
            {t(save.isPending ? FOLLOW_MESSAGES.saving : follow ? FOLLOW_MESSAGES.save : FOLLOW_MESSAGES.follow)}
          </Button>
        )}
        {follow && <StopFollowingButton groupId={groupId} />}
      </div>
    </form>
  );
}
