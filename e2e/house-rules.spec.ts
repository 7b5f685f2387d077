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

test('an owner plays by house rules: goal difference and a joker, a tie ranked by exact scores, a bonus question settled into its column, then Classic re-marked once confirmed', async ({
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

  // A friend joins; both predict two matches, the friend with a joker, and the results come in (2-1, 1-0).
  // Owner: 2-1 exact (4) and 2-1, the right goal difference (3): 7. Friend: 3-2, the right goal difference (3), and
  // 3-0 as the joker, the right result doubled (2 x 2): 7. Level on points; the owner's exact score ranks them.
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friendPage = await friendContext.newPage();
  const friend = await createConfirmedUser(friendContext.request, baseURL!, newUser('mate'));
  await signInAs(friendPage, baseURL!, friend);
  expect((await friendPage.request.post(`/api/v1/groups/${groupId}/join`, { headers, data: {} })).status()).toBe(200);
  const gameweek = await createCustomGameweek(page, baseURL!, groupId, 2, [
    ['Reds', 'Blues', 3],
    ['Greens', 'Whites', 3],
  ]);
  const [first, second] = gameweek.matches.map((match: { id: string }) => match.id) as [string, string];
  const jokerHomeTeam = (gameweek.matches[1] as { homeTeam: string }).homeTeam;
  for (const [player, context, scores, jokerMatchId] of [
    [owner, page, [2, 1, 2, 1], undefined],
    [friend, friendPage, [3, 2, 3, 0], second],
  ] as const) {
    const me = await (await context.request.get('/api/v1/me')).json();
    const saved = await context.request.put(`/api/v1/gameweeks/${gameweek.id}/players/${me.id}/predictions`, {
      headers,
      data: {
        predictions: [
          { matchId: first, home: scores[0], away: scores[1] },
          { matchId: second, home: scores[2], away: scores[3] },
        ],
        ...(jokerMatchId ? { jokerMatchId } : {}),
      },
    });
    expect(saved.status(), player.username).toBe(200);
  }

  // A bonus question on the season, answered by the friend before its deadline.
  const season = (await (await page.request.get(`/api/v1/groups/${groupId}`)).json()).activeSeason.id as string;
  const asked = await page.request.post(`/api/v1/seasons/${season}/bonus-questions`, {
    headers,
    data: {
      question: 'Who wins the league?',
      kind: 'list',
      options: ['Reds', 'Blues'],
      points: 5,
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(asked.status()).toBe(201);
  await friendPage.goto(`/season/${season}?tab=bonus`);
  const bonusCard = friendPage.getByTestId('bonus-question').filter({ hasText: 'Who wins the league?' });
  await bonusCard.getByLabel('Your answer').selectOption('Reds');
  await bonusCard.getByRole('button', { name: 'Save answer' }).click();
  await expect(friendPage.getByText('Your answer has been saved.')).toBeVisible();

  expect((await page.request.patch(`/api/v1/gameweeks/${gameweek.id}/lock`, { headers, data: { isLocked: true } })).status()).toBe(200);
  await moveServerClock(page, 4);
  await moveServerClock(friendPage, 4);
  const result = await page.request.put(`/api/v1/gameweeks/${gameweek.id}/final-scores`, {
    headers,
    data: {
      scores: [
        { matchId: first, home: 2, away: 1 },
        { matchId: second, home: 1, away: 0 },
      ],
    },
  });
  expect(result.status()).toBe(200);

  // The table: both on 7, the owner first on exact scores, the tiebreak line under it.
  await page.goto(`/group/${groupId}/leaderboards`);
  await expect(pointsOf(page, owner.username)).toHaveText('7');
  await expect(pointsOf(page, friend.username)).toHaveText('7');
  const rows = page.getByRole('region', { name: 'All-time' }).getByTestId('leaderboard-row');
  await expect(rows.first()).toContainText(owner.username);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('2');
  await expect(page.getByRole('region', { name: 'All-time' }).getByTestId('ties')).toHaveText(
    'Ties: more exact scores, then more right goal differences, then more right results, then more joker points, then the earlier join.',
  );
  // Everyone's predictions: the friend's joker badge, and the doubled points on its match.
  await page.goto(`/gameweek-predictions/${gameweek.id}`);
  const friendBlock = page.getByTestId('player-predictions').filter({ hasText: friend.username });
  await expect(friendBlock.getByTestId('joker-badge')).toHaveText('Joker');
  expect(await horizontalOverflow(page), 'everyone’s predictions at 390 px').toEqual([]);
  await friendPage.goto(`/gameweek/${gameweek.id}?tab=predictions`);
  const jokerCard = friendPage.getByTestId('score-card-match').filter({ hasText: jokerHomeTeam });
  await expect(jokerCard.getByTestId('joker-badge')).toBeVisible();
  // 3-0 for 1-0: the right result's 2 points, doubled by the joker.
  await expect(jokerCard).toContainText('Correct result · 4 pts');
  await expect(friendPage.getByTestId('score-card-match').filter({ hasNotText: jokerHomeTeam })).toContainText(
    'Right goal difference · 3 pts',
  );

  // The admin settles the bonus question: the friend's 5 points go into a Bonus column and the total (12).
  const settled = await page.request.post(`/api/v1/bonus-questions/${(await asked.json()).id}/settle`, {
    headers,
    data: { answers: ['Reds'] },
  });
  expect(settled.status()).toBe(200);
  await page.goto(`/group/${groupId}/leaderboards`);
  await expect(page.getByRole('region', { name: 'All-time' }).getByRole('columnheader', { name: 'Bonus' })).toBeVisible();
  await expect(pointsOf(page, friend.username)).toHaveText('12');
  await expect(rows.first()).toContainText(friend.username);
  expect(await horizontalOverflow(page), 'the table with its Bonus column at 390 px').toEqual([]);
  await expectAccessible(page);

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
  // Classic: the owner 3 + 1 = 4; the friend 1 + 1 x 2 = 3, and the bonus 5: 8.
  await expect(pointsOf(page, owner.username)).toHaveText('4');
  await expect(pointsOf(page, friend.username)).toHaveText('8');
  // The tiebreak order under the table: Classic counts no goal differences; the jokers stay on.
  await expect(page.getByRole('region', { name: 'All-time' }).getByTestId('ties')).toHaveText(
    'Ties: more exact scores, then more right results, then more joker points, then the earlier join.',
  );
  expect(await horizontalOverflow(page), 'the tables at 390 px').toEqual([]);
  await friendContext.close();
});
