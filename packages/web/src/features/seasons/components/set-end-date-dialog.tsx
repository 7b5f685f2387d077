import { SEASON_MESSAGES } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DateField } from '../../../components/ui/date-field';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSetSeasonEnd } from '../api/seasons';

/** "Set end date" for the season admin. The server checks the date (not past, after the start) and its refusal shows here. */
export function SetEndDateDialog({
  seasonId,
  open,
  onOpenChange,
}: {
  seasonId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('Set end date')} description={t('The season ends on this day.')}>
      {/* Mounted only while open: each opening starts with an empty date and no error. */}
      <SetEndDateForm seasonId={seasonId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function SetEndDateForm({ seasonId, onDone }: { seasonId: string; onDone: () => void }) {
  const setEnd = useSetSeasonEnd(seasonId);
  const [endDate, setEndDate] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!endDate) return setError(t('Please choose an end date.'));
    try {
      await setEnd.mutateAsync(endDate);
      toast.success(t(SEASON_MESSAGES.endDateSet));
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <DateField label={t('End date')} value={endDate} onChange={setEndDate} error={error} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={setEnd.isPending}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}
