import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { horizontalOverflow } from './support/fit';
import { createCustomGameweek, jsonHeaders, moveServerClock } from './support/game';
import { exactly } from './support/long-names';
import { type TestUser, createConfirmedUser, newUser, signInAs } from './support/users';

// /match/{id}, the match centre, on a phone: after kick-off every prediction with its points, most first, the
// viewer's own card highlighted, a long name cut with the full name one tap away, nothing scrolling sideways.

const PHONE = { width: 390, height: 844 };

async function playerPage(browser: Browser, baseURL: string, user: TestUser) {
  const page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  await signInAs(page, baseURL, user);
  return page;
}

async function ok(page: Page, method: 'post' | 'put' | 'patch', url: string, baseURL: string, data: unknown) {
  const response = await page.request[method](url, { headers: jsonHeaders(baseURL), data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('the match centre lists every prediction with its points after kick-off, the viewer’s own highlighted, a long name a tap away', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const stamp = Date.now().toString(36);
  // 40 characters and no space: the longest username there is, and the hardest to fit.
  const longName = exactly(40, `Maximiliano_Oppenheimer_Fitzgerald_${stamp}`);
  const viewer = await createConfirmedUser(request, base, newUser('centre'));
  const long = await createConfirmedUser(request, base, { ...newUser('longname'), username: longName });
  const third = await createConfirmedUser(request, base, newUser('third'));
  const [viewerPage, longPage, thirdPage] = [
    await playerPage(browser, base, viewer),
    await playerPage(browser, base, long),
    await playerPage(browser, base, third),
  ];
  const group = await ok(viewerPage, 'post', '/api/v1/groups', base, {
    name: `Match centre ${stamp}`,
    maxMembers: 10,
    season: { name: 'S1' },
  });
  for (const page of [longPage, thirdPage]) await ok(page, 'post', `/api/v1/groups/${group.id}/join`, base, {});
  const ghost = await ok(viewerPage, 'post', `/api/v1/groups/${group.id}/placeholder-members`, base, { username: `Ghost${stamp}` });
  const gameweek = await createCustomGameweek(viewerPage, base, group.id, 2, [['Wolverhampton Wanderers', 'Brighton & Hove Albion', 3]]);
  const matchId = gameweek.matches[0].id as string;
  const predict = async (page: Page, home: number, away: number) => {
    const me = await (await page.request.get('/api/v1/me')).json();
    await ok(page, 'put', `/api/v1/gameweeks/${gameweek.id}/players/${me.id}/predictions`, base, {
      predictions: [{ matchId, home, away }],
    });
  };
  await predict(viewerPage, 1, 0);
  await predict(longPage, 2, 1);
  await predict(thirdPage, 0, 0);

  // Before kick-off the viewer sees only their own prediction, and no figures.
  await viewerPage.goto(`/match/${matchId}`);
  await expect(viewerPage.getByTestId('match-prediction')).toHaveCount(1);
  await expect(viewerPage.getByTestId('match-distribution')).toHaveCount(0);

  // Locked, then five hours on: kicked off and played, 2-1.
  await ok(viewerPage, 'patch', `/api/v1/gameweeks/${gameweek.id}/lock`, base, { isLocked: true });
  await moveServerClock(viewerPage, 5);
  await ok(viewerPage, 'put', `/api/v1/gameweeks/${gameweek.id}/final-scores`, base, { scores: [{ matchId, home: 2, away: 1 }] });
  await viewerPage.goto(`/match/${matchId}`);
  await expect(viewerPage.getByTestId('match-centre-score')).toHaveText('2 - 1FT');

  // Every member, most points first: the exact 2-1, the viewer's right result, the wrong 0-0, the ghost without one.
  const cards = viewerPage.getByTestId('match-prediction');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Exact score · 3 pts');
  await expect(cards.nth(0)).toContainText('2 - 1');
  await expect(cards.nth(1)).toContainText(viewer.username);
  await expect(cards.nth(1)).toContainText('Correct result · 1 pt');
  await expect(cards.nth(2)).toContainText(third.username);
  await expect(cards.nth(2)).toContainText('Wrong · 0 pts');
  await expect(cards.nth(3)).toContainText(ghost.username);
  await expect(cards.nth(3)).toContainText('No prediction');
  await expect(viewerPage.getByTestId('match-distribution')).toContainText('Home win67%');

  // The viewer's own card: "You", and set apart by the brand's ring.
  const own = viewerPage.locator('[data-testid="match-prediction"][data-own="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(viewer.username);
  await expect(own).toContainText('You');
  expect(await own.evaluate((card) => getComputedStyle(card).boxShadow)).not.toBe('none');

  // The long name is cut with an ellipsis, never broken; a tap shows it whole (and nothing scrolls sideways).
  const name = cards.nth(0).getByRole('button', { name: longName });
  await expect(name).toHaveAttribute('aria-expanded', 'false');
  const cut = await name.evaluate((element) => ({
    ellipsis: getComputedStyle(element).textOverflow,
    lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
    hidden: element.scrollWidth > element.clientWidth,
  }));
  expect(cut).toEqual({ ellipsis: 'ellipsis', lines: 1, hidden: true });
  expect(await horizontalOverflow(viewerPage)).toEqual([]);
  await viewerPage.screenshot({ path: 'test-results/screens/match-centre-390.png', fullPage: true });
  await expectAccessible(viewerPage);
  await name.tap();
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  expect(
    await name.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight + 1),
  ).toBe(true);
  await expect(name).toHaveText(longName);
  expect(await horizontalOverflow(viewerPage)).toEqual([]);
  await viewerPage.screenshot({ path: 'test-results/screens/match-centre-390-full-name.png', fullPage: true });

  // A laptop: the match beside the list, still one card per member.
  const laptop = await browser.newPage({
    viewport: { width: 1366, height: 900 },
    storageState: await viewerPage.context().storageState(),
    extraHTTPHeaders: { 'x-scoreline-clock-offset': String(5 * 3_600_000) },
  });
  await laptop.goto(`/match/${matchId}`);
  await expect(laptop.getByTestId('match-prediction')).toHaveCount(4);
  expect(await horizontalOverflow(laptop)).toEqual([]);
  await laptop.screenshot({ path: 'test-results/screens/match-centre-1366.png', fullPage: true });
});
