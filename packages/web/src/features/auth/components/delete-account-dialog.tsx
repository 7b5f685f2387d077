import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordField } from './password-field';
import { t } from '../../../lib/i18n';

/** The delete-confirm dialog for the account: the password typed again, then the account is gone and the user signed out. */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close(next: boolean) {
    if (deleteAccount.isPending) return;
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t(AUTH_MESSAGES.passwordRequired));
    setError(null);
    try {
      await deleteAccount.mutateAsync({ password });
      toast.success(ACCOUNT_MESSAGES.deleted);
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Dialog open={open} onOpenChange={close} title={ACCOUNT_MESSAGES.deleteConfirm} description={ACCOUNT_MESSAGES.deleteExplained}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label={t('Password')}
          value={password}
          autoComplete="current-password"
          autoFocus
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={deleteAccount.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={deleteAccount.isPending}>
            {deleteAccount.isPending ? t('Deleting...') : t('Delete my account')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
