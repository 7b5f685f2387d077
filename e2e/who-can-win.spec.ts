import { expect, test } from '@playwright/test';
import { horizontalOverflow } from './support/fit';
import { inHours, jsonHeaders, moveServerClock } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

// A gameweek of three matches, the first played (2-1), the other two locked: who can still win, on a phone and a laptop.
// prettier-ignore
const PLAYERS: Array<[name: string, predictions: Array<[number, number] | null>]> = [
  ['Priya', [[1, 0], [1, 0], [0, 0]]],
  ['Tom', [[0, 2], [0, 1], [2, 2]]],
  ['Sam', [null, [1, 0], [1, 1]]],
  ['Maximilian Featherstonehaugh', [[2, 0], [3, 3], [0, 3]]],
];
const OWNER: Array<[number, number]> = [
  [2, 1],
  [1, 0],
  [0, 0],
];

test('the tables mark who can still win and the most points each can reach, fitting a phone', async ({ page, request, baseURL }) => {
  const owner = await createConfirmedUser(request, baseURL!, newUser('lead'));
  await signInAs(page, baseURL!, owner);
  const headers = jsonHeaders(baseURL!);
  const post = async (url: string, data: object) => (await page.request.post(url, { headers, data })).json();
  const group = await post('/api/v1/groups', { name: `Run-in ${Date.now()}`, maxMembers: 20, season: { name: 'S1' } });
  const gameweek = await post(`/api/v1/groups/${group.id}/gameweeks`, {
    deadline: inHours(2),
    matches: [
      { kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: inHours(3) },
      { kind: 'custom', homeTeam: 'Greens', awayTeam: 'Whites', matchTime: inHours(5) },
      { kind: 'custom', homeTeam: 'Golds', awayTeam: 'Blacks', matchTime: inHours(6) },
    ],
  });
  const matchIds: string[] = gameweek.matches.map((match: { id: string }) => match.id);
  const predict = async (userId: string, scores: Array<[number, number] | null>) => {
    const predictions = scores.flatMap((score, at) => (score ? [{ matchId: matchIds[at], home: score[0], away: score[1] }] : []));
    const saved = await page.request.put(`/api/v1/gameweeks/${gameweek.id}/players/${userId}/predictions`, {
      headers,
      data: { predictions },
    });
    expect(saved.status()).toBe(200);
  };
  for (const [username, scores] of PLAYERS) {
    const placeholder = await post(`/api/v1/groups/${group.id}/placeholder-members`, { username });
    await predict(placeholder.id, scores);
  }
  const me = await (await page.request.get('/api/v1/me')).json();
  await predict(me.id, OWNER);
  await page.request.patch(`/api/v1/gameweeks/${gameweek.id}/lock`, { headers, data: { isLocked: true } });
  await moveServerClock(page, 4);
  const result = await page.request.put(`/api/v1/gameweeks/${gameweek.id}/final-scores`, {
    headers,
    data: { scores: [{ matchId: matchIds[0], home: 2, away: 1 }] },
  });
  expect(result.status()).toBe(200);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/group/${group.id}/leaderboards`);
    const allTime = page.getByRole('region', { name: 'All-time' });
    const rows = allTime.getByTestId('leaderboard-row');
    await expect(rows).toHaveCount(5);
    // The leader on 3 can still win; Priya predicted as the leader in both matches left and is out.
    await expect(rows.first()).toContainText('Can still win');
    await expect(rows.first()).toContainText('max 9');
    await expect(rows.filter({ hasText: 'Priya' })).toContainText('Out of the running');
    await expect(rows.filter({ hasText: 'Priya' })).toContainText('max 7');
    await expect(rows.filter({ hasText: 'Tom' })).toContainText('Can still win');
    // The gameweek's own table says the same of its matches left.
    const week = page.getByRole('region', { name: 'Gameweek 1' }).getByTestId('leaderboard-row');
    await expect(week.filter({ hasText: 'Sam' })).toContainText('Out of the running');
    await expect(week.filter({ hasText: 'Featherstonehaugh' })).toContainText('Can still win');
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`who-can-win-${viewport.width}.png`), fullPage: true });
  }
});
