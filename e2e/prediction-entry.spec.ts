import { type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminAndMemberWithAGameweek, createCustomGameweek, jsonHeaders as json } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

// In this order on the card (by kick-off).
const SIX: Array<[string, string, number]> = [
  ['Reds', 'Blues', 3],
  ['Greens', 'Whites', 3.25],
  ['Blacks', 'Golds', 3.5],
  ['Pinks', 'Greys', 3.75],
  ['Ambers', 'Violets', 4],
  ['Teals', 'Browns', 4.25],
];

const box = (page: Page, team: string) => page.getByLabel(`${team} score`, { exact: true });

/** Every PUT of predictions the page sends. */
function countSaves(page: Page) {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/predictions')) saves.push(request.postData() ?? '');
  });
  return saves;
}

test('a new player on a phone types 2, 1, 0 across the boxes, and Submit saves only the matches they predicted', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { admin, member, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['coach', 'rookie'],
    groupName: 'Blank Sheets',
    matches: SIX,
  });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await phone.newPage();
  await signInAs(page, baseURL!, member.user, `/gameweek/${gameweek.id}?tab=predictions`);
  const saves = countSaves(page);
  await expect(page.getByText('6 matches without a prediction', { exact: true })).toBeVisible();

  // Submit before typing anything sends nothing and says why; it never claims a save.
  await page.getByRole('button', { name: 'Submit Predictions' }).tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a score for at least one match first.' })).toBeVisible();
  await expect(page.getByText('Your predictions have been saved!')).toHaveCount(0);
  expect(saves).toEqual([]);

  // One digit per box, the focus moving on each time: 2, 1, 0 is Reds 2-1 Blues and Greens 0, not 21.
  await expect(box(page, 'Reds')).toHaveAttribute('inputmode', 'numeric');
  await box(page, 'Reds').tap();
  await page.keyboard.type('210');
  await expect(box(page, 'Reds')).toHaveValue('2');
  await expect(box(page, 'Blues')).toHaveValue('1');
  await expect(box(page, 'Greens')).toHaveValue('0');
  await expect(box(page, 'Whites')).toBeFocused();
  // Backspace in the empty box goes back to Greens; the next digit replaces its 0.
  await page.keyboard.press('Backspace');
  await expect(box(page, 'Greens')).toBeFocused();
  await page.keyboard.type('3');
  await expect(box(page, 'Greens')).toHaveValue('3');
  await expect(box(page, 'Whites')).toBeFocused();
  // Left empty, Whites will be 0, and its box says so.
  await expect(box(page, 'Whites')).toHaveAttribute('placeholder', '0');
  await page.screenshot({ path: testInfo.outputPath('typing-390.png'), fullPage: true });

  await expect(page.getByText('4 matches without a prediction · not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Predictions' }).tap();
  await expect(page.getByText('Your predictions have been saved!')).toBeVisible();
  expect(saves).toHaveLength(1);
  await expect(page.getByText('4 matches without a prediction', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('saved-390.png'), fullPage: true });

  // Reloaded: the two predictions, the other four still empty (not 0-0).
  await page.reload();
  await expect(box(page, 'Reds')).toHaveValue('2');
  await expect(box(page, 'Whites')).toHaveValue('0');
  for (const team of ['Blacks', 'Golds', 'Pinks', 'Greys', 'Ambers', 'Violets', 'Teals', 'Browns'])
    await expect(box(page, team)).toHaveValue('');

  // Emptying both boxes of a saved prediction removes it, and says so.
  await box(page, 'Reds').tap();
  await page.keyboard.press('Backspace');
  await box(page, 'Blues').tap();
  await page.keyboard.press('Backspace');
  await expect(page.getByText('5 matches without a prediction · not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Predictions' }).tap();
  await expect(page.getByText('Prediction removed: Reds v Blues.')).toBeVisible();
  await page.reload();
  await expect(box(page, 'Reds')).toHaveValue('');
  await expect(box(page, 'Greens')).toHaveValue('3');

  // Locked: a match nobody predicted has no "most popular" 0-0 and no predictions.
  const locked = await admin.page.request.patch(`/api/v1/gameweeks/${gameweek.id}/lock`, {
    headers: json(baseURL!),
    data: { isLocked: true },
  });
  expect(locked.status()).toBe(200);
  await page.goto(`/match/${gameweek.matches[2].id}`);
  await expect(page.getByText('No predictions for this match yet.')).toBeVisible();
  await expect(page.getByText(/most popular prediction/)).toHaveCount(0);
  await page.goto(`/match/${gameweek.matches[1].id}`);
  await expect(page.getByText('The most popular prediction is 3-0')).toBeVisible();
  await phone.close();
});

test('on /predictions and on the admin’s placeholder page typing moves on too, and the layout fits 390 and 1366 px', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await createConfirmedUser(request, baseURL!, newUser('typist'));
  await signInAs(page, baseURL!, admin);
  const group = await (
    await page.request.post('/api/v1/groups', {
      headers: json(baseURL!),
      data: { name: `Typing ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  const ghost = await (
    await page.request.post(`/api/v1/groups/${group.id}/placeholder-members`, { headers: json(baseURL!), data: { username: 'Ghost' } })
  ).json();
  const gameweek = await createCustomGameweek(page, baseURL!, group.id, 2, [
    ['Wolverhampton Wanderers', 'Brighton & Hove Albion', 3],
    ['Borussia Mönchengladbach', 'Eintracht Frankfurt', 4],
  ]);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/predictions');
    await box(page, 'Wolverhampton Wanderers').click();
    await page.keyboard.type('31');
    await expect(box(page, 'Wolverhampton Wanderers')).toHaveValue('3');
    await expect(box(page, 'Brighton & Hove Albion')).toHaveValue('1');
    await expect(box(page, 'Borussia Mönchengladbach')).toBeFocused();
    await expect(page.getByText('1 match without a prediction · not saved yet')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`predictions-${width}.png`), fullPage: true });
  }
  await page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(page.getByText('Predictions have been saved!', { exact: true })).toBeVisible();

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/admin-gameweek-predictions/${gameweek.id}/${ghost.id}`);
    const card = page.getByRole('region', { name: 'Predictions for Ghost' });
    await card.getByLabel('Borussia Mönchengladbach score', { exact: true }).click();
    await page.keyboard.type('2');
    await expect(card.getByLabel('Eintracht Frankfurt score', { exact: true })).toBeFocused();
    await page.keyboard.type('2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`placeholder-${width}.png`), fullPage: true });
  }
  await expect(page.getByText('1 match without a prediction · not saved yet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(page.getByText('Predictions for Ghost have been saved!')).toBeVisible();
  const sheet = await (await page.request.get(`/api/v1/gameweeks/${gameweek.id}/players/${ghost.id}/predictions`)).json();
  expect(sheet.predictions.map((p: { home: number; away: number }) => [p.home, p.away])).toEqual([[2, 2]]);
});
