import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createCustomGameweek, jsonHeaders as json, moveServerClock } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

test('kick-off locks: the owner chooses them; a started match is read-only with everyone’s predictions, a later one stays open', async ({
  browser,
  request,
  baseURL,
}) => {
  const players = [];
  for (const prefix of ['kickoff', 'kicker']) {
    const user = await createConfirmedUser(request, baseURL!, newUser(prefix));
    const page = await (await browser.newContext()).newPage();
    await signInAs(page, baseURL!, user);
    players.push({ user, page });
  }
  const [owner, member] = players as [(typeof players)[0], (typeof players)[0]];

  // The owner creates the group in the form, predictions closing at each kick-off.
  await owner.page.goto('/create-group');
  await owner.page.getByLabel('Group name').fill(`Kick-off ${Date.now()}`);
  await owner.page.getByLabel("At each match's kick-off").check();
  await owner.page.getByRole('button', { name: 'Create Group' }).click();
  await owner.page.waitForURL(/\/group\/[0-9a-f-]+$/);
  const groupId = owner.page.url().split('/').pop()!;
  const detail = await (await owner.page.request.get(`/api/v1/groups/${groupId}`)).json();
  expect(detail.predictionsClose).toBe('kickoff');
  await owner.page.goto(`/group/${groupId}/update-group`);
  await expect(owner.page.getByLabel("At each match's kick-off")).toBeChecked();

  expect((await member.page.request.post(`/api/v1/groups/${groupId}/join`, { headers: json(baseURL!), data: {} })).status()).toBe(200);
  const gameweek = await createCustomGameweek(owner.page, baseURL!, groupId, 0.5, [
    ['Reds', 'Blues', 1],
    ['Greens', 'Whites', 3],
  ]);
  const [early, late] = gameweek.matches as Array<{ id: string }>;
  for (const [player, home] of [
    [owner, 4],
    [member, 1],
  ] as const) {
    const me = await (await player.page.request.get('/api/v1/me')).json();
    const saved = await player.page.request.put(`/api/v1/gameweeks/${gameweek.id}/players/${me.id}/predictions`, {
      headers: json(baseURL!),
      data: {
        predictions: [
          { matchId: early!.id, home, away: 0 },
          { matchId: late!.id, home, away: 2 },
        ],
      },
    });
    expect(saved.status()).toBe(200);
  }

  // Two hours on: Reds v Blues has kicked off, Greens v Whites has not.
  await moveServerClock(member.page, 2);
  await member.page.goto(`/gameweek/${gameweek.id}?tab=predictions`);
  await expect(member.page.getByLabel('Greens score', { exact: true })).toHaveValue('1');
  await expect(member.page.getByLabel('Reds score', { exact: true })).toHaveCount(0);
  // The started match says it is closed; the open one does not.
  const cards = member.page.getByTestId('score-card-match');
  await expect(cards.filter({ hasText: 'Reds' })).toContainText('Closed at kick-off');
  await expect(member.page.getByText('Closed at kick-off')).toHaveCount(1);
  await expect(member.page.getByTestId('countdown')).toContainText('Next kick-off in');
  await member.page.getByLabel('Greens score', { exact: true }).fill('3');
  await member.page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(member.page.getByText('Your predictions have been saved!')).toBeVisible();
  await expectAccessible(member.page);

  // The started match shows everyone's predictions; the later one only the member's own.
  await member.page.goto(`/match/${early!.id}`);
  await expect(member.page.getByText(owner.user.username)).toBeVisible();
  await member.page.goto(`/match/${late!.id}`);
  await expect(member.page.getByText(member.user.username)).toBeVisible();
  await expect(member.page.getByText(owner.user.username)).toHaveCount(0);
});

test('one wording for when predictions close, true to the group’s setting: group page, gameweek page, match page and /predictions', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser(request, baseURL!, newUser('closer'));
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await signInAs(page, baseURL!, user);
  const headers = json(baseURL!);
  const make = async (
    name: string,
    predictionsClose: 'kickoff' | 'deadline',
    deadline: number,
    matches: Array<[string, string, number]>,
  ) => {
    const group = await (
      await page.request.post('/api/v1/groups', { headers, data: { name, predictionsClose, maxMembers: 10, season: { name: 'S1' } } })
    ).json();
    const gameweek = await createCustomGameweek(page, baseURL!, group.id, deadline, matches);
    return { name, group, gameweek, lastMatch: gameweek.matches.at(-1) as { id: string } };
  };
  const stamp = Date.now();
  const kickOff = await make(`Kick-off words ${stamp}`, 'kickoff', 0.5, [
    ['Reds', 'Blues', 1],
    ['Greens', 'Whites', 3],
  ]);
  const byDeadline = await make(`Deadline words ${stamp}`, 'deadline', 2.5, [['Ants', 'Bees', 3]]);
  // Two hours on: in the kick-off group the first match (its "deadline") has kicked off and the second is still
  // open; the deadline group's deadline is half an hour away.
  await moveServerClock(page, 2);

  const countdown = page.getByTestId('countdown');
  const rule = page.getByTestId('close-rule');
  for (const path of [`/group/${kickOff.group.id}`, `/gameweek/${kickOff.gameweek.id}`]) {
    await page.goto(path);
    await expect(countdown, path).toContainText('Next kick-off in');
    await expect(rule, path).toHaveText('Predictions close at each kick-off.');
  }
  await page.screenshot({ path: 'test-results/screens/close-words-kickoff-gameweek-390.png' });
  await page.goto(`/match/${kickOff.lastMatch.id}`);
  await expect(page.getByText('Everyone’s predictions on a match appear at its kick-off.')).toBeVisible();
  await expect(page.getByText('once the gameweek is locked')).toHaveCount(0);

  for (const path of [`/group/${byDeadline.group.id}`, `/gameweek/${byDeadline.gameweek.id}`]) {
    await page.goto(path);
    await expect(countdown, path).toContainText('Deadline in');
    await expect(rule, path).toHaveCount(0);
  }
  await page.goto(`/match/${byDeadline.lastMatch.id}`);
  await expect(page.getByText('Everyone’s predictions appear once the gameweek is locked.')).toBeVisible();

  // /predictions words each group's gameweek the same way.
  await page.goto('/predictions');
  const kickOffSection = page.getByRole('region', { name: kickOff.name });
  await expect(kickOffSection.getByTestId('countdown')).toContainText('Next kick-off in');
  await expect(kickOffSection.getByTestId('close-rule')).toHaveText('Predictions close at each kick-off.');
  const deadlineSection = page.getByRole('region', { name: byDeadline.name });
  await expect(deadlineSection.getByTestId('countdown')).toContainText('Deadline in');
  await expect(deadlineSection.getByTestId('close-rule')).toHaveCount(0);
  await expectAccessible(page);
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.screenshot({ path: `test-results/screens/close-words-predictions-${width}.png` });
  }
  await page.goto(`/group/${kickOff.group.id}`);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(rule).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/close-words-kickoff-group-360.png' });
});
