import { FOLLOW_MESSAGES } from '@scoreline/shared';
import type { FollowChoice } from './follow-choice';
import { FollowFields } from './follow-fields';
import { WithCompetitions } from './with-competitions';
import { t } from '../../../lib/i18n';

/** The create form's optional "Follow a competition": by hand unless a competition is chosen. */
export function FollowSection({
  value,
  onChange,
  closesAtKickOff,
}: {
  value: FollowChoice;
  onChange: (value: FollowChoice) => void;
  closesAtKickOff: boolean;
}) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-subtle p-4">
      <legend className="px-1 text-sm font-semibold">{t(FOLLOW_MESSAGES.title)}</legend>
      <p className="text-sm text-muted">{t(FOLLOW_MESSAGES.intro)}</p>
      <WithCompetitions>
        {(competitions) => (
          <FollowFields value={value} onChange={onChange} competitions={competitions} allowNone closesAtKickOff={closesAtKickOff} />
        )}
      </WithCompetitions>
    </fieldset>
  );
}
