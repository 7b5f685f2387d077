import { Button } from '../../../components/ui/button';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextField } from '../../../components/ui/text-field';
import type { CustomMatchDraft } from './use-custom-match';
import { t } from '../../../lib/i18n';

/** "Custom Match": a home team, an away team and a match time not earlier than the deadline. */
export function CustomMatchForm({ draft, deadline }: { draft: CustomMatchDraft; deadline: Date | null }) {
  return (
    <div className="space-y-3 rounded-lg border border-subtle p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('Home Team')} value={draft.home} maxLength={60} onChange={(event) => draft.setHome(event.target.value)} />
        <TextField label={t('Away Team')} value={draft.away} maxLength={60} onChange={(event) => draft.setAway(event.target.value)} />
      </div>
      <DateTimeField label={t('Match Time')} min={deadline ?? new Date()} value={draft.time} onChange={draft.setTime} />
      {draft.error && <ErrorBanner message={draft.error} />}
      <Button variant="secondary" onClick={draft.add}>
        {t('Add Match')}
      </Button>
    </div>
  );
}
