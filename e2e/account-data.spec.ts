import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { horizontalOverflow } from './support/fit';
import { inHours, jsonHeaders } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

test('the Profile’s "Download my data" saves a JSON file of the player’s data, predictions included', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createConfirmedUser(request, baseURL!, newUser('export'));
  await signInAs(page, baseURL!, user);
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string };
  const group = await (
    await page.request.post('/api/v1/groups', {
      headers: jsonHeaders(baseURL!),
      data: { name: `Export FC ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  const gameweek = await (
    await page.request.post(`/api/v1/groups/${group.id}/gameweeks`, {
      headers: jsonHeaders(baseURL!),
      data: { deadline: inHours(2), matches: [{ kind: 'custom', homeTeam: 'Owls', awayTeam: 'Larks', matchTime: inHours(3) }] },
    })
  ).json();
  const saved = await page.request.put(`/api/v1/gameweeks/${gameweek.id}/players/${me.id}/predictions`, {
    headers: jsonHeaders(baseURL!),
    data: { predictions: [{ matchId: gameweek.matches[0].id, home: 2, away: 1 }] },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^scoreline-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email: user.email, username: user.username });
  expect(data.predictions).toEqual([expect.objectContaining({ homeTeam: 'Owls', awayTeam: 'Larks', predictedHome: 2, predictedAway: 1 })]);
  await expect(page.getByRole('link', { name: 'Download my predictions (CSV)' })).toHaveAttribute('href', '/api/v1/me/export.csv');
});

test('"Delete my account" asks for the password, then signs the player out for good', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!, newUser('leaver'));
  await signInAs(page, baseURL!, user, '/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page), 'the dialog at 390 px').toEqual([]);

  await dialog.getByLabel('Password', { exact: true }).fill('Wrong-pa55');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});
