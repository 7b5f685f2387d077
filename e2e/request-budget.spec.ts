import { type Page, expect, test } from '@playwright/test';
import { adminAndMemberWithAGameweek } from './support/game';

/** The API requests a page sends (the live-updates stream aside), as "METHOD /path". */
function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/events')) sent.push(`${request.method()} ${url.pathname}`);
  });
  return sent;
}

test('one "Submit" is one request: the page takes the saved sheet from the answer, and its own save does not make it refetch', async ({
  browser,
  request,
  baseURL,
}) => {
  const { member, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['budget', 'saver'],
    groupName: 'Budget',
    matches: [
      ['Reds', 'Blues', 3],
      ['Greens', 'Whites', 3],
    ],
  });
  const page = member.page;
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string };
  await page.goto(`/gameweek/${gameweek.id}?tab=predictions`);
  await expect(page.getByTestId('score-card-match')).toHaveCount(2);
  // The player's other tab, on the same gameweek, is told of the save and shows it.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`/gameweek/${gameweek.id}?tab=predictions`);
  await expect(otherTab.getByLabel('Reds score', { exact: true })).toHaveValue('');
  // The live streams are open before the save, so its echo would arrive.
  await page.waitForLoadState('networkidle');
  await otherTab.waitForLoadState('networkidle');
  const sent = recordApiRequests(page);
  await page.getByLabel('Reds score', { exact: true }).fill('2');
  await page.getByLabel('Blues score', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Submit Predictions' }).click();
  await expect(page.getByText('Your predictions have been saved!')).toBeVisible();
  // Long enough for the live event of the save (coalesced over 150 ms) to come back and be acted on.
  await page.waitForTimeout(1500);
  expect(sent).toEqual([`PUT /api/v1/gameweeks/${gameweek.id}/players/${me.id}/predictions`]);
  await expect(otherTab.getByLabel('Reds score', { exact: true })).toHaveValue('2');
  await page.reload();
  await expect(page.getByLabel('Reds score', { exact: true })).toHaveValue('2');
});

test('home loads with at most 2 API requests besides the event stream, a gameweek page and a group page with the session and one request each', async ({
  browser,
  request,
  baseURL,
}) => {
  const { member, group, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['budget', 'home'],
    groupName: 'Budget Home',
    matches: [['Reds', 'Blues', 3]],
  });
  const page = member.page;
  const opened = async (path: string) => {
    await page.goto('about:blank');
    const sent = recordApiRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    return sent;
  };

  const home = await opened('/');
  await expect(page.getByRole('heading', { name: 'Your Groups' })).toBeVisible();
  expect(home.length, home.join(', ')).toBeLessThanOrEqual(2);

  // The gameweek page's one request also brings the viewer's sheet and the gameweek's table (its tabs and the
  // winner banner), instead of a request each.
  const gameweekPage = await opened(`/gameweek/${gameweek.id}`);
  await expect(page.getByRole('heading', { name: /Gameweek 1/ })).toBeVisible();
  expect(gameweekPage, gameweekPage.join(', ')).toEqual(['GET /api/v1/session', `GET /api/v1/gameweeks/${gameweek.id}`]);
  await page.getByRole('tab', { name: 'Predictions' }).click();
  await expect(page.getByTestId('score-card-match')).toHaveCount(1);

  // So does the group page's: the group, its gameweeks and table, and the active gameweek's sheet and table.
  const groupPage = await opened(`/group/${group.id}`);
  await expect(page.getByTestId('score-card-match')).toHaveCount(1);
  expect(groupPage, groupPage.join(', ')).toEqual(['GET /api/v1/session', `GET /api/v1/groups/${group.id}/page`]);
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(groupPage.filter((request, index) => groupPage.indexOf(request) !== index)).toEqual([]);
});
