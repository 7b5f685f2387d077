import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { EXPORT_URLS } from '../api/export-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import { t } from '../../../lib/i18n';

/** The Profile's "Your data": download everything stored about the player, or delete the account. */
export function AccountDataCard() {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <section aria-labelledby="account-data-heading" className="card space-y-4 p-4 sm:p-6">
      <h2 id="account-data-heading" className="text-lg font-semibold">
        {t('Your data')}
      </h2>
      <p className="text-sm text-muted">
        {t(
          'Download everything we store about you (your account, groups, predictions, scores and settings), or your predictions as a spreadsheet.',
        )}
      </p>
      <div className="flex flex-col gap-3">
        <a href={EXPORT_URLS.json} download className={buttonClass('secondary')}>
          {t('Download my data')}
        </a>
        <a href={EXPORT_URLS.csv} download className={buttonClass('secondary')}>
          {t('Download my predictions (CSV)')}
        </a>
      </div>
      <p className="text-sm text-muted">
        {t('Deleting your account removes your predictions and scores from every group. Groups you own pass to another player.')}
      </p>
      <Button variant="danger" className="w-full" onClick={() => setConfirmDelete(true)}>
        {t('Delete my account')}
      </Button>
      <DeleteAccountDialog open={confirmDelete} onOpenChange={setConfirmDelete} />
    </section>
  );
}
