import {
  AUTH_MESSAGES,
  REGISTRATION_REDIRECT_MS,
  USERNAME_MAX_LENGTH,
  isStrongPassword,
  passwordFormBlocker,
  passwordMismatchMessage,
} from '@scoreline/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/error-banner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { t } from '../../../lib/i18n';
import { RichText } from '../../../components/ui/rich-text';

const EMPTY_FORM = { email: '', username: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const signUp = useSignUp();
  const navigate = useNavigate();

  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(() => navigate('/login'), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  const update = (field: keyof typeof EMPTY_FORM) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const blocker = passwordFormBlocker({
    password: form.password,
    confirmPassword: form.confirmPassword,
    required: [form.email, form.username],
  });
  const weakPassword = form.password !== '' && !isStrongPassword(form.password);
  const mismatch = passwordMismatchMessage(form.password, form.confirmPassword);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blocker || signUp.isPending) return;
    setBannerError(null);
    try {
      await signUp.mutateAsync({ email: form.email, username: form.username, password: form.password });
      setForm(EMPTY_FORM);
      setRegistered(true);
    } catch (error) {
      setBannerError(errorMessage(error));
    }
  }

  return (
    <Page title={t('Register')} width="narrow">
      <AuthCard title={t('Create your account')} subtitle={t('Predict scores and compete with your friends.')}>
        <form className="space-y-4" onSubmit={onSubmit} noValidate>
          {registered && <SuccessBanner message={t(AUTH_MESSAGES.registrationSuccess)} />}
          {bannerError && <ErrorBanner message={bannerError} />}
          <TextField label={t('Email')} type="email" autoComplete="email" value={form.email} onChange={update('email')} />
          <TextField
            label={t('Username')}
            autoComplete="username"
            maxLength={USERNAME_MAX_LENGTH}
            value={form.username}
            onChange={update('username')}
          />
          <PasswordField
            label={t('Password')}
            autoComplete="new-password"
            value={form.password}
            onChange={update('password')}
            error={weakPassword ? t(AUTH_MESSAGES.weakPassword) : null}
          />
          <PasswordField
            label={t('Confirm password')}
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
            error={mismatch && t(mismatch)}
          />
          <Button type="submit" className="w-full" disabled={blocker !== null || signUp.isPending}>
            {signUp.isPending ? t('Signing up...') : t('Sign Up')}
          </Button>
          <p className="text-center text-xs text-muted">
            <RichText
              id="By signing up you agree to our <0>Terms of Service & Privacy Policy</0>."
              parts={[<Link to="/privacy-policy" className="underline hover:text-[var(--color-brand)]" />]}
            />
          </p>
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          <RichText
            id="Already have an account? <0>Sign in</0>"
            parts={[<Link to="/login" className="font-medium text-[var(--color-brand)] hover:underline" />]}
          />
        </p>
      </AuthCard>
    </Page>
  );
}
