/**
 * Every route of the spec's route table (and a 404) on a phone, 360x740 then 390x844, in English, German and
 * Spanish (the browser's language), with the longest names seeded: no page scrolls sideways, no team name is narrower than its first 11 characters, every tab of a tab bar
 * shows its whole label, table headers keep apart, and axe finds nothing serious at 390 px (in English: the
 * languages share the markup). One seeded world per worker, one page visit per route (both widths by resizing).
 */
import { type Browser, type Page, test as base, expect } from '@playwright/test';
import type { Locale, MessageId, MessageValues } from '../packages/shared/src/i18n/index.ts';
import { translators } from '../packages/shared/src/i18n/translators.ts';
import { expectAccessible } from './support/a11y';
import {
  crowdedTableHeaders,
  cutTabLabels,
  cutTextOutsideLinks,
  horizontalOverflow,
  sidewaysScrollingBoxes,
  squeezedTeamNames,
} from './support/fit';
import { type LongNamesWorld, clockHeaders, seedLongNames } from './support/long-names';

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

const test = base.extend<object, { world: LongNamesWorld }>({
  world: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      await use(await seedLongNames(baseURL, `w${workerInfo.workerIndex}`));
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});
test.describe.configure({ mode: 'parallel' });

/** A text in the language the page is checked in. */
type Say = (id: MessageId, values?: MessageValues) => string;

interface Route {
  path: (world: LongNamesWorld) => string;
  signedOut?: boolean;
  /** What shows once the page has its data (beyond an h1 and no spinner). */
  ready?: (page: Page, world: LongNamesWorld, say: Say) => Promise<void>;
  /** Further states of the same page to check, each reached from the one before (a picker). */
  then?: Array<{ name: string; open: (page: Page, world: LongNamesWorld, say: Say) => Promise<void> }>;
  /** Check each tab of the page's first tab bar in turn (whatever tabs the page has). */
  everyTab?: boolean;
}

const text = (value: string | RegExp) => async (page: Page) => {
  await expect(page.getByText(value).first()).toBeVisible();
};
/** A catalogue text, in the page's language. */
const said = (id: MessageId) => async (page: Page, _world: LongNamesWorld, say: Say) => text(say(id))(page);

/** The tabs of the page's first tab bar after the one shown, each as a state to open. */
async function otherTabs(page: Page) {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const names = (await tabs.allTextContents()).slice(1);
  return names.map((name) => ({
    name: `${name} tab`,
    open: async () => {
      const tab = page.getByRole('tablist').first().getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    },
  }));
}

const ROUTES: Record<string, Route> = {
  '/login': { path: () => '/login', signedOut: true },
  '/register': { path: () => '/register', signedOut: true },
  '/reset-password': { path: () => '/reset-password', signedOut: true },
  '/privacy-policy': { path: () => '/privacy-policy', signedOut: true },
  '/': { path: () => '/', ready: said('Your Rankings') },
  '/app-info': { path: () => '/app-info' },
  '/groups': { path: () => '/groups', ready: async (page, world) => text(world.group.name)(page) },
  '/invite/{token} (signed out)': {
    path: (world) => world.invitePath,
    signedOut: true,
    ready: async (page, world, say) => text(say('{username} invited you to join', { username: world.owner.username }))(page),
  },
  '/invite/{token}': { path: (world) => world.invitePath, ready: said('Go to Group') },
  '/group/{id}': {
    path: (world) => `/group/${world.group.id}`,
    // The Gameweek tab opens first: the open gameweek's score card.
    ready: async (page) => expect(page.getByTestId('score-card-match').first()).toBeVisible(),
    everyTab: true,
  },
  '/group/{id}/leaderboards': { path: (world) => `/group/${world.group.id}/leaderboards`, ready: said('All-time') },
  '/group/{id}/stats': { path: (world) => `/group/${world.group.id}/stats` },
  '/group/{id}/update-group': { path: (world) => `/group/${world.group.id}/update-group`, ready: said('Update group') },
  '/group/{id}/create-gameweek': {
    path: (world) => `/group/${world.group.id}/create-gameweek`,
    ready: said('Deadline'),
    then: [
      {
        name: 'match picker',
        open: async (page, _world, say) => {
          await page.getByLabel(say('League')).selectOption({ index: 1 });
          await expect(
            page
              .getByRole('list', { name: say('Available matches') })
              .getByRole('button')
              .first(),
          ).toBeVisible();
          await page
            .getByRole('list', { name: say('Available matches') })
            .getByRole('button')
            .first()
            .click();
        },
      },
    ],
  },
  '/season/{id}': {
    path: (world) => `/season/${world.seasonId}`,
    ready: async (page, _world, say) => text(say('Gameweek {number}', { number: 2 }))(page),
  },
  '/gameweek/{id} (open)': {
    path: (world) => `/gameweek/${world.open.id}`,
    ready: async (page, world) => text(world.teams[1]!)(page),
    everyTab: true,
  },
  '/gameweek/{id} (finished)': {
    path: (world) => `/gameweek/${world.finished.id}`,
    ready: async (page, world) => text(world.teams[0]!)(page),
    everyTab: true,
  },
  '/gameweek/{id}/add-matches': { path: (world) => `/gameweek/${world.open.id}/add-matches`, ready: said('Deadline') },
  '/gameweek-predictions/{id}': {
    path: (world) => `/gameweek-predictions/${world.finished.id}`,
    ready: async (page, world) => text(world.member.username)(page),
  },
  '/match/{id}': {
    path: (world) => `/match/${world.finished.matchIds[0]}`,
    ready: async (page, world) => text(world.member.username)(page),
  },
  '/admin-gameweek-predictions/{gameweek_id}/{user_id}': {
    path: (world) => `/admin-gameweek-predictions/${world.open.id}/${world.placeholder.id}`,
    ready: async (page, world) => text(world.teams[1]!)(page),
  },
  '/user-gameweek-predictions/{gameweek_id}/{user_id}': {
    path: (world) => `/user-gameweek-predictions/${world.finished.id}/${world.member.id}`,
    ready: async (page, world) => text(world.teams[0]!)(page),
  },
  '/user-group-profile/{group_id}/{user_id}': {
    path: (world) => `/user-group-profile/${world.group.id}/${world.member.id}`,
    ready: async (page, world) => text(world.member.username)(page),
    everyTab: true,
  },
  '/predictions': { path: () => '/predictions', ready: async (page, world) => text(world.teams[1]!)(page) },
  '/leaderboards': { path: () => '/leaderboards', ready: async (page, world) => text(world.group.name)(page) },
  '/user-stats': { path: () => '/user-stats', ready: async (page, world) => text(world.group.name)(page) },
  '/create-group': { path: () => '/create-group' },
  '/profile': { path: () => '/profile', ready: async (page, world) => text(world.owner.email)(page) },
  '/auth-test': { path: () => '/auth-test' },
  '404': { path: () => '/no-such-page/at-all', ready: said('Page not found') },
};

