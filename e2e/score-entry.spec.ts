import { type Page, expect, test } from '@playwright/test';
import { adminAndMemberWithAGameweek } from './support/game';
import { signInAs } from './support/users';

// Ten fixtures, some with the longest names football has, all kicking off after the 2-hour deadline.
const FIXTURES: Array<[string, string, number]> = [
  ['Wolverhampton Wanderers', 'Brighton & Hove Albion', 3],
  ['Borussia Mönchengladbach', 'Eintracht Frankfurt', 3],
  ['Queens Park Rangers', 'Sheffield Wednesday', 3],
  ['Reds', 'Blues', 4],
  ['Inverness Caledonian Thistle', 'Hamilton Academical', 4],
  ['Greens', 'Whites', 5],
  ['Atlético Madrid', 'Real Sociedad', 26],
  ['Olympique Lyonnais', 'Paris Saint-Germain', 26],
  ['West Bromwich Albion', 'Tottenham Hotspur', 27],
  ['Newcastle United', 'Nottingham Forest', 27],
];
// The scores to enter: the first five are typed (one digit per box), the last five tapped with plus and minus
// (10 and more only so: a typed digit is a whole score).
const SCORES: Array<[number, number]> = [
  [2, 1],
  [0, 0],
  [3, 2],
  [1, 4],
  [1, 1],
  [10, 0],
  [0, 2],
  [2, 0],
  [0, 0],
  [3, 1],
];

/** Every fixture's team names show at least their first 11 characters, uncut, and the page fits the viewport. */
async function expectNamesInFull(page: Page) {
  for (const name of FIXTURES.flatMap(([home, away]) => [home, away])) {
    const label = page.getByTestId('team-name').filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    await expect(label).toBeVisible();
    const fit = await label.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = getComputedStyle(element).font;
      return {
        cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
        width: element.getBoundingClientRect().width,
        elevenCharacters: context.measureText((element.textContent ?? '').slice(0, 11)).width,
      };
    });
    expect(fit.cut, `${name} is cut at ${page.viewportSize()?.width} px`).toBe(false);
    expect(
      fit.width + 1,
      `${name} at ${page.viewportSize()?.width} px: ${fit.width} wide, needs ${fit.elevenCharacters}`,
    ).toBeGreaterThanOrEqual(fit.elevenCharacters);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a player on a 390 px phone predicts a whole gameweek of 10 matches by typing and tapping, submits and reloads', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { member, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['keeper', 'striker'],
    groupName: 'Phone League',
    matches: FIXTURES,
  });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await phone.newPage();
  await signInAs(page, baseURL!, member.user, `/gameweek/${gameweek.id}`);
  await page.getByRole('tab', { name: 'Predictions' }).tap();
  const rows = page.getByTestId('score-card-match');
  await expect(rows).toHaveCount(10);

  // Every team's name shows in full (wrapped, never cut) and nothing scrolls sideways, on the narrowest phones too.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNamesInFull(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNamesInFull(page);
  // Empty predictions are empty boxes, not a value.
  await expect(page.getByLabel(`${FIXTURES[0]![0]} score`, { exact: true })).toHaveValue('');
  // The boxes in the card's order (by kick-off, then home team), which typing moves through.
  const boxOrder = await page.locator('input[data-score-input]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));

  for (const [index, [home, away]] of FIXTURES.entries()) {
    const [homeGoals, awayGoals] = SCORES[index]!;
    const homeBox = page.getByLabel(`${home} score`, { exact: true });
    const awayBox = page.getByLabel(`${away} score`, { exact: true });
    await homeBox.tap();
    if (index < 5) {
      // Typing: the number keyboard; each digit moves on, to the away score, then to the next match's home score.
      await page.keyboard.type(String(homeGoals));
      await expect(awayBox).toBeFocused();
      await page.keyboard.type(String(awayGoals));
      const next = boxOrder[boxOrder.indexOf(`${away} score`) + 1]!;
      await expect(page.getByLabel(next, { exact: true })).toBeFocused();
    } else {
      // Tapping: the row's minus and plus open under it, each at least 44 x 44 px.
      for (const [team, goals] of [
        [home, homeGoals],
        [away, awayGoals],
      ] as const) {
        const plus = page.getByRole('button', { name: `Increase ${team} score`, exact: true });
        const minus = page.getByRole('button', { name: `Decrease ${team} score`, exact: true });
        for (const target of [plus, minus]) {
          const box = (await target.boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
        if (goals === 0) await minus.tap();
        for (let goal = 0; goal < goals; goal += 1) await plus.tap();
      }
    }
    await expect(homeBox).toHaveValue(String(homeGoals));
    await expect(awayBox).toHaveValue(String(awayGoals));
  }

  // With unsaved changes "Submit Predictions" stays on screen, even scrolled back to the first match.
  await page.evaluate(() => window.scrollTo(0, 0));
  const submit = page.getByRole('button', { name: 'Submit Predictions' });
  await expect(submit).toBeInViewport();
  await expect(page.getByText('Every match predicted · not saved yet')).toBeVisible();
  await submit.tap();
  await expect(page.getByText('Your predictions have been saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Predictions Saved ✅' })).toBeDisabled();

  await page.reload();
  await page.getByRole('tab', { name: 'Predictions' }).tap();
  for (const [index, [home, away]] of FIXTURES.entries()) {
    await expect(page.getByLabel(`${home} score`, { exact: true })).toHaveValue(String(SCORES[index]![0]));
    await expect(page.getByLabel(`${away} score`, { exact: true })).toHaveValue(String(SCORES[index]![1]));
  }
  await expect(page.getByRole('button', { name: 'Predictions Saved ✅' })).toBeDisabled();
  await phone.close();
});
