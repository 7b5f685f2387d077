/**
 * Issue 33 as a player lives it: a German browser gets German pages on a 360 px phone without sideways scrolling;
 * choosing Spanish and another time zone on the Profile switches the app, its times and the player's next email.
 */
import { type Page, expect, test } from '@playwright/test';
import { formatTime } from '../packages/shared/src/dates.ts';
import { matchDayLabel } from '../packages/shared/src/gameweek-checks.ts';
import { translators } from '../packages/shared/src/i18n/translators.ts';
import { horizontalOverflow } from './support/fit';
import { createCustomGameweek, jsonHeaders } from './support/game';
import { waitForMail } from './support/mail';
import { createConfirmedUser, newUser } from './support/users';

const { de, es } = translators;

async function fitsThePhone(page: Page, where: string) {
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
  expect(await horizontalOverflow(page), `${where}: scrolls sideways`).toEqual([]);
}

test('a German browser reads German on a phone; Spanish and New York time on the Profile switch the app and the next email', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser(request, baseURL!, newUser('sprache'));
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();

  // Signed out, the browser's language decides, the server's error texts too.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: de('Sign In'), exact: true })).toBeVisible();
  await fitsThePhone(page, '/login (de)');
  await page.getByLabel(de('Email'), { exact: true }).fill(user.email);
  await page.getByLabel(de('Password'), { exact: true }).fill('Wrong-passw0rd');
  await page.getByRole('button', { name: de('Sign In'), exact: true }).click();
  await expect(page.getByText(de('Invalid email or password'))).toBeVisible();
  await page.getByLabel(de('Password'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: de('Sign In'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await fitsThePhone(page, '/ (de)');

  // A group with a gameweek: its kick-off in German, in the browser's zone (Berlin).
  const group = await (
    await page.request.post('/api/v1/groups', {
      headers: jsonHeaders(baseURL!),
      data: { name: `Stammtisch Fußballfreunde ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  const gameweek = await createCustomGameweek(page, baseURL!, group.id, 30, [['Borussia Mönchengladbach', 'Eintracht Frankfurt', 32]]);
  await page.goto(`/gameweek/${gameweek.id}`);
  const kickOff: string = gameweek.matches[0].matchTime;
  const berlin = { locale: 'de', timeZone: 'Europe/Berlin' } as const;
  await expect(page.getByRole('heading', { name: matchDayLabel(kickOff, new Date(), berlin, de) })).toBeVisible();
  await expect(page.getByText(formatTime(kickOff, berlin), { exact: true }).first()).toBeVisible();
  await fitsThePhone(page, '/gameweek (de)');

  // The Profile: Spanish and New York.
  await page.goto('/profile');
  await fitsThePhone(page, '/profile (de)');
  const section = page.getByRole('region', { name: de('Language and time zone') });
  await section.getByLabel(de('Language'), { exact: true }).selectOption('es');
  await section.getByLabel(de('Time zone'), { exact: true }).selectOption('America/New_York');
  await section.getByRole('button', { name: de('Save language and time zone') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: es('Sign Out') })).toBeVisible();
  await fitsThePhone(page, '/profile (es)');

  // Times follow the chosen zone, not the browser's.
  await page.goto(`/gameweek/${gameweek.id}`);
  const newYork = { locale: 'es', timeZone: 'America/New_York' } as const;
  expect(formatTime(kickOff, newYork)).not.toBe(formatTime(kickOff, berlin));
  await expect(page.getByRole('heading', { name: matchDayLabel(kickOff, new Date(), newYork, es) })).toBeVisible();
  await expect(page.getByText(formatTime(kickOff, newYork), { exact: true }).first()).toBeVisible();
  await fitsThePhone(page, '/gameweek (es)');

  // The next email speaks Spanish.
  await page.goto('/profile');
  await page.getByRole('button', { name: es('Sign Out') }).click();
  await page.goto('/login');
  await page.getByLabel(es('Email'), { exact: true }).fill(user.email);
  await page.getByRole('button', { name: es('Forgot your password?') }).click();
  await expect(page.getByText(es('Password reset email sent. Please check your inbox.'))).toBeVisible();
  const mail = await waitForMail(user.email, es('Reset your Scoreline password'));
  expect(mail.text).toContain(es('Someone asked to reset the password of your account. The link works for one hour.'));
  await context.close();
});

test('before the app’s JS arrives, the loading screen and <html lang> are already in the browser’s language', async ({ browser }) => {
  for (const [locale, texts] of [
    ['de-DE', de],
    ['es-ES', es],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const blocked: string[] = [];
    // The app's JS never comes (a phone's first seconds on a slow network): only index.html's own first script runs.
    await page.route('**/assets/*.js', (route) => (blocked.push(route.request().url()), route.abort()));
    const violations: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await expect(page.getByRole('heading', { name: texts('Loading...') })).toBeVisible();
    await expect(page.getByText(texts('Please wait while we set things up'))).toBeVisible();
    expect(blocked.length, 'the app’s JS was asked for and held back').toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await context.close();
  }
});
