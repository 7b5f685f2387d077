import { FOLLOW_MESSAGES, type GroupDetail } from '@scoreline/shared';
import { SectionSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { useGroupFollow } from '../api/follow';
import { FollowSettings } from './follow-settings';
import { WithCompetitions } from './with-competitions';
import { t } from '../../../lib/i18n';

/** The group settings' "Follow a competition" card, for the owner (`viewer.canFollowCompetition`). */
export function FollowCard({ group }: { group: GroupDetail }) {
  const follow = useGroupFollow(group.id);
  return (
    <section className="card mx-auto max-w-2xl space-y-3 p-4 sm:p-6" aria-labelledby="follow-heading">
      <h2 id="follow-heading" className="text-lg font-semibold">
        {t(FOLLOW_MESSAGES.title)}
      </h2>
      {follow.isPending ? (
        <SectionSpinner label={t(FOLLOW_MESSAGES.loading)} />
      ) : follow.error ? (
        <p className="text-sm text-red-600 dark:text-red-400">{errorMessage(follow.error)}</p>
      ) : (
        <WithCompetitions>
          {(competitions) => (
            // A new key when the followed competition changes (or stops): the fields start again from what is saved.
            <FollowSettings
              key={follow.data?.competitionId ?? 'none'}
              groupId={group.id}
              follow={follow.data}
              competitions={competitions}
              closesAtKickOff={follow.data?.closesAtKickOff ?? group.predictionsClose === 'kickoff'}
            />
          )}
        </WithCompetitions>
      )}
    </section>
  );
}
