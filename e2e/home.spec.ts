import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createConfirmedUser, newUser, signInAs } from './support/users';

const json = (baseURL: string) => ({ origin: baseURL, 'content-type': 'application/json' });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test('home: a player in two groups sees their groups, the next matches to predict and their rankings', async ({
  page,
  request,
  baseURL,
}) => {
  const player = await createConfirmedUser(request, baseURL!, newUser('home'));
  await signInAs(page, baseURL!, player);
  await expect(page.getByText("You haven't joined any groups yet.")).toBeVisible();
  await expect(page.getByText('No upcoming matches to predict.')).toBeVisible();
  await expect(page.getByText('Join a group to see your rankings.')).toBeVisible();

  const stamp = Date.now();
  for (const [name, matches] of [
    [
      `Office ${stamp}`,
      [
        ['Reds', 'Blues', 3],
        ['Greens', 'Whites', 30],
      ],
    ],
    [
      `Family ${stamp}`,
      [
        ['Ants', 'Bees', 5],
        ['Cats', 'Dogs', 50],
      ],
    ],
  ] as const) {
    const group = await (
      await page.request.post('/api/v1/groups', { headers: json(baseURL!), data: { name, maxMembers: 10, season: { name: 'S1' } } })
    ).json();
    await page.request.post(`/api/v1/groups/${group.id}/gameweeks`, {
      headers: json(baseURL!),
      data: {
        deadline: inHours(2),
        matches: matches.map(([homeTeam, awayTeam, hours]) => ({ kind: 'custom', homeTeam, awayTeam, matchTime: inHours(hours) })),
      },
    });
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Groups' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`Office ${stamp}`) }).first()).toBeVisible();
  const upcoming = page.getByTestId('upcoming-match');
  await expect(upcoming).toHaveCount(3);
  await expect(upcoming.nth(0)).toContainText('Reds');
  await expect(upcoming.nth(1)).toContainText('Ants');
  await expect(upcoming.nth(2)).toContainText('Greens');
  const rankings = page.getByTestId('home-ranking');
  await expect(rankings).toHaveCount(2);
  // No match has a result yet: no "1 of 1" for a standing that means nothing.
  await expect(rankings.first()).toContainText('No results yet');
  await expect(rankings.first()).not.toContainText('1 of 1');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/home-with-groups-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/home-with-groups-phone.png', fullPage: true });
  await upcoming.first().click();
  await expect(page).toHaveURL(/\/gameweek\//);
});
