import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminAndMemberWithAGameweek, jsonHeaders, moveServerClock } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

const TABS = ['Gameweek', 'Table', 'Season', 'Stats', 'Members', 'About'];

/** The member's browser again, at a phone's size. */
async function onPhone(browser: Browser, baseURL: string, user: Parameters<typeof signInAs>[2], path: string, width = 390) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInAs(page, baseURL, user, path);
  return page;
}

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Group sections' }).getByRole('tab', { name, exact: true });

test('a member on a phone gets the group in tabs: their standing and the gameweek first, each tab in the URL', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { member, group, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['chair', 'winger'],
    groupName: 'Tabs',
    matches: [
      ['Wolverhampton Wanderers', 'Brighton & Hove Albion', 3],
      ['Reds', 'Blues', 4],
    ],
  });
  const page = await onPhone(browser, baseURL!, member.user, `/group/${group.id}`);
  const scripts: string[] = [];
  page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(new URL(sent.url()).pathname));

  // Every section is one tap away; the gameweek is open by default, with no parameter in the URL.
  const tabs = page.getByRole('tablist', { name: 'Group sections' }).getByRole('tab');
  await expect(tabs).toHaveText(TABS);
  await expect(tab(page, 'Gameweek')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`/group/${group.id}$`));

  // The player's own standing (no results yet: not "1 of 2"), then the active gameweek with its countdown and a
  // call to predict.
  const standing = page.getByRole('region', { name: 'Your standing' });
  await expect(standing).toContainText('No results yet');
  await expect(standing).not.toContainText('1 of 2');
  await expect(page.getByRole('heading', { name: /^Gameweek 1/ })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/Deadline in \dh \d+m \d+s/);
  await expect(page.getByTestId('predicted-count')).toHaveText('0 of 2 matches predicted');
  await expect(page.getByTestId('score-card-match')).toHaveCount(2);
  // What loads after the first paint (the standing, the viewer's sheet) does not push what was shown around.
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(layoutShift).toBeLessThan(0.05);
  // Nothing scrolls sideways: the tab bar scrolls on its own.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expectAccessible(page);

  // The chart's code (recharts) is not part of the gameweek tab, nor of a table with nothing to chart yet.
  const chartCode = () => scripts.filter((path) => path.includes('position-lines'));
  expect(chartCode()).toEqual([]);
  await tab(page, 'Table').click();
  await expect(page).toHaveURL(new RegExp(`/group/${group.id}\\?tab=table$`));
  const table = page.getByRole('region', { name: 'Leaderboard', exact: true });
  await expect(table.getByTestId('leaderboard-row')).toHaveCount(2);
  // Before any result nobody is ranked "1": the table says so and shows no positions.
  await expect(table.getByTestId('no-results')).toHaveText('No results yet Positions appear once a match has a final score.');
  for (const row of await table.getByTestId('leaderboard-row').all())
    await expect(row.getByRole('cell').first()).toHaveText('–No position yet');
  await page.screenshot({ path: 'test-results/screens/group-table-no-results-390.png' });
  await expect(page.getByRole('link', { name: 'View Full Leaderboard →' })).toBeVisible();
  await expect(page.getByText('The chart appears once a gameweek has results.')).toBeVisible();
  expect(chartCode()).toEqual([]);
  await expect(page.getByTestId('score-card-match')).toHaveCount(0);

  await expectAccessible(page);

  // Every other section, each in its own labelled panel and URL.
  for (const [name, content] of [
    ['Season', page.getByRole('link', { name: 'S1' })],
    ['Stats', page.getByRole('link', { name: 'View Stats →' })],
    ['Members', page.getByRole('heading', { name: 'Members (2)' })],
    ['About', page.getByText('Classic: 3 points for an exact score')],
  ] as const) {
    await tab(page, name).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${name.toLowerCase()}$`));
    await expect(page.getByRole('tabpanel', { name }).filter({ has: content })).toBeVisible();
    await expectAccessible(page);
  }

  // Back returns to the tab before, then the one before that; a shared link opens its tab; a bad one the default.
  await page.goBack();
  await expect(tab(page, 'Members')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  await page.goBack();
  await expect(tab(page, 'Stats')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await page.goBack();
  await expect(tab(page, 'Table')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Leaderboard', exact: true })).toBeVisible();
  await page.goBack();
  await expect(tab(page, 'Gameweek')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Your standing' })).toBeVisible();
  await page.goto(`/group/${group.id}?tab=about`);
  await expect(tab(page, 'About')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Classic: 3 points for an exact score')).toBeVisible();
  await page.goto(`/group/${group.id}?tab=nonsense`);
  await expect(tab(page, 'Gameweek')).toHaveAttribute('aria-selected', 'true');

  // "Predict" leads to the gameweek's score card.
  await page.getByRole('link', { name: 'Predict', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gameweek/${gameweek.id}\\?tab=predictions$`));
  await expect(page.getByRole('tab', { name: 'Predictions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Submit Predictions' })).toBeVisible();
  await page.context().close();
});

