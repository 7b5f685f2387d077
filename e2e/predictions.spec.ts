import { type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminAndMemberWithAGameweek, inHours, jsonHeaders as json, moveServerClock } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

/** Sets one match's prediction with the plus/minus buttons, from empty (on a narrow card they open on the row). */
async function predict(page: Page, home: string, away: string, homeGoals: number, awayGoals: number) {
  await page.getByLabel(`${home} score`, { exact: true }).click();
  for (const [team, goals] of [
    [home, homeGoals],
    [away, awayGoals],
  ] as const) {
    if (goals === 0) await page.getByRole('button', { name: `Decrease ${team} score` }).click();
    for (let goal = 0; goal < goals; goal += 1) await page.getByRole('button', { name: `Increase ${team} score` }).click();
    await expect(page.getByLabel(`${team} score`, { exact: true })).toHaveValue(String(goals));
  }
}

test('two members predict, the admin locks and enters results, and both see the marks, tables, chart and winner', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const setup = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['boss', 'mate'],
    groupName: 'Predictors',
    matches: [
      ['Reds', 'Blues', 3],
      ['Greens', 'Whites', 4],
    ],
  });
  const { group, gameweek } = setup;
  const [admin, adminPage, member, memberPage] = [setup.admin.user, setup.admin.page, setup.member.user, setup.member.page];

  // The member predicts from /predictions: Reds 2-1, Greens 0-0.
  await memberPage.goto('/predictions');
  await expect(memberPage.getByRole('heading', { name: group.name })).toBeVisible();
  await predict(memberPage, 'Reds', 'Blues', 2, 1);
  await predict(memberPage, 'Greens', 'Whites', 0, 0);
  await expectAccessible(memberPage);
  await memberPage.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(memberPage.getByText('Predictions have been saved!', { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Predictions Saved ✅' })).toBeDisabled();

  // The admin predicts on the gameweek page's Predictions tab: Reds 1-0, Greens 1-0; others' are hidden.
  await adminPage.goto(`/gameweek/${gameweek.id}`);
  await adminPage.getByRole('tab', { name: 'Predictions' }).click();
  await predict(adminPage, 'Reds', 'Blues', 1, 0);
  await predict(adminPage, 'Greens', 'Whites', 1, 0);
  await adminPage.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(adminPage.getByText('Your predictions have been saved!')).toBeVisible();
  await adminPage.goto(`/gameweek-predictions/${gameweek.id}`);
  await expect(adminPage.getByText('Gameweek is not locked yet.')).toBeVisible();

  // The admin locks the gameweek and enters the results: Reds 2-1 Blues, Greens 0-0 Whites.
  await adminPage.goto(`/gameweek/${gameweek.id}`);
  await adminPage.getByRole('button', { name: 'Gameweek menu' }).click();
  await adminPage.getByRole('menuitem', { name: 'Lock' }).click();
  await expect(adminPage.getByText('Gameweek locked status changed.')).toBeVisible();
  // Results come after kick-off: the admin's requests see the server clock 5 hours on.
  await moveServerClock(adminPage, 5);
  await adminPage.reload();
  await adminPage.getByRole('button', { name: 'Edit' }).click();
  await adminPage.getByRole('button', { name: 'Increase final score of Reds' }).click();
  await adminPage.getByRole('button', { name: 'Increase final score of Reds' }).click();
  await adminPage.getByLabel('Final score of Blues', { exact: true }).fill('1');
  await adminPage.getByRole('button', { name: 'Decrease final score of Greens' }).click();
  await adminPage.getByLabel('Final score of Whites', { exact: true }).fill('0');
  await expect(adminPage.getByLabel('Final score of Reds', { exact: true })).toHaveValue('2');
  await adminPage.getByRole('button', { name: 'Save Scores' }).click();
  await expect(adminPage.getByText('Final scores have been saved!')).toBeVisible();

  // The member won (3 + 3 = 6 points): the banner, and confetti really drawn on a canvas under our own CSP.
  const policyViolations: string[] = [];
  memberPage.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  await memberPage.goto(`/gameweek/${gameweek.id}`);
  const banner = memberPage.getByTestId('winner-banner');
  await expect(banner).toContainText('You won with 6 points');
  await expect(memberPage.locator('canvas')).toHaveCount(1);
  const paintedPixels = () =>
    memberPage.evaluate(() => {
      const canvas = document.querySelector('canvas');
      const context = canvas && canvas.width > 0 ? canvas.getContext('2d') : null;
      if (!canvas || !context) return 0;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 0) painted += 1;
      return painted;
    });
  await expect.poll(paintedPixels, { timeout: 3_000 }).toBeGreaterThan(0);
  expect(policyViolations).toEqual([]);
  await memberPage.getByRole('tab', { name: 'Predictions' }).click();
  await expect(memberPage.getByText('Exact score · 3 pts')).toHaveCount(2);
  await expect(memberPage.getByRole('link', { name: 'View All →' })).toBeVisible();
  await expectAccessible(memberPage);

  // The admin sees their colours: a correct result and a wrong one, and the winner by name.
  await adminPage.goto(`/gameweek/${gameweek.id}`);
  await expect(adminPage.getByTestId('winner-banner')).toContainText(`${member.username} won with 6 points`);
  await adminPage.getByRole('tab', { name: 'Predictions' }).click();
  await expect(adminPage.getByText('Correct result · 1 pt')).toBeVisible();
  await expect(adminPage.getByText('Wrong · 0 pts')).toBeVisible();
  await adminPage.getByRole('tab', { name: 'Leaderboard' }).click();
  const gameweekRows = adminPage.getByTestId('leaderboard-row');
  await expect(gameweekRows.first()).toContainText(member.username);
  await expect(gameweekRows.first()).toContainText('6');

  // Everyone's predictions, now that the gameweek is locked.
  await adminPage.getByRole('tab', { name: 'Predictions' }).click();
  await adminPage.getByRole('link', { name: 'View All →' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/gameweek-predictions/${gameweek.id}$`));
  await expect(adminPage.getByTestId('player-predictions')).toHaveCount(2);
  await expect(adminPage.getByRole('heading', { name: 'Match Results' })).toBeVisible();
  await expectAccessible(adminPage);

  // The match page: who got it exactly, and the share with the right result.
  await adminPage.goto(`/gameweek/${gameweek.id}`);
  await adminPage.getByRole('tab', { name: 'Predictions' }).click();
  await adminPage.getByRole('link', { name: 'Reds vs Blues predictions' }).click();
  await expect(adminPage.getByText('1 user got the exact score')).toBeVisible();
  await expect(adminPage.getByText('100% predicted the correct result')).toBeVisible();
  await expect(adminPage.getByTestId('match-prediction')).toHaveCount(2);

  // Both see the all-time table and the chart.
  for (const [page, viewer] of [
    [memberPage, member],
    [adminPage, admin],
  ] as const) {
    await page.goto(`/group/${group.id}/leaderboards`);
    const allTime = page.getByRole('region', { name: 'All-time' });
    const rows = allTime.getByTestId('leaderboard-row');
    await expect(rows.first()).toContainText(member.username);
    await expect(rows.nth(1)).toContainText(admin.username);
    await expect(allTime.getByRole('row', { name: new RegExp(viewer.username) })).toContainText('You');
    await expect(page.getByTestId('position-chart').getByText('GW 1')).toBeVisible();
  }
  await expectAccessible(memberPage);

  // Stats: the podiums and the member's own figures (6 points in 1 gameweek, 2 exact of 2).
  await memberPage.goto(`/group/${group.id}/stats`);
  const exactPodium = memberPage.getByRole('region', { name: 'Total Correct Scores' });
  await expect(exactPodium.getByRole('listitem').first()).toContainText(`1st`);
  await expect(exactPodium.getByRole('listitem').first()).toContainText(member.username);
  await expect(memberPage.getByTestId('podium')).toHaveCount(3);
  await expectAccessible(memberPage);
  await memberPage.goto('/user-stats');
  const myStats = memberPage.getByTestId('group-stats');
  await expect(myStats.getByText('Avg. Points / Gameweek')).toBeVisible();
  await expect(myStats).toContainText('100%');
  await expect(myStats).toContainText('6');

  // The admin's profile, as the member sees it: membership, predictions of the locked gameweek, performance, stats.
  await memberPage.goto(`/user-group-profile/${group.id}/${(await adminPage.request.get('/api/v1/me').then((r) => r.json())).id}`);
  await expect(memberPage.getByRole('heading', { name: admin.username })).toBeVisible();
  await expect(memberPage.getByText(`Member of ${group.name} since`)).toBeVisible();
  await expect(memberPage.getByText('Correct result · 1 pt')).toBeVisible();
  await memberPage.getByRole('tab', { name: 'Performance' }).click();
  await expect(memberPage.getByTestId('position-chart')).toBeVisible();
  await memberPage.getByRole('tab', { name: 'Stats' }).click();
  await expect(memberPage.getByText('Gameweek Wins')).toBeVisible();
  // 1 point in 1 gameweek, no exact score of 2 predictions.
  await expect(memberPage.getByRole('tabpanel')).toContainText('Avg. Points / Gameweek1');
  await expect(memberPage.getByRole('tabpanel')).toContainText('Score Accuracy0%');
  await expectAccessible(memberPage);

  // The admin corrects a total: "Last Updated" moves with it; the member's preview on /leaderboards follows.
  const allTime = adminPage.getByRole('region', { name: 'All-time' });
  const lastUpdated = allTime.getByText(/^Last Updated: /);
  const before = await lastUpdated.textContent();
  await adminPage.waitForTimeout(1_100); // "Last Updated" reads to the second
  await adminPage.getByRole('button', { name: 'Edit points' }).click();
  await adminPage.getByLabel(`Points of ${admin.username}`).fill('10');
  await adminPage.getByRole('button', { name: 'Save points' }).click();
  await expect(adminPage.getByText('Leaderboard records have been updated!')).toBeVisible();
  await expect(lastUpdated).not.toHaveText(before!);
  await memberPage.goto('/leaderboards');
  await expect(memberPage.getByTestId('leaderboard-row').first()).toContainText(admin.username);
  await expect(memberPage.getByTestId('leaderboard-row').first()).toContainText('10');
});

test('an admin predicts for placeholder members from the member menu', async ({ page, request, baseURL }) => {
  const admin = await createConfirmedUser(request, baseURL!, newUser('host'));
  await signInAs(page, baseURL!, admin);
  const group = await (
    await page.request.post('/api/v1/groups', {
      headers: json(baseURL!),
      data: { name: `Placeholders ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  for (const username of ['Ghost', 'Phantom'])
    await page.request.post(`/api/v1/groups/${group.id}/placeholder-members`, { headers: json(baseURL!), data: { username } });
  await page.request.post(`/api/v1/groups/${group.id}/gameweeks`, {
    headers: json(baseURL!),
    data: { deadline: inHours(2), matches: [{ kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: inHours(3) }] },
  });

  await page.goto(`/group/${group.id}?tab=members`);
  await page.getByRole('button', { name: 'Options for Ghost' }).click();
  await page.getByRole('menuitem', { name: 'Predict' }).click();
  await expect(page).toHaveURL(/\/admin-gameweek-predictions\//);
  await expect(page.getByRole('region', { name: 'Predictions for Ghost' })).toBeVisible();
  await predict(page, 'Reds', 'Blues', 3, 1);
  await page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(page.getByText('Predictions for Ghost have been saved!')).toBeVisible();
  await page.getByLabel('Show all fake users').check();
  await expect(page.getByRole('region', { name: /^Predictions for / })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Predictions for Ghost' }).getByLabel('Reds score', { exact: true })).toHaveValue('3');
  await expectAccessible(page);
});

test('a second player sees the table change live when the admin saves a result', async ({ browser, request, baseURL }) => {
  const setup = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['live', 'watch'],
    groupName: 'Live',
    matches: [['Reds', 'Blues', 3]],
  });
  const { group, gameweek } = setup;
  const [adminPage, member, memberPage] = [setup.admin.page, setup.member.user, setup.member.page];
  await memberPage.request.put(
    `/api/v1/gameweeks/${gameweek.id}/players/${(await memberPage.request.get('/api/v1/me').then((r) => r.json())).id}/predictions`,
    {
      headers: json(baseURL!),
      data: { predictions: [{ matchId: gameweek.matches[0].id, home: 2, away: 0 }] },
    },
  );
  await adminPage.request.patch(`/api/v1/gameweeks/${gameweek.id}/lock`, { headers: json(baseURL!), data: { isLocked: true } });

  // The member watches the group's leaderboards; nobody has points yet.
  await memberPage.goto(`/group/${group.id}/leaderboards`);
  const myRow = memberPage.getByRole('region', { name: 'All-time' }).getByRole('row', { name: new RegExp(member.username) });
  await expect(myRow).toContainText('0');

  // After kick-off, the admin saves the result in the other browser; the member's page follows without a reload.
  await moveServerClock(adminPage, 4);
  await adminPage.goto(`/gameweek/${gameweek.id}`);
  await adminPage.getByRole('button', { name: 'Edit' }).click();
  await adminPage.getByLabel('Final score of Reds', { exact: true }).fill('2');
  await adminPage.getByLabel('Final score of Blues', { exact: true }).fill('0');
  await adminPage.getByRole('button', { name: 'Save Scores' }).click();
  await expect(adminPage.getByText('Final scores have been saved!')).toBeVisible();
  await expect(myRow).toContainText('3', { timeout: 2_000 });
});

test('"Yet to predict" names who still has to predict, and drops a player live once they have', async ({ browser, request, baseURL }) => {
  const setup = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['waiter', 'late'],
    groupName: 'Yet to predict',
    matches: [
      ['Reds', 'Blues', 3],
      ['Greens', 'Whites', 4],
    ],
  });
  const [admin, member] = [setup.admin, setup.member];
  await admin.page.goto(`/gameweek/${setup.gameweek.id}?tab=predictions`);
  const waiting = admin.page.getByRole('list', { name: 'Members yet to predict' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(waiting).toContainText(member.user.username);
  await expectAccessible(admin.page);

  // The member predicts one match: still yet to predict (an untouched match gets no prediction, never 0-0).
  await member.page.goto(`/gameweek/${setup.gameweek.id}?tab=predictions`);
  const ownList = member.page.getByRole('list', { name: 'Members yet to predict' });
  await expect(ownList).toContainText(member.user.username);
  await member.page.getByLabel('Reds score', { exact: true }).fill('2');
  await member.page.getByLabel('Blues score', { exact: true }).fill('1');
  await expect(member.page.getByText('1 match without a prediction · not saved yet')).toBeVisible();
  await member.page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(member.page.getByText('Your predictions have been saved!')).toBeVisible();
  await expect(ownList).toContainText(member.user.username);
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  // Then the other: a whole sheet.
  await member.page.getByLabel('Greens score', { exact: true }).fill('0');
  await member.page.getByLabel('Whites score', { exact: true }).fill('0');
  await member.page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(member.page.getByText('Every match predicted', { exact: true })).toBeVisible();
  // The saver's own list follows the save's answer; the admin's hears it live.
  await expect(member.page.getByRole('list', { name: 'Members yet to predict' })).not.toContainText(member.user.username);
  await expect(waiting.getByRole('listitem')).toHaveCount(1, { timeout: 3_000 });
  await expect(waiting).toContainText(admin.user.username);
  await expect(waiting).not.toContainText(member.user.username);

  // Once the admin has predicted too, everyone has.
  await admin.page.getByLabel('Reds score', { exact: true }).fill('1');
  await admin.page.getByLabel('Blues score', { exact: true }).fill('1');
  await admin.page.getByLabel('Greens score', { exact: true }).fill('1');
  await admin.page.getByLabel('Whites score', { exact: true }).fill('1');
  await admin.page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(admin.page.getByText('Everyone has predicted.')).toBeVisible();
});
