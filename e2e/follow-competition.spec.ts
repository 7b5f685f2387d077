import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createCustomGameweek, jsonHeaders, moveServerClock } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LEAGUE = 'Northshire Premier League';

/** A new player signed in on a 390 px phone. */
async function phonePlayer(browser: Browser, baseURL: string, prefix: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const user = await createConfirmedUser(context.request, baseURL, newUser(prefix));
  const page = await context.newPage();
  await signInAs(page, baseURL, user);
  return page;
}

test('an owner creates a group following a demo league, sees its matchdays as gameweeks, and stops following', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await phonePlayer(browser, baseURL!, 'follower');

  // The create form: by hand unless a competition is chosen; then the deadline and how many matchdays ahead.
  await owner.goto('/create-group');
  await owner.getByLabel('Group name').fill(`Followers ${Date.now()}`);
  const competition = owner.getByRole('combobox', { name: 'Competition' });
  await expect(competition).toHaveValue('');
  await expect(competition.locator('option:checked')).toHaveText('Build gameweeks by hand');
  await expect(owner.getByRole('combobox', { name: 'Deadline' })).toBeHidden();
  await competition.selectOption({ label: LEAGUE });
  await expect(owner.getByRole('combobox', { name: 'Deadline' }).locator('option:checked')).toHaveText('1 hour before the first kick-off');
  // A group closing predictions at each kick-off has no deadline to choose.
  await owner.getByLabel("At each match's kick-off").check();
  await expect(owner.getByRole('combobox', { name: 'Deadline' })).toBeHidden();
  await expect(owner.getByText('Each match closes at its own kick-off')).toBeVisible();
  await owner.getByLabel('At the gameweek deadline').check();
  await owner.getByRole('combobox', { name: 'Deadline' }).selectOption({ label: '2 hours before the first kick-off' });
  await owner.getByRole('combobox', { name: 'Matchdays ahead' }).selectOption({ label: 'The next 3 matchdays' });
  await expectAccessible(owner);
  await owner.getByRole('button', { name: 'Create Group' }).click();

  // The group has its next matchdays as gameweeks at once, each named after its matchday.
  await owner.waitForURL(/\/group\/[0-9a-f-]+$/);
  const groupId = owner.url().split('/').pop()!;
  await expect(owner.getByText(`Now following ${LEAGUE}.`)).toBeVisible();
  await expect(owner.locator('#active-gameweek-heading')).toContainText(/Gameweek 1 · Matchday \d+/);
  await owner.getByRole('tab', { name: 'Season' }).click();
  const rows = owner
    .getByRole('list')
    .filter({ has: owner.getByText(/^Gameweek \d+/) })
    .getByRole('link');
  await expect(rows).toHaveCount(3);
  const labels = await owner.getByTestId('matchday').allTextContents();
  expect(labels).toHaveLength(3);
  for (const label of labels) expect(label).toMatch(/^ · Matchday \d+$/);
  await expectAccessible(owner);

  // Its gameweek page names the matchday too, with the league's fixtures.
  await owner.getByRole('link', { name: /^Gameweek 1 · Matchday/ }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(/Gameweek 1\s*· Matchday \d+/);
  await expect(owner.getByTestId('match').first()).toBeVisible();
  await expectAccessible(owner);

  // The settings show the follow, and stop it once confirmed.
  await owner.goto(`/group/${groupId}/update-group`);
  const card = owner.getByRole('region', { name: 'Follow a competition' });
  await expect(card.getByText(`Following ${LEAGUE}`)).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Deadline' }).locator('option:checked')).toHaveText('2 hours before the first kick-off');
  await expect(card.getByRole('combobox', { name: 'Matchdays ahead' }).locator('option:checked')).toHaveText('The next 3 matchdays');
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(owner);
  await card.getByRole('button', { name: 'Stop following' }).click();
  const dialog = owner.getByRole('alertdialog');
  await expect(dialog).toContainText('Stop following? The gameweeks made so far stay');
  await expectAccessible(owner);
  await dialog.getByRole('button', { name: 'Stop following' }).click();
  await expect(owner.getByText('The group no longer follows a competition. Its gameweeks stay.')).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Competition' }).locator('option:checked')).toHaveText('Build gameweeks by hand');
  expect((await (await owner.request.get(`/api/v1/groups/${groupId}/competition`)).json()).follow).toBeNull();
  expect((await (await owner.request.get(`/api/v1/groups/${groupId}/gameweeks`)).json()).gameweeks).toHaveLength(3);
});

test('an admin makes a match that kicked off without a result void, so it counts for nobody', async ({ browser, baseURL }) => {
  const admin = await phonePlayer(browser, baseURL!, 'voider');
  const group = await (
    await admin.request.post('/api/v1/groups', {
      headers: jsonHeaders(baseURL!),
      data: { name: `Void ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  const gameweek = await createCustomGameweek(admin, baseURL!, group.id, 1, [
    ['Reds', 'Blues', 2],
    ['Greens', 'Whites', 30],
  ]);
  // Three hours on: the first match kicked off and has no result; the second is still to come.
  await moveServerClock(admin, 3);
  await admin.goto(`/gameweek/${gameweek.id}`);
  const rows = admin.getByTestId('match');
  const reds = rows.filter({ hasText: 'Reds' });
  await expect(reds.getByRole('button', { name: 'Make void' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Greens' }).getByRole('button', { name: 'Make void' })).toBeHidden();
  await reds.getByRole('button', { name: 'Make void' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('Make Reds vs Blues void? It will count for nobody');
  await dialog.getByRole('button', { name: 'Make void' }).click();
  await expect(admin.getByText('The match is void: it counts for nobody.')).toBeVisible();
  await expect(reds.getByTestId('match-status')).toHaveText('Void');
  await expect(reds.getByRole('button', { name: 'Make void' })).toBeHidden();
  await expectAccessible(admin);
});
