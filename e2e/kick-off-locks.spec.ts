import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { inHours, jsonHeaders as json, moveServerClock } from './support/game';
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
  const gameweek = await (
    await owner.page.request.post(`/api/v1/groups/${groupId}/gameweeks`, {
      headers: json(baseURL!),
      data: {
        deadline: inHours(0.5),
        matches: [
          { kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: inHours(1) },
          { kind: 'custom', homeTeam: 'Greens', awayTeam: 'Whites', matchTime: inHours(3) },
        ],
      },
    })
  ).json();
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
