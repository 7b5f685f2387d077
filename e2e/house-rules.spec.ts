import { type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createCustomGameweek, jsonHeaders, moveServerClock } from './support/game';
import { horizontalOverflow } from './support/fit';
import { createConfirmedUser, newUser, signInAs } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Group sections' }).getByRole('tab', { name, exact: true });
/** A player's points in the all-time table. */
const pointsOf = (page: Page, username: string) =>
  page.getByRole('region', { name: 'All-time' }).getByTestId('leaderboard-row').filter({ hasText: username }).getByRole('cell').nth(2);

test('an owner plays by house rules: goal difference and jokers, then Classic after a result, re-marked once confirmed', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const headers = jsonHeaders(baseURL!);
  const owner = await createConfirmedUser(request, baseURL!, newUser('rules'));
  const name = `House Rules ${owner.username}`;

  // The owner creates the group with the goal-difference preset and jokers on.
  await signInAs(page, baseURL!, owner, '/create-group');
  await page.getByLabel('Group name').fill(name);
  await page.getByRole('radio', { name: /^Goal difference/ }).check();
  await expect(page.getByLabel('Exact score points')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^Jokers/ }).check();
  expect(await horizontalOverflow(page), 'the create form at 390 px').toEqual([]);
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const groupId = new URL(page.url()).pathname.split('/').pop()!;

  // The About tab names the scoring in force and the joker.
  await tab(page, 'About').click();
  await expect(
    page.getByText(
      'Goal difference: 4 points for an exact score, 3 points for the right goal difference, 2 points for a correct result, 0 points for an incorrect result',
    ),
  ).toBeVisible();
  await expect(page.getByText("On: once per gameweek, each player may double one match's points.")).toBeVisible();

  // A friend joins; both predict one match, and its result comes in: the owner exact (2-1), the friend the result (3-0).
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = await createConfirmedUser(friendContext.request, baseURL!, newUser('mate'));
  await signInAs(friendPage, baseURL!, friend);
  expect((await friendPage.request.post(`/api/v1/groups/${groupId}/join`, { headers, data: {} })).status()).toBe(200);
  const gameweek = await createCustomGameweek(page, baseURL!, groupId, 2, [['Reds', 'Blues', 3]]);
  const match = gameweek.matches[0].id;
  for (const [player, context, home, away] of [
    [owner, page, 2, 1],
    [friend, friendPage, 3, 0],
  ] as const) {
    const me = await (await context.request.get('/api/v1/me')).json();
    const saved = await context.request.put(`/api/v1/gameweeks/${gameweek.id}/players/${me.id}/predictions`, {
      headers,
      data: { predictions: [{ matchId: match, home, away }] },
    });
    expect(saved.status(), player.username).toBe(200);
  }
  expect((await page.request.patch(`/api/v1/gameweeks/${gameweek.id}/lock`, { headers, data: { isLocked: true } })).status()).toBe(200);
  await moveServerClock(page, 4);
  const result = await page.request.put(`/api/v1/gameweeks/${gameweek.id}/final-scores`, {
    headers,
    data: { scores: [{ matchId: match, home: 2, away: 1 }] },
  });
  expect(result.status()).toBe(200);

  await page.goto(`/group/${groupId}/leaderboards`);
  await expect(pointsOf(page, owner.username)).toHaveText('4');
  await expect(pointsOf(page, friend.username)).toHaveText('2');

  // Switching to Classic once a result is marked asks first; confirmed, every mark follows.
  await page.goto(`/group/${groupId}/update-group`);
  await expect(page.getByRole('radio', { name: /^Goal difference/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Classic/ }).check();
  expect(await horizontalOverflow(page), 'the update form at 390 px').toEqual([]);
  await page.getByRole('button', { name: 'Update Group' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Re-mark every gameweek?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Re-mark and save' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto(`/group/${groupId}/leaderboards`);
  await expect(pointsOf(page, owner.username)).toHaveText('3');
  await expect(pointsOf(page, friend.username)).toHaveText('1');
  // The tiebreak order under the table: Classic counts no goal differences; the jokers stay on.
  await expect(page.getByRole('region', { name: 'All-time' }).getByTestId('ties')).toHaveText(
    'Ties: more exact scores, then more right results, then more joker points, then the earlier join.',
  );
  expect(await horizontalOverflow(page), 'the tables at 390 px').toEqual([]);
  await friendContext.close();
});