/** The browser's language for each of the app's: the app follows it (the world's players saved none). */
const BROWSER_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES' };

async function phonePage(browser: Browser, world: LongNamesWorld, signedOut: boolean, locale: Locale) {
  const context = await browser.newContext({
    locale: BROWSER_LOCALES[locale],
    viewport: PHONES[0],
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    // Each fresh context would install the app's service worker and precache everything: not what is tested here.
    serviceWorkers: 'block',
    extraHTTPHeaders: clockHeaders,
    storageState: signedOut ? undefined : world.ownerState,
  });
  return context.newPage();
}

/** The page has its data: its heading, no spinner, what the route names, fonts loaded. */
async function settled(page: Page, route: Route, world: LongNamesWorld, say: Say) {
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
  await route.ready?.(page, world, say);
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  // Let resize listeners and container queries settle for two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Both phone widths, starting from the current one; axe at 390 px (in English). */
async function checkBothWidths(page: Page, label: string, axe: boolean) {
  const current = page.viewportSize()!.width;
  const order = current === PHONES[0].width ? PHONES : [...PHONES].reverse();
  for (const size of order) {
    if (page.viewportSize()!.width !== size.width) await resize(page, size);
    const where = `${label} at ${size.width} px`;
    expect.soft(await horizontalOverflow(page), `${where}: scrolls sideways`).toEqual([]);
    expect.soft(await sidewaysScrollingBoxes(page), `${where}: a box scrolls sideways`).toEqual([]);
    expect.soft(await squeezedTeamNames(page), `${where}: team names narrower than 11 characters`).toEqual([]);
    expect.soft(await cutTextOutsideLinks(page), `${where}: text cut where no link leads to it in full`).toEqual([]);
    expect.soft(await cutTabLabels(page), `${where}: tab labels cut by their tab bar`).toEqual([]);
    expect.soft(await crowdedTableHeaders(page), `${where}: table headers run together`).toEqual([]);
    if (axe && size.width === 390) {
      await test.step(`axe: ${label} at 390 px`, async () => {
        await expectAccessible(page).catch((error: Error) => expect.soft(error.message, `${label}: axe`).toBe(''));
      });
    }
  }
}

for (const locale of ['en', 'de', 'es'] as const) {
  const say: Say = translators[locale];
  for (const [name, route] of Object.entries(ROUTES)) {
    const label = locale === 'en' ? name : `${name} (${locale})`;
    test(`${label} fits 360 and 390 px phones`, async ({ browser, world }) => {
      const page = await phonePage(browser, world, route.signedOut ?? false, locale);
      await page.goto(route.path(world));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await settled(page, route, world, say);
      const axe = locale === 'en';
      await checkBothWidths(page, label, axe);
      const states = [...(route.then ?? []), ...(route.everyTab ? await otherTabs(page) : [])];
      for (const state of states) {
        await state.open(page, world, say);
        await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
        await checkBothWidths(page, `${label}, ${state.name}`, axe);
      }
      await page.context().close();
    });
  }
}
