import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { EXPORT_URLS } from '../api/export-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The Profile's "Your data": download everything stored about the player, or delete the account. */
export function AccountDataCard() {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <section aria-labelledby="account-data-heading" className="card space-y-4 p-4 sm:p-6">
      <h2 id="account-data-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="text-sm text-muted">
        Download everything we store about you (your account, groups, predictions, scores and settings), or your predictions as a
        spreadsheet.
      </p>
      <div className="flex flex-col gap-3">
        <a href={EXPORT_URLS.json} download className={buttonClass('secondary')}>
          Download my data
        </a>
        <a href={EXPORT_URLS.csv} download className={buttonClass('secondary')}>
          Download my predictions (CSV)
        </a>
      </div>
      <p className="text-sm text-muted">
        Deleting your account removes your predictions and scores from every group. Groups you own pass to another player.
      </p>
      <Button variant="danger" className="w-full" onClick={() => setConfirmDelete(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog open={confirmDelete} onOpenChange={setConfirmDelete} />
    </section>
  );
}
