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
    if (email.trim() === '') return setBannerError(AUTH_MESSAGES.emailRequired);
    if (password === '') return setBannerError(AUTH_MESSAGES.passwordRequired);
    try {
      await signIn.mutateAsync({ email: email.trim(), password, rememberMe });
      // RedirectIfSignedIn takes the user home (or back where they were heading).
    } catch (error) {
      setBannerError(errorMessage(error));
    }
  }

  async function onForgotPassword() {
    setBannerError(null);
    if (email.trim() === '') return setBannerError(AUTH_MESSAGES.emailRequired);
    try {
      await requestReset.mutateAsync(email);
      toast.success(AUTH_MESSAGES.resetEmailSent);
    } catch (error) {
      setBannerError(errorMessage(error));
    }
  }

  return (
    <Page title={t('Sign in')} width="narrow">
      <AuthCard
        title="Sign in"
        subtitle={invited ? 'Sign in, or create an account, to accept your invitation.' : 'Welcome back! Sign in to make your predictions.'}
      >
        <form className="space-y-4" onSubmit={onSubmit} noValidate>
          {verified && !bannerError && <SuccessBanner message="Your email address is confirmed. You can sign in now." />}
          {verifyError && !bannerError && (
            <ErrorBanner message="That confirmation link is invalid or has expired. Sign in to get a new one." />
          )}
          {bannerError && <ErrorBanner message={bannerError} />}
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField label="Remember me" checked={rememberMe} onChange={setRememberMe} className="text-sm" />
            <button
              type="button"
              className="min-h-11 text-sm font-medium text-[var(--color-brand)] hover:underline disabled:opacity-50"
              onClick={onForgotPassword}
              disabled={requestReset.isPending}
            >
              Forgot your password?
            </button>
          </div>
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          Don&apos;t have an account?{' '}
          <Link to="/register" state={location.state} className="font-medium text-[var(--color-brand)] hover:underline">
            Create one
          </Link>
        </p>
      </AuthCard>
    </Page>
  );
}
