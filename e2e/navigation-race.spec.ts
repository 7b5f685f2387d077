import { expect, test } from '@playwright/test';
import { createConfirmedUser, signInAs } from './support/users';

test('going back before the next page has loaded shows the page left, never a blank one', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, user);
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const group = await (
    await page.request.post('/api/v1/groups', { headers, data: { name: 'Back Button', maxMembers: 10, season: { name: 'S1' } } })
  ).json();
  await page.goto(`/group/${group.id}`);
  await expect(page.getByRole('heading', { name: 'Back Button' })).toBeVisible();
  // The next page's code is slow to come (a phone on a poor connection), and the player changes their mind.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/app-info-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/app-info$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Back Button' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Season' })).toBeVisible();
  release();
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { name: 'Back Button' })).toBeVisible();
});
