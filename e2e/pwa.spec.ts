import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createConfirmedUser, signInAs } from './support/users';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's own width and height, read from its IHDR chunk (bytes 16-23), whatever the manifest claims. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until a service worker is active and controls the page (the first visit is claimed at once). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test('the web app manifest names the app, and its icons are real PNGs of the sizes it claims', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Scoreline',
    short_name: 'Scoreline',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#15803d',
  });
  expect(manifest.description).toBeTruthy();
  expect(manifest.background_color).toBeTruthy();

  const icons = manifest.icons as ManifestIcon[];
  const wanted = [
    { size: 192, maskable: false },
    { size: 512, maskable: false },
    { size: 512, maskable: true },
  ];
  for (const { size, maskable } of wanted) {
    const icon = icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose === 'maskable') === maskable);
    expect(icon, `${size} px${maskable ? ' maskable' : ''} icon`).toBeDefined();
  }
  const html = await (await request.get('/')).text();
  const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
  expect(appleIcon).toBeDefined();
  for (const icon of [...icons, { src: appleIcon!, sizes: '180x180', type: 'image/png' }]) {
    const image = await request.get(new URL(icon.src, 'http://app/').pathname);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test('installed, the app opens offline: the shell and "You are offline", then back online it carries on', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000); // a whole journey, like the others (the worker's first precache runs beside it)
  const user = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, user);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
  await waitForServiceWorker(page);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Scoreline' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expectAccessible(page);

  // A deep link of the client router opens offline too (the navigation fallback serves the cached shell); a page
  // never loaded before says it needs a connection.
  await page.goto('/groups');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page needs a connection' })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Groups', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Per-user API answers never land in a cache: only the built files do.
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    }
    return urls;
  });
  expect(cachedUrls).toContain('/index.html');
  expect(cachedUrls.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cachedUrls.filter((url) => url.startsWith('/api') || url.startsWith('/media'))).toEqual([]);
});

test("Chromium's installability check finds nothing missing", async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(60_000); // starts a second browser
  // Test contexts are incognito, where nothing installs ("in-incognito"): this check runs in a normal profile.
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profileDir, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await waitForServiceWorker(page);
    // What the install prompt and Lighthouse's installability audit use.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(JSON.parse(data!)).toMatchObject({ name: 'Scoreline' });
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
});

test('reloaded without a connection, a signed-in page shows what was loaded last at once, never the loading screen for seconds', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, user);
  const groupName = `Last Seen ${Date.now()}`;
  const created = await page.request.post('/api/v1/groups', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: { name: groupName, maxMembers: 10, season: { name: 'S1' } },
  });
  expect(created.status()).toBe(201);
  const group = await created.json();
  await page.goto(`/group/${group.id}`);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await waitForServiceWorker(page);
  // What was seen is kept shortly after it arrived (off the page's critical path).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('scoreline-last-seen')?.includes('Last Seen') ?? false)).toBe(true);

  const offlineCases: Array<[string, () => Promise<unknown>]> = [
    ['no network at all', () => page.context().setOffline(true)],
    // The browser believes it is online, but nothing answers: refused at once, or never answered (a dead Wi-Fi).
    ['requests refused', () => page.context().route('**/api/**', (route) => route.abort('internetdisconnected'))],
    ['requests unanswered', () => page.context().route('**/api/**', () => {})],
  ];
  for (const [name, goOffline] of offlineCases) {
    await goOffline();
    await page.reload({ waitUntil: 'commit' });
    // Before, an unanswered start kept the loading screen up for good, and a refused one until its retries ran out.
    // When the page shows it, in the page's own time since the reload began (a measurement, not asserted on).
    const shownAt = await page.waitForFunction(
      (heading) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.includes(heading)) && performance.now(),
      groupName,
      { polling: 'raf', timeout: 7_000 },
    );
    await expect(page.getByRole('heading', { name: groupName }), name).toBeVisible();
    console.log(
      `offline reload (${name}): last-seen page shown ${Math.round(Number(await shownAt.jsonValue()))} ms after the reload began`,
    );
    if (name === 'no network at all') await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await page.context().setOffline(false);
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  }

  // Back online the page is read fresh; signing out leaves nothing of the player on the device.
  await page.reload();
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('scoreline-last-seen'))).toBeNull();
});