test('at 360 px the tab bar sticks under the header, shows every tab whole, and the score card keeps team names whole', async ({
  browser,
  request,
  baseURL,
}) => {
  const { member, group } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['keeper', 'sweeper'],
    groupName: 'A group with a name that goes on for quite a while',
    matches: [
      ['Inverness Caledonian Thistle', 'Borussia Mönchengladbach', 3],
      ['Wolverhampton Wanderers', 'Brighton & Hove Albion', 3],
      ['Queens Park Rangers', 'Sheffield Wednesday', 4],
      ['West Bromwich Albion', 'Tottenham Hotspur', 5],
    ],
  });
  const page = await onPhone(browser, baseURL!, member.user, `/group/${group.id}`, 360);
  await expect(page.getByTestId('score-card-match')).toHaveCount(4);
  expect(await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth])).toEqual([360, 360]);
  const bar = page.getByRole('tablist', { name: 'Group sections' });
  // All six tabs fit the phone, each label whole: nothing to scroll to, nothing cut ("Memb…").
  const tabBoxes = await bar.evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[role="tab"]')].map((tab) => {
      const rect = tab.getBoundingClientRect();
      return { name: tab.textContent, inside: rect.left >= box.left && rect.right <= box.right, whole: tab.scrollWidth <= tab.clientWidth };
    });
  });
  expect(tabBoxes).toEqual(TABS.map((name) => ({ name, inside: true, whole: true })));
  expect(await bar.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);

  // Each team name is at least as wide as its first 11 characters.
  for (const name of await page.getByTestId('team-name').all()) {
    const fit = await name.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = getComputedStyle(element).font;
      return { width: element.getBoundingClientRect().width, eleven: context.measureText((element.textContent ?? '').slice(0, 11)).width };
    });
    expect(fit.width, (await name.textContent()) ?? '').toBeGreaterThanOrEqual(fit.eleven);
  }

  // Scrolled to the last match, the bar is still there under the 56 px header.
  await page.getByTestId('score-card-match').last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect((await bar.boundingBox())!.y).toBe(56);
  // Offline, the "You are offline" bar sticks under the header and the tab bar under it, not beneath it.
  await page.context().setOffline(true);
  const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offline).toBeVisible();
  const banner = (await offline.boundingBox())!;
  await expect.poll(async () => (await bar.boundingBox())!.y).toBe(banner.y + banner.height);
  await page.context().setOffline(false);
  await expect(offline).toBeHidden();
  await expect.poll(async () => (await bar.boundingBox())!.y).toBe(56);

  // Choosing the last tab opens its section from the top.
  await tab(page, 'About').tap();
  await expect(tab(page, 'About')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Group Info' })).toBeInViewport();
  await page.context().close();
});

test('the tabs work from the keyboard: arrows, Home and End move and open, Tab goes into the open section', async ({
  browser,
  request,
  baseURL,
}) => {
  const { member, group } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['captain', 'mid'],
    groupName: 'Keys',
    matches: [['Reds', 'Blues', 3]],
  });
  const page = member.page;
  await page.goto(`/group/${group.id}`);
  await tab(page, 'Gameweek').focus();
  // Roving tabindex: only the open tab is in the page's tab order.
  await expect(tab(page, 'Gameweek')).toHaveAttribute('tabindex', '0');
  await expect(tab(page, 'Table')).toHaveAttribute('tabindex', '-1');

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Table')).toBeFocused();
  await expect(tab(page, 'Table')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=table$/);
  await page.keyboard.press('End');
  await expect(tab(page, 'About')).toBeFocused();
  await expect(tab(page, 'About')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab(page, 'Gameweek')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'About')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=about$/);

  // The open panel is labelled by its tab and is the next stop for Tab.
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel', { name: 'About' });
  await expect(panel).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Group Info' })).toBeVisible();
});

