import { expect, test } from '@playwright/test';
import { inHours, jsonHeaders, moveServerClock } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

test('the leaderboard preview always shows the viewer: last of 11 sees the top 5 and their own row, marked "You"', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await createConfirmedUser(request, baseURL!, newUser('last'));
  await signInAs(page, baseURL!, owner);
  const headers = jsonHeaders(baseURL!);
  const group = await (
    await page.request.post('/api/v1/groups', { headers, data: { name: `Bottom ${Date.now()}`, maxMembers: 20, season: { name: 'S1' } } })
  ).json();
  const gameweek = await (
    await page.request.post(`/api/v1/groups/${group.id}/gameweeks`, {
      headers,
      data: { deadline: inHours(2), matches: [{ kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: inHours(3) }] },
    })
  ).json();
  // Ten placeholder members predict the result exactly; the owner predicts nothing and ends 11th of 11.
  for (let n = 1; n <= 10; n += 1) {
    const placeholder = await (
      await page.request.post(`/api/v1/groups/${group.id}/placeholder-members`, { headers, data: { username: `Ahead ${n}` } })
    ).json();
    const saved = await page.request.put(`/api/v1/gameweeks/${gameweek.id}/players/${placeholder.id}/predictions`, {
      headers,
      data: { predictions: [{ matchId: gameweek.matches[0].id, home: 1, away: 0 }] },
    });
    expect(saved.status()).toBe(200);
  }
  await page.request.patch(`/api/v1/gameweeks/${gameweek.id}/lock`, { headers, data: { isLocked: true } });
  await moveServerClock(page, 4);
  const result = await page.request.put(`/api/v1/gameweeks/${gameweek.id}/final-scores`, {
    headers,
    data: { scores: [{ matchId: gameweek.matches[0].id, home: 1, away: 0 }] },
  });
  expect(result.status()).toBe(200);

  await page.goto(`/group/${group.id}`);
  await page.getByRole('tab', { name: 'Table' }).click();
  const preview = page.getByRole('region', { name: 'Leaderboard', exact: true });
  const rows = preview.getByTestId('leaderboard-row');
  await expect(rows).toHaveCount(6);
  await expect(rows.last()).toContainText(owner.username);
  await expect(rows.last()).toContainText('You');
  await expect(rows.last()).toContainText('11');
  await expect(preview.getByRole('button', { name: 'Show 5 more' })).toBeVisible();
});
