import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createConfirmedUser, signInAs } from './support/users';

test('a visitor is sent to sign in, and comes back after signing in', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!);
  for (const path of ['/', '/groups', '/group/abc', '/predictions', '/app-info', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto('/leaderboards');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(page).toHaveTitle('Your Rankings | Scoreline');
});

test('a signed-in user opening /login or /register goes home', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, user);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/`);
  }
});

test('public pages need no sign-in', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle('Terms of Service & Privacy Policy | Scoreline');
  await expect(page.getByText('Last updated: 27/03/2025')).toBeVisible();
  for (const heading of ['No real-money betting', 'Match data', 'Prizes are based on skill', 'Your data and your GDPR rights', 'Cookies']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByText('cookies are used for analytics')).toBeVisible();
  await expectAccessible(page);
});

test('unknown paths show the 404 page with a link home', async ({ page, request, baseURL }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Scoreline');
  await expectAccessible(page);
  const user = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, user, '/definitely-missing');
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
});

test('the loading screen shows while the session is being resolved', async ({ page }) => {
  await page.route('**/api/v1/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Loading...' })).toBeVisible();
  await expect(page.getByText('Please wait while we set things up')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('desktop header: sticky green bar with the five sections', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, user);
  const header = page.locator('header');
  await expect(header).toHaveCSS('position', 'sticky');
  await expect(header).toHaveCSS('background-color', 'rgb(21, 128, 61)');
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path, title] of [
    ['Groups', '/groups', 'Groups'],
    ['Predictions', '/predictions', 'Predictions'],
    ['Leaderboards', '/leaderboards', 'Your Rankings'],
    ['Stats', '/user-stats', 'Your Stats'],
    ['Profile', '/profile', 'Profile'],
  ]) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`${title} | Scoreline`);
  }
  await page.getByRole('link', { name: 'Scoreline' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/home-desktop.png', fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the navigation and closes it on a choice', async ({ page, request, baseURL }) => {
    const user = await createConfirmedUser(request, baseURL!);
    await signInAs(page, baseURL!, user);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/home-phone.png', fullPage: true });
    await toggle.click();
    const panel = page.getByRole('navigation', { name: 'Main mobile' });
    await expect(panel).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/menu-phone.png' });
    await panel.getByRole('link', { name: 'Leaderboards' }).click();
    await expect(page).toHaveURL(/\/leaderboards$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);
  });
});

test.describe('without the service worker', () => {
  // An installed worker serves every chunk of its build from its cache (so a deploy does not break an open
  // app); blocked here, the page meets the missing chunk as a browser without the worker would.
  test.use({ serviceWorkers: 'block' });

  test('a page whose code fails to load (a deploy removed it) says so with a reload, and the rest of the app still works', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await createConfirmedUser(request, baseURL!);
    await signInAs(page, baseURL!, user);
    // The groups page's chunk is gone, as after a deploy that replaced it.
    await page.route(/\/assets\/groups-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups' }).click();
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('This page could not be shown');
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // The header still works: another page opens.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText('This page could not be shown')).toHaveCount(0);
    // Once the chunk is there again, the failed page still needs a reload (a failed import stays failed in this
    // document); "Reload the page" brings it back.
    await page.unroute(/\/assets\/groups-page-[^/]+\.js$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/groups$/);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a "⋮" menu given up on (Escape) while its code loads stays closed when the code arrives', async ({ page, request, baseURL }) => {
    const user = await createConfirmedUser(request, baseURL!);
    await signInAs(page, baseURL!, user);
    const group = await (
      await page.request.post('/api/v1/groups', {
        headers: { origin: baseURL!, 'content-type': 'application/json' },
        data: { name: `Slow menu ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
      })
    ).json();
    await page.goto(`/group/${group.id}?tab=about`);
    // The menu's code arrives only when the test lets it (a slow phone network).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/actions-menu-radix-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Group menu' }).click();
    await expect.poll(() => requested).toBe(true);
    await page.keyboard.press('Escape');
    release();
    // Loaded: radix now owns the button (it carries its state), and the menu did not pop open.
    await expect(page.getByRole('button', { name: 'Group menu' })).toHaveAttribute('data-state', 'closed');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // It still opens on the next press.
    await page.getByRole('button', { name: 'Group menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });
});
