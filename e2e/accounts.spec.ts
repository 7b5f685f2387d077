import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { waitForMail } from './support/mail';
import { PASSWORD, createConfirmedUser, newUser, signInAs } from './support/users';

const WEAK_PASSWORD_MESSAGE =
  'Password must contain minimum 8 characters and consist of at least one uppercase letter, one lowercase letter and one number.';

test('register, confirm the email, sign in, see the greeting, sign out', async ({ page, baseURL }) => {
  const user = newUser('reg');
  await page.goto('/register');
  await expect(page).toHaveTitle('Register | Scoreline');
  await expectAccessible(page);
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await expect(page.getByText(WEAK_PASSWORD_MESSAGE)).toBeVisible();
  await page.getByLabel('Confirm password').fill('weakpass');
  await expect(signUp).toBeDisabled();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText(WEAK_PASSWORD_MESSAGE)).toBeHidden();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(signUp).toBeDisabled();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  await expect(signUp).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Terms of Service & Privacy Policy' })).toBeVisible();

  await signUp.click();
  await expect(page.getByText('Registration successful! Please check your email to confirm your account.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await page.waitForURL('**/login', { timeout: 6_000 });

  // Sign-in waits for the confirmed address.
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Please confirm your email address before signing in.');

  const mail = await waitForMail(user.email, 'Confirm your Scoreline account');
  await page.goto(mail.links.find((link) => link.includes('/verify-email'))!);
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
  await expect(page.getByText('Track your football predictions and compete with friends.')).toBeVisible();
  await expect(page).toHaveTitle('Home | Scoreline');

  await page.getByRole('link', { name: 'How does it work?' }).click();
  await expect(page).toHaveURL(/\/app-info$/);
  await expect(page.getByText('Only one gameweek is active per group.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-in shows the auth error in a banner', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!);
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in | Scoreline');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Wr0ngPassword');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expectAccessible(page);
});

test('forgot password: the emailed link resets it', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByText('Password reset email sent. Please check your inbox.')).toBeVisible();

  const mail = await waitForMail(user.email, 'Reset your Scoreline password');
  const link = mail.links.find((l) => l.includes('/reset-password?token='))!;
  await page.goto(link);
  await expect(page).toHaveTitle('Reset password | Scoreline');
  await expectAccessible(page);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Brand0New');
  await page.getByLabel('Confirm new password').fill('Brand0Ne');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('Brand0New');
  await save.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill('Brand0New');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
});

test('reset page without a token explains the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
});

test('profile: see the account and edit the username', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, user, '/profile');
  await expect(page).toHaveTitle('Profile | Scoreline');
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText(user.username, { exact: true })).toBeVisible();
  await expect(page.getByText('Account ID')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
  await expect(page.getByText(today)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit' }).click();
  const field = page.getByLabel('Username', { exact: true });
  await field.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You need to enter a username.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(user.username, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Username', { exact: true }).fill('Renamed Player');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Renamed Player', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Renamed Player' })).toBeVisible();
});

test('auth test page reflects the session', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, user, '/auth-test');
  await expect(page.getByTestId('auth-test-is-authenticated')).toHaveText('Yes');
  await expect(page.getByTestId('auth-test-email')).toHaveText(user.email);
  await expect(page.getByTestId('auth-test-username')).toHaveText(user.username);
  await expect(page.getByTestId('auth-test-stored-auth-exists')).toHaveText('Yes');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByTestId('auth-test-is-authenticated')).toHaveText('No');
  await expect(page.getByTestId('auth-test-stored-auth-exists')).toHaveText('No');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