test("after a finished gameweek the standing shows the player's place and points; a non-member gets no tabs", async ({
  browser,
  request,
  baseURL,
  page,
}) => {
  const { admin, member, group, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['ref', 'forward'],
    groupName: 'Standing',
    matches: [['Reds', 'Blues', 3]],
  });
  const headers = jsonHeaders(baseURL!);
  const me = await (await member.page.request.get('/api/v1/me')).json();
  const match = gameweek.matches[0].id;
  await member.page.request.put(`/api/v1/gameweeks/${gameweek.id}/players/${me.id}/predictions`, {
    headers,
    data: { predictions: [{ matchId: match, home: 2, away: 1 }] },
  });
  await admin.page.request.patch(`/api/v1/gameweeks/${gameweek.id}/lock`, { headers, data: { isLocked: true } });
  await moveServerClock(admin.page, 4);
  const result = await admin.page.request.put(`/api/v1/gameweeks/${gameweek.id}/final-scores`, {
    headers,
    data: { scores: [{ matchId: match, home: 2, away: 1 }] },
  });
  expect(result.status()).toBe(200);

  const scripts: string[] = [];
  member.page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(new URL(sent.url()).pathname));
  const chartCode = () => scripts.filter((path) => path.includes('position-lines'));
  await member.page.goto(`/group/${group.id}`);
  const standing = member.page.getByRole('region', { name: 'Your standing' });
  await expect(standing).toContainText('Position1 of 2');
  await expect(standing).not.toContainText('No results yet');
  await expect(standing).toContainText('Points3');
  await expect(standing).toContainText('Exact scores1');
  // Closed: no call to predict, the gameweek's winner and stats instead.
  await expect(member.page.getByRole('link', { name: 'Predict', exact: true })).toHaveCount(0);
  await expect(member.page.getByRole('link', { name: 'View Gameweek →' })).toBeVisible();
  await expect(member.page.getByRole('heading', { name: 'Gameweek Stats' })).toBeVisible();
  expect(chartCode()).toEqual([]);
  await standing.getByRole('link', { name: 'Table →' }).click();
  await expect(tab(member.page, 'Table')).toHaveAttribute('aria-selected', 'true');
  await expect(member.page.getByTestId('position-chart')).toBeVisible();
  // The chart's code came with the tab that shows it, not before.
  await expect(member.page.getByTestId('position-chart').getByRole('application')).toBeVisible();
  expect(chartCode()).toHaveLength(1);
  // The full table on a 360 px phone: positions back, the figures' headers apart (checked in phone-fit).
  await member.page.setViewportSize({ width: 360, height: 740 });
  await member.page.goto(`/group/${group.id}/leaderboards`);
  await expect(member.page.getByRole('region', { name: 'All-time' }).getByTestId('leaderboard-row').first()).toContainText('1');
  await expect(member.page.getByTestId('no-results')).toHaveCount(0);
  await member.page.screenshot({ path: 'test-results/screens/group-leaderboards-360.png' });

  // Someone outside the group sees the join prompt and the public group's members, no tabs.
  const outsider = await createConfirmedUser(request, baseURL!, newUser('visitor'));
  await signInAs(page, baseURL!, outsider, `/group/${group.id}`);
  await expect(page.getByRole('button', { name: 'Join Group' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test('an owner alone in a new group opens on "Invite your friends": the invite link, Copy, and Share where the browser has it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await createConfirmedUser(request, baseURL!, newUser('founder'));
  const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
  const page = await (await browser.newContext({ ...phone, permissions: ['clipboard-read', 'clipboard-write'] })).newPage();
  await signInAs(page, baseURL!, owner);
  const headers = jsonHeaders(baseURL!);
  const group = await (
    await page.request.post('/api/v1/groups', {
      headers,
      data: { name: 'Just me so far', isPublic: false, pin: '1357', maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  await page.goto(`/group/${group.id}`);

  // The Gameweek tab (the default) opens on the card: a link that joins without the PIN, made once and kept.
  const card = page.getByRole('region', { name: 'Invite your friends' });
  await expect(card).toBeVisible();
  const linkBox = card.getByRole('textbox', { name: 'Invite link' });
  await expect(linkBox).toHaveValue(new RegExp(`^${baseURL}/invite/[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`));
  const link = await linkBox.inputValue();
  // This Chromium has no Web Share API: no Share button.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await expect(card.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Invite link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.reload();
  await expect(linkBox).toHaveValue(link);
  expect(await (await page.request.get(`/api/v1/groups/${group.id}/invites`)).json()).toHaveLength(1);

  // The header's copy button says what it does, on a phone too.
  const copyGroupLink = page.getByRole('main').getByRole('button', { name: 'Copy link', exact: true });
  await expect(copyGroupLink).toBeVisible();
  await expect(copyGroupLink).toHaveText('Copy link');
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.screenshot({ path: `test-results/screens/invite-friends-${width}.png` });
  }
  await expectAccessible(page);

  // Where the browser can share, Share hands the same link to the share sheet.
  const sharing = await browser.newContext(phone);
  await sharing.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
    });
  });
  const sharer = await sharing.newPage();
  await signInAs(sharer, baseURL!, owner, `/group/${group.id}`);
  await sharer.getByRole('region', { name: 'Invite your friends' }).getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => sharer.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(link);
  await sharing.close();

  // A friend joins by the link: the group has friends now, and the card is gone.
  const friend = await createConfirmedUser(request, baseURL!, newUser('pal'));
  const friendPage = await (await browser.newContext()).newPage();
  await signInAs(friendPage, baseURL!, friend, new URL(link).pathname);
  await friendPage.getByRole('button', { name: 'Join Group' }).click();
  await expect(friendPage).toHaveURL(new RegExp(`/group/${group.id}`));
  await expect(friendPage.getByRole('tab', { name: 'Gameweek' })).toBeVisible();
  await expect(friendPage.getByRole('region', { name: 'Invite your friends' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your standing' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invite your friends' })).toHaveCount(0);
});
