import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { enableJokers } from './support/database';
import { horizontalOverflow } from './support/fit';
import { createCustomGameweek, jsonHeaders as json, moveServerClock } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

const PHONE = { width: 390, height: 844 };

test('the joker at 390 px: set, moved and saved with Submit, hidden from others before the deadline, a badge for all after', async ({
  browser,
  request,
  baseURL,
}) => {
  const players = [];
  for (const prefix of ['jokerowner', 'jokerplayer']) {
    const user = await createConfirmedUser(request, baseURL!, newUser(prefix));
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInAs(page, baseURL!, user);
    players.push({ user, page });
  }
  const [owner, player] = players as [(typeof players)[0], (typeof players)[0]];
  const group = await (
    await owner.page.request.post('/api/v1/groups', {
      headers: json(baseURL!),
      data: { name: `Jokers ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  expect((await player.page.request.post(`/api/v1/groups/${group.id}/join`, { headers: json(baseURL!), data: {} })).status()).toBe(200);
  await enableJokers(baseURL!, group.id);
  const gameweek = await createCustomGameweek(owner.page, baseURL!, group.id, 2, [
    ['Arsenal', 'Chelsea', 3],
    ['Wolverhampton Wanderers', 'Brighton & Hove Albion', 4],
  ]);

  // The player predicts both matches, puts the joker on one, moves it to the other, and submits.
  const { page } = player;
  await page.goto(`/gameweek/${gameweek.id}?tab=predictions`);
  await expect(page.getByText("Your joker doubles this match's points.")).toBeVisible();
  const first = page.getByRole('button', { name: 'Joker: Arsenal v Chelsea' });
  const second = page.getByRole('button', { name: 'Joker: Wolverhampton Wanderers v Brighton & Hove Albion' });
  await expect(first).toBeDisabled(); // no score yet
  await page.getByLabel('Arsenal score', { exact: true }).fill('2');
  await page.getByLabel('Chelsea score', { exact: true }).fill('1');
  await page.getByLabel('Wolverhampton Wanderers score', { exact: true }).fill('0');
  await page.getByLabel('Brighton & Hove Albion score', { exact: true }).fill('0');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  expect(await horizontalOverflow(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(page.getByText('Your predictions have been saved!')).toBeVisible();
  await page.reload();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);

  // Before the deadline the owner sees no joker of theirs: not on the match page, not in any answer.
  const secondMatch = gameweek.matches[1] as { id: string };
  await owner.page.goto(`/match/${secondMatch.id}`);
  await expect(owner.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(owner.page.getByTestId('joker-badge')).toHaveCount(0);
  const playerId = (await (await page.request.get('/api/v1/me')).json()).id as string;
  for (const url of [`/api/v1/gameweeks/${gameweek.id}/players/${playerId}/predictions`, `/api/v1/matches/${secondMatch.id}`])
    expect(await (await owner.page.request.get(url)).text()).not.toContain('"isJoker":true');

  // After the deadline both see the badge: the owner on everyone's predictions, the player on their own card.
  for (const { page: each } of players) await moveServerClock(each, 2.5);
  await owner.page.goto(`/gameweek-predictions/${gameweek.id}`);
  const block = owner.page.getByTestId('player-predictions').filter({ hasText: player.user.username });
  await expect(block.getByTestId('joker-badge')).toHaveCount(1);
  await expect(block.getByTestId('joker-badge')).toHaveText('Joker');
  expect(await horizontalOverflow(owner.page)).toEqual([]);
  await page.goto(`/gameweek/${gameweek.id}?tab=predictions`);
  await expect(page.getByTestId('score-card-match').filter({ hasText: 'Wolverhampton' }).getByTestId('joker-badge')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Joker:/ })).toHaveCount(0);
  await expectAccessible(owner.page);
});
