import { type Browser, type Page, expect, test } from '@playwright/test';
import { e2eSql, enableJokers } from './support/database';
import { horizontalOverflow, squeezedTeamNames } from './support/fit';
import { adminAndMemberWithAGameweek, jsonHeaders, moveServerClock } from './support/game';
import type { TestUser } from './support/users';

// The longest names football has, beside German and Spanish labels ("Tipp", "Anstoß", the joker's "Comodín").
const FIXTURES: Array<[string, string, number]> = [
  ['Borussia Mönchengladbach', 'Real Sociedad de Fútbol', 3],
  ['Wolverhampton Wanderers', 'Brighton & Hove Albion', 3],
  ['Inverness Caledonian Thistle', 'Queens Park Rangers', 4],
  ['Olympique Lyonnais', 'Paris Saint-Germain', 26],
];
const LANGUAGES = [
  { language: 'de', browserLocale: 'de-DE', predictions: 'Tipps', submit: 'Tipps abgeben', live: 'LIVE' },
  { language: 'es', browserLocale: 'es-ES', predictions: 'Pronósticos', submit: 'Enviar pronósticos', live: 'DIRECTO' },
] as const;
const PHONES = [360, 390] as const;
const SHOTS = process.env.SCORE_CARD_SHOTS;

/** A browser in `browserLocale` (its languages decide the app's), signed in as `user`, the server clock `hours` on. */
async function phoneIn(browser: Browser, baseURL: string, user: TestUser, browserLocale: string, hours = 0): Promise<Page> {
  const context = await browser.newContext({
    locale: browserLocale,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (hours) await moveServerClock(page, hours);
  const signedIn = await page.request.post('/api/v1/auth/sign-in/email', {
    headers: jsonHeaders(baseURL),
    data: { email: user.email, password: user.password },
  });
  expect(signedIn.status()).toBe(200);
  return page;
}

/** At each phone width (and 1366 px): nothing scrolls sideways and every team name keeps its first 11 characters. */
async function expectFits(page: Page, where: string) {
  for (const width of [...PHONES, 1366]) {
    await page.setViewportSize({ width, height: width === 1366 ? 900 : 800 });
    expect.soft(await horizontalOverflow(page), `${where} at ${width} px scrolls sideways`).toEqual([]);
    expect.soft(await squeezedTeamNames(page), `${where} at ${width} px: team names narrower than 11 characters`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${where.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`, fullPage: true });
  }
}

test('the score card, /predictions, everyone’s predictions and the match centre fit German and Spanish phones with the longest team names', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { admin, member, group, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['torwart', 'portero'],
    groupName: 'Sprachen',
    matches: FIXTURES,
  });
  await enableJokers(baseURL!, group.id);
  const [first, second, third, last] = gameweek.matches.map((match: { id: string }) => match.id) as [string, string, string, string];
  // The member's predictions on all but the last match, the joker on the first: open, every label of the card shows.
  const me = (await (await member.page.request.get('/api/v1/me')).json()) as { id: string };
  const saved = await member.page.request.put(`/api/v1/gameweeks/${gameweek.id}/players/${me.id}/predictions`, {
    headers: jsonHeaders(baseURL!),
    data: {
      predictions: [first, second, third].map((matchId) => ({ matchId, home: 2, away: 1 })),
      jokerMatchId: first,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  for (const { language, browserLocale, predictions, submit } of LANGUAGES) {
    const page = await phoneIn(browser, baseURL!, member.user, browserLocale);
    await page.goto(`/gameweek/${gameweek.id}?tab=predictions`);
    await expect(page.getByRole('button', { name: submit })).toBeVisible();
    await expect(page.getByTestId('joker-toggle')).toHaveCount(4);
    await expectFits(page, `${language} open score card`);
    await page.goto('/predictions');
    await expect(page.getByRole('heading', { level: 1, name: predictions })).toBeVisible();
    await expect(page.getByTestId('score-card-match')).toHaveCount(4);
    await expectFits(page, `${language} predictions page`);
    await page.context().close();
  }

  // Five hours on: locked, two results in, the third match in play, the last still to come.
  const locked = await admin.page.request.patch(`/api/v1/gameweeks/${gameweek.id}/lock`, {
    headers: jsonHeaders(baseURL!),
    data: { isLocked: true },
  });
  expect(locked.status(), await locked.text()).toBe(200);
  await moveServerClock(admin.page, 5);
  const scored = await admin.page.request.put(`/api/v1/gameweeks/${gameweek.id}/final-scores`, {
    headers: jsonHeaders(baseURL!),
    data: {
      scores: [
        { matchId: first, home: 2, away: 1 },
        { matchId: second, home: 0, away: 3 },
      ],
    },
  });
  expect(scored.status(), await scored.text()).toBe(200);
  await e2eSql(
    baseURL!,
    "UPDATE matches SET api_status = 'IN_PLAY', live_home_score = 1, live_away_score = 1, live_minute = 67 WHERE id = $1",
    [third],
  );

  for (const { language, browserLocale, live } of LANGUAGES) {
    const page = await phoneIn(browser, baseURL!, member.user, browserLocale, 5);
    await page.goto(`/gameweek/${gameweek.id}?tab=predictions`);
    await expect(page.getByTestId('match-status').filter({ hasText: live })).toBeVisible();
    await expect(page.getByTestId('on-for')).not.toHaveCount(0);
    await expectFits(page, `${language} locked and live score card`);
    await page.goto(`/gameweek-predictions/${gameweek.id}`);
    await expect(page.getByTestId('player-predictions').first()).toBeVisible();
    await expectFits(page, `${language} everyone's predictions`);
    for (const [name, matchId] of [
      ['finished', first],
      ['live', third],
      ['upcoming', last],
    ] as const) {
      await page.goto(`/match/${matchId}`);
      await expect(page.getByTestId('match-centre-header')).toBeVisible();
      await expect(page.getByTestId('match-prediction').first()).toBeVisible();
      await expectFits(page, `${language} match centre ${name}`);
    }
    await page.context().close();
  }
});
