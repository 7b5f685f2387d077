/**
 * The group pages in German and Spanish, from a browser in that language, with the longest names seeded: each tab
 * of the group page, /create-group, the update form, the join prompt and an invitation (signed out and in) speak
 * the reader's language and fit 360 and 390 px phones (and a 1366 px desktop) without scrolling sideways or cutting
 * a tab's label. `SHOT_DIR=<dir>` saves a screenshot of each, to look at.
 */
import { type Browser, type Page, test as base, expect } from '@playwright/test';
import { cutTabLabels, horizontalOverflow, sidewaysScrollingBoxes } from './support/fit';
import { type LongNamesWorld, clockHeaders, seedLongNames } from './support/long-names';
import { createConfirmedUser, newUser, signInAs } from './support/users';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const LANGUAGES = [
  {
    locale: 'de-DE',
    tabs: ['Spieltag', 'Tabelle', 'Saison', 'Statistik', 'Mitglieder', 'Info'],
    create: 'Gruppe erstellen',
    update: 'Gruppe bearbeiten',
    join: 'Gruppe beitreten',
    invitedBy: (owner: string) => `${owner} lädt dich ein in die Gruppe`,
    signedIn: 'Zur Gruppe',
  },
  {
    locale: 'es-ES',
    tabs: ['Jornada', 'Tabla', 'Temporada', 'Datos', 'Miembros', 'Info'],
    create: 'Crear un grupo',
    update: 'Editar grupo',
    join: 'Unirse al grupo',
    invitedBy: (owner: string) => `${owner} te ha invitado a unirte a`,
    signedIn: 'Ir al grupo',
  },
] as const;

const test = base.extend<object, { world: LongNamesWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => use(await seedLongNames(workerInfo.project.use.baseURL!, `l${workerInfo.workerIndex}`)),
    { scope: 'worker', timeout: 60_000 },
  ],
});

async function pageIn(browser: Browser, locale: string, storageState?: LongNamesWorld['ownerState']) {
  const context = await browser.newContext({
    locale,
    viewport: WIDTHS[0],
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    extraHTTPHeaders: clockHeaders,
    storageState,
  });
  return context.newPage();
}

const settled = async (page: Page) => {
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/** Every width: nothing scrolls sideways, no tab label is cut; a screenshot of each when asked for. */
async function fits(page: Page, label: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const where = `${label} at ${size.width} px`;
    expect.soft(await horizontalOverflow(page), `${where}: scrolls sideways`).toEqual([]);
    expect.soft(await sidewaysScrollingBoxes(page), `${where}: a box scrolls sideways`).toEqual([]);
    expect.soft(await cutTabLabels(page), `${where}: tab labels cut`).toEqual([]);
    const dir = process.env.SHOT_DIR;
    if (dir) await page.screenshot({ path: `${dir}/${label.replace(/\W+/g, '-')}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS[0]);
}

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test('the group page, each tab in its language', async ({ browser, world }) => {
      const page = await pageIn(browser, language.locale, world.ownerState);
      await page.goto(`/group/${world.group.id}`);
      await settled(page);
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      await expect(tabs).toHaveText([...language.tabs]);
      for (const name of language.tabs) {
        const tab = page.getByRole('tablist').first().getByRole('tab', { name, exact: true });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
        await fits(page, `${language.locale} group ${name}`);
      }
      await page.context().close();
    });

    test('the create and update forms', async ({ browser, world }) => {
      const page = await pageIn(browser, language.locale, world.ownerState);
      await page.goto('/create-group');
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.create);
      await fits(page, `${language.locale} create-group`);
      await page.goto(`/group/${world.group.id}/update-group`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.update);
      await fits(page, `${language.locale} update-group`);
      await page.context().close();
    });

    test('the join prompt and an invitation, signed out and in', async ({ browser, world, baseURL }) => {
      const visitor = await pageIn(browser, language.locale);
      await visitor.goto(world.invitePath);
      await settled(visitor);
      await expect(visitor.getByText(language.invitedBy(world.owner.username))).toBeVisible();
      await fits(visitor, `${language.locale} invite signed out`);
      await visitor.context().close();

      const owner = await pageIn(browser, language.locale, world.ownerState);
      await owner.goto(world.invitePath);
      await settled(owner);
      await expect(owner.getByRole('button', { name: language.signedIn })).toBeVisible();
      await fits(owner, `${language.locale} invite signed in`);
      await owner.context().close();

      const outsider = await pageIn(browser, language.locale);
      await signInAs(
        outsider,
        baseURL!,
        await createConfirmedUser(outsider.request, baseURL!, newUser('outsider')),
        `/group/${world.group.id}`,
      );
      await settled(outsider);
      await expect(outsider.getByRole('button', { name: language.join })).toBeVisible();
      await fits(outsider, `${language.locale} join prompt`);
      await outsider.context().close();
    });
  });
}
