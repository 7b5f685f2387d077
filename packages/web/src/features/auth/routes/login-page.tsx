import { AUTH_MESSAGES } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/error-banner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import type { RedirectState } from '../components/route-guards';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { t } from '../../../lib/i18n';
import { RichText } from '../../../components/ui/rich-text';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const location = useLocation();
  const invited = ((location.state as RedirectState | null)?.from ?? '').startsWith('/invite/');
  const requestReset = useRequestPasswordReset();

  // The confirmation link lands here: ?verified=1, plus ?error=... when the link was invalid or expired.
  const verifyError = searchParams.get('error');
  const verified = searchParams.get('verified') === '1' && !verifyError;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBannerError(null);
    if (email.trim() === '') return setBannerError(t(AUTH_MESSAGES.emailRequired));
    if (password === '') return setBannerError(t(AUTH_MESSAGES.passwordRequired));
    try {
      await signIn.mutateAsync({ email: email.trim(), password, rememberMe });
      // RedirectIfSignedIn takes the user home (or back where they were heading).
    } catch (error) {
      setBannerError(errorMessage(error));
    }
  }

  async function onForgotPassword() {
    setBannerError(null);
    if (email.trim() === '') return setBannerError(t(AUTH_MESSAGES.emailRequired));
    try {
      await requestReset.mutateAsync(email);
      toast.success(t(AUTH_MESSAGES.resetEmailSent));
    } catch (error) {
      setBannerError(errorMessage(error));
    }
  }

  return (
    <Page title={t('Sign in')} width="narrow">
      <AuthCard
        title={t('Sign in')}
        subtitle={
          invited ? t('Sign in, or create an account, to accept your invitation.') : t('Welcome back! Sign in to make your predictions.')
        }
      >
        <form className="space-y-4" onSubmit={onSubmit} noValidate>
          {verified && !bannerError && <SuccessBanner message={t('Your email address is confirmed. You can sign in now.')} />}
          {verifyError && !bannerError && (
            <ErrorBanner message={t('That confirmation link is invalid or has expired. Sign in to get a new one.')} />
          )}
          {bannerError && <ErrorBanner message={bannerError} />}
          <TextField
            label={t('Email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label={t('Password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField label={t('Remember me')} checked={rememberMe} onChange={setRememberMe} className="text-sm" />
            <button
              type="button"
              className="min-h-11 text-sm font-medium text-[var(--color-brand)] hover:underline disabled:opacity-50"
              onClick={onForgotPassword}
              disabled={requestReset.isPending}
            >
              {t('Forgot your password?')}
            </button>
          </div>
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? t('Signing in...') : t('Sign In')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          <RichText
            id="Don't have an account? <0>Create one</0>"
            parts={[<Link to="/register" state={location.state} className="font-medium text-[var(--color-brand)] hover:underline" />]}
          />
        </p>
      </AuthCard>
    </Page>
  );
}
