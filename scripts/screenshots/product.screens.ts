/**
 * Draws docs/screenshots: a realistic group (six friends, a finished and an open gameweek) seeded through the
 * API, each main screen shot at 390x844 (a phone) and 1366x900 (a laptop), squeezed to small palette PNGs.
 * Run with `npm run screenshots` (builds the web app, starts the e2e server on a fresh database).
 */
import path from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { jsonHeaders, moveServerClock } from '../../e2e/support/game';
import { PASSWORD, type TestUser, createConfirmedUser, signInAs } from '../../e2e/support/users';

const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
// Gameweek 1 is set and predicted now; then everyone's clock moves 30 hours on: it is played, gameweek 2 open.
const LATER = 30;
const PLAYERS = ['Alex', 'Priya', 'Tom', 'Sam', 'Jordan', 'Mei'];
const GAMEWEEK_1: Array<[string, string, number, number]> = [
  ['Arsenal', 'Chelsea', 2, 1],
  ['Liverpool', 'Manchester United', 3, 3],
  ['Wolverhampton Wanderers', 'Brighton & Hove Albion', 0, 1],
  ['Newcastle United', 'Tottenham Hotspur', 2, 0],
  ['Aston Villa', 'West Ham United', 1, 1],
  ['Nottingham Forest', 'Crystal Palace', 0, 2],
];
const GAMEWEEK_2: Array<[string, string]> = [
  ['Chelsea', 'Liverpool'],
  ['Manchester City', 'Arsenal'],
  ['Brighton & Hove Albion', 'Newcastle United'],
  ['Tottenham Hotspur', 'Aston Villa'],
  ['West Ham United', 'Wolverhampton Wanderers'],
  ['Crystal Palace', 'Everton'],
];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

async function signedIn(browser: Browser, baseURL: string, user: TestUser, viewport: { width: number; height: number }) {
  const phone = viewport.width < 500;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await signInAs(page, baseURL, user);
  return page;
}

async function call(page: Page, baseURL: string, method: 'post' | 'put' | 'patch', url: string, data: unknown) {
  const response = await page.request[method](url, { headers: jsonHeaders(baseURL), data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ animations: 'disabled' });
  await sharp(png)
    .png({ palette: true, colours: 96, compressionLevel: 9, effort: 10 })
    .toFile(path.join(OUT, `${name}.png`));
}

/** A made-up but steady guess for player `p` at match `m`. */
const guess = (p: number, m: number) => ({ home: (p * 7 + m * 3) % 4, away: (p * 5 + m * 2) % 3 });

test('product screenshots', async ({ browser, request, baseURL }) => {
  const base = baseURL!;
  const users: TestUser[] = [];
  for (const name of PLAYERS) {
    users.push(
      await createConfirmedUser(request, base, { email: `${name.toLowerCase()}@example.com`, username: name, password: PASSWORD }),
    );
  }
  const pages = await Promise.all(users.map((user) => signedIn(browser, base, user, VIEWPORTS.desktop)));
  const ids: string[] = await Promise.all(pages.map(async (page) => (await (await page.request.get('/api/v1/me')).json()).id));
  const owner = pages[0]!;
  const predict = async (p: number, gameweek: { id: string; matches: Array<{ id: string }> }, count: number) =>
    call(pages[p]!, base, 'put', `/api/v1/gameweeks/${gameweek.id}/players/${ids[p]}/predictions`, {
      predictions: gameweek.matches.slice(0, count).map((match, m) => ({ matchId: match.id, ...guess(p, m) })),
    });

  const group = await call(owner, base, 'post', '/api/v1/groups', {
    name: 'Sunday League Legends',
    description: 'Six friends, one trophy, no mercy.',
    maxMembers: 20,
    season: { name: '2026/27' },
  });
  for (const page of pages.slice(1)) await call(page, base, 'post', `/api/v1/groups/${group.id}/join`, {});

  // Gameweek 1, predicted by everyone before its deadline...
  const week1 = await call(owner, base, 'post', `/api/v1/groups/${group.id}/gameweeks`, {
    deadline: at(2),
    matches: GAMEWEEK_1.map(([homeTeam, awayTeam], index) => ({ kind: 'custom', homeTeam, awayTeam, matchTime: at(3 + (index % 3)) })),
  });
  for (const p of PLAYERS.keys()) await predict(p, week1, GAMEWEEK_1.length);
  await call(owner, base, 'patch', `/api/v1/gameweeks/${week1.id}/lock`, { isLocked: true });

  // ... then played: from here on every request sees the clock 30 hours on.
  for (const page of pages) await moveServerClock(page, LATER);
  await call(owner, base, 'put', `/api/v1/gameweeks/${week1.id}/final-scores`, {
    scores: week1.matches.map((match: { id: string; homeTeam: string }) => {
      const [, , home, away] = GAMEWEEK_1.find(([homeTeam]) => homeTeam === match.homeTeam)!;
      return { matchId: match.id, home, away };
    }),
  });
  const week2 = await call(owner, base, 'post', `/api/v1/groups/${group.id}/gameweeks`, {
    deadline: at(LATER + 20),
    matches: GAMEWEEK_2.map(([homeTeam, awayTeam], index) => ({
      kind: 'custom',
      homeTeam,
      awayTeam,
      matchTime: at(LATER + 21 + (index % 2) * 24),
    })),
  });
  for (const p of [1, 2, 3]) await predict(p, week2, GAMEWEEK_2.length);
  await predict(0, week2, 2);

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const page = await signedIn(browser, base, users[0]!, viewport);
    await moveServerClock(page, LATER);
    await page.clock.install({ time: Date.now() + LATER * HOUR });
    const open = async (url: string, ready: string) => {
      await page.goto(url);
      await expect(page.getByText(ready).first(), url).toBeVisible();
    };
    await open('/', 'Your Groups');
    await shoot(page, `home-${size}`);
    await open(`/group/${group.id}`, 'Sunday League Legends');
    await shoot(page, `group-${size}`);
    await open(`/gameweek/${week2.id}`, 'Gameweek 2');
    await page.getByRole('tab', { name: 'Predictions' }).click();
    await page.getByLabel('Brighton & Hove Albion score', { exact: true }).click();
    await page.keyboard.type('1');
    await shoot(page, `gameweek-predicting-${size}`);
    await open(`/gameweek/${week1.id}`, 'Gameweek 1');
    await page.getByRole('tab', { name: 'Predictions' }).click();
    await expect(page.getByText(/Exact score|Correct result|Wrong/).first()).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shoot(page, `gameweek-finished-${size}`);
    await open(`/group/${group.id}/leaderboards`, 'Sunday League Legends');
    await shoot(page, `leaderboards-${size}`);
    const derby = week1.matches.find((match: { homeTeam: string }) => match.homeTeam === 'Liverpool');
    await open(`/match/${derby.id}`, 'Liverpool');
    await shoot(page, `match-${size}`);
    await page.context().close();
  }
});
