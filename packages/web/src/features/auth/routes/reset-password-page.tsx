import { AUTH_MESSAGES, isStrongPassword, passwordFormBlocker, passwordMismatchMessage } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { t } from '../../../lib/i18n';

/** The target of the emailed reset link: /reset-password?token=... */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [bannerError, setBannerError] = useState<string | null>(null);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();

  const blocker = passwordFormBlocker({ password, confirmPassword });
  const mismatch = passwordMismatchMessage(password, confirmPassword);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token || blocker || resetPassword.isPending) return;
    setBannerError(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
      toast.success(t(AUTH_MESSAGES.passwordUpdated));
      navigate('/login', { replace: true });
    } catch (error) {
      setBannerError(errorMessage(error));
    }
  }

  return (
    <Page title={t('Reset password')} width="narrow">
      <AuthCard title={t('Choose a new password')}>
        {!token ? (
          <div className="space-y-4">
            <ErrorBanner message={t(AUTH_MESSAGES.resetLinkInvalid)} />
            <p className="text-center text-sm">
              <Link to="/login" className="font-medium text-[var(--color-brand)] hover:underline">
                {t('Back to sign in')}
              </Link>
            </p>
          </div>
        ) : (
          <form className="space-y-4" onSubmit={onSubmit} noValidate>
            {bannerError && <ErrorBanner message={bannerError} />}
            <PasswordField
              label={t('New password')}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={password !== '' && !isStrongPassword(password) ? t(AUTH_MESSAGES.weakPassword) : null}
            />
            <PasswordField
              label={t('Confirm new password')}
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              error={mismatch && t(mismatch)}
            />
            <Button type="submit" className="w-full" disabled={blocker !== null || resetPassword.isPending}>
              {resetPassword.isPending ? t('Saving...') : t('Save')}
            </Button>
          </form>
        )}
      </AuthCard>
    </Page>
  );
}
