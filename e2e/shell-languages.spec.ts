/**
 * The shell, the leaderboards and the stats in German and Spanish (the browser's language, nothing saved): the
 * pages speak the language, the tab title comes from the catalogue, and with the longest names nothing scrolls
 * sideways at 360 and 390 px. With SHOTS_DIR set, each state is also saved as a PNG at 360, 390 and 1366 px.
 */
import path from 'node:path';
import { type Browser, type Page, test as base, expect } from '@playwright/test';
import { cutTabLabels, crowdedTableHeaders, horizontalOverflow } from './support/fit';
import { type LongNamesWorld, clockHeaders, seedLongNames } from './support/long-names';

const WIDTHS = [360, 390] as const;
const SHOTS_DIR = process.env.SHOTS_DIR;

const test = base.extend<object, { world: LongNamesWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => use(await seedLongNames(workerInfo.project.use.baseURL!, `l${workerInfo.workerIndex}`)),
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** What each language must show: the page's title and heading, and a text of the page's own. */
const LANGUAGES = {
  de: {
    browser: 'de-DE',
    zone: 'Europe/Berlin',
    rankings: 'Deine Platzierungen',
    nav: ['Gruppen', 'Tipps', 'Tabellen', 'Statistiken', 'Profil'],
    allTime: 'Ewige Tabelle',
    canWin: 'Kann noch gewinnen',
    stats: 'Deine Statistiken',
    accuracy: 'Trefferquote',
    groupStats: 'Gruppenstatistiken',
    place: '1.',
    profileTabs: ['Tipps', 'Leistung', 'Statistiken'],
    offline: 'Du bist offline',
    openMenu: 'Menü öffnen',
  },
  es: {
    browser: 'es-ES',
    zone: 'America/Bogota',
    rankings: 'Tus posiciones',
    nav: ['Grupos', 'Pronósticos', 'Clasificaciones', 'Estadísticas', 'Perfil'],
    allTime: 'Clasificación general',
    canWin: 'Aún puede ganar',
    stats: 'Tus estadísticas',
    accuracy: 'Precisión',
    groupStats: 'Estadísticas del grupo',
    place: '1.º',
    profileTabs: ['Pronósticos', 'Rendimiento', 'Estadísticas'],
    offline: 'Estás sin conexión',
    openMenu: 'Abrir menú',
  },
} as const;

async function phone(browser: Browser, world: LongNamesWorld, language: (typeof LANGUAGES)[keyof typeof LANGUAGES]) {
  const context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: language.browser,
    timezoneId: language.zone,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    extraHTTPHeaders: clockHeaders,
    storageState: world.ownerState,
  });
  return context.newPage();
}

async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Both phone widths fit (and, with SHOTS_DIR, every width is saved); back at 360 px after. */
async function fits(page: Page, name: string) {
  for (const width of [...WIDTHS, ...(SHOTS_DIR ? [1366] : [])]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (width < 1000) {
      expect.soft(await horizontalOverflow(page), `${name} at ${width} px: scrolls sideways`).toEqual([]);
      expect.soft(await cutTabLabels(page), `${name} at ${width} px: tab labels cut`).toEqual([]);
      expect.soft(await crowdedTableHeaders(page), `${name} at ${width} px: table headers run together`).toEqual([]);
    }
    if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 740 });
}

for (const [code, language] of Object.entries(LANGUAGES)) {
  test(`${code}: the shell, leaderboards and stats speak the browser's language and fit a phone`, async ({ browser, world }) => {
    test.setTimeout(180_000);
    const page = await phone(browser, world, language);

    await page.goto('/leaderboards');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.rankings);
    await expect(page).toHaveTitle(`${language.rankings} | Scoreline`);
    await expect(page.getByText(world.group.name).first()).toBeVisible();
    await fits(page, `${code}-leaderboards`);
    await page.getByRole('button', { name: language.openMenu }).click();
    const menu = page.getByRole('navigation').last();
    for (const item of language.nav) await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${code}-menu-360.png`) });
    await page.keyboard.press('Escape');

    await page.goto(`/group/${world.group.id}/leaderboards`);
    await settled(page);
    await expect(page.getByRole('heading', { name: language.allTime })).toBeVisible();
    await expect(page.getByTestId('contention').first()).toContainText(language.canWin);
    await fits(page, `${code}-group-leaderboards`);
    // The finished gameweek's table, picked in the select.
    await page.locator('select').first().selectOption({ index: 1 });
    await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
    await fits(page, `${code}-group-leaderboards-gameweek-1`);

    await page.goto('/user-stats');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.stats);
    await expect(page.getByText(language.accuracy).first()).toBeVisible();
    await fits(page, `${code}-user-stats`);

    await page.goto(`/group/${world.group.id}/stats`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.groupStats);
    await expect(page.getByTestId('podium').first()).toContainText(language.place);
    await fits(page, `${code}-group-stats`);

    await page.goto(`/user-group-profile/${world.group.id}/${world.member.id}`);
    await settled(page);
    await expect(page).toHaveTitle(new RegExp(`^${world.member.username}.* \\| Scoreline$`));
    for (const [index, tab] of language.profileTabs.entries()) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
      await fits(page, `${code}-profile-${index + 1}`);
    }

    await page.goto(`/gameweek/${world.finished.id}`);
    await expect(page.getByTestId('winner-banner')).toBeVisible();
    await settled(page);
    await fits(page, `${code}-gameweek-winner`);

    await page.context().setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: language.offline })).toBeVisible();
    await fits(page, `${code}-offline`);
    await page.context().close();
  });
}
