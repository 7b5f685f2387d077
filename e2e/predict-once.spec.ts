import { type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { horizontalOverflow, squeezedTeamNames } from './support/fit';
import { inHours, jsonHeaders as json } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

// "Predict once, count in all my groups": a player in two groups holding the same matchday of real fixtures.

type Fixture = { id: number; utcDate: string; homeTeam: { name: string }; awayTeam: { name: string } };

/** Two groups of `page`'s player, each with an active gameweek of the same two real fixtures (demo league). */
async function twoGroupsSharingAMatchday(page: Page, baseURL: string, label: string) {
  const stamp = Date.now();
  const groups: Array<{ id: string; name: string; gameweekId: string }> = [];
  let fixtures: Fixture[] = [];
  for (const name of [`${label} Sunday ${stamp}`, `${label} Office ${stamp}`]) {
    const group = await (
      await page.request.post('/api/v1/groups', { headers: json(baseURL), data: { name, maxMembers: 10, season: { name: 'S1' } } })
    ).json();
    if (fixtures.length === 0) {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const listed = (await (await page.request.get(`/api/v1/football/competitions/9001/matches?from=${day(0)}&to=${day(10)}`)).json()) as {
        matches: Fixture[];
      };
      fixtures = listed.matches.filter((match) => Date.parse(match.utcDate) > Date.now() + 4 * 3_600_000).slice(0, 2);
      expect(fixtures).toHaveLength(2);
    }
    const week = await page.request.post(`/api/v1/groups/${group.id}/gameweeks`, {
      headers: json(baseURL),
      data: {
        deadline: inHours(3),
        matches: fixtures.map((fixture) => ({ kind: 'real', competitionId: 9001, apiMatchId: fixture.id, utcDate: fixture.utcDate })),
      },
    });
    expect(week.status()).toBe(201);
    groups.push({ id: group.id, name, gameweekId: (await week.json()).id });
  }
  return { groups: groups as [(typeof groups)[0], (typeof groups)[0]], fixtures: fixtures as [Fixture, Fixture] };
}

async function expectPhoneFit(page: Page) {
  expect(await horizontalOverflow(page)).toEqual([]);
  expect(await squeezedTeamNames(page)).toEqual([]);
}

const box = (page: Page, team: string) => page.getByLabel(`${team} score`, { exact: true });

test('on a phone, a player in two groups predicts a matchday once, from home, and sees it saved in both', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await createConfirmedUser(request, baseURL!, newUser('once'));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await phone.newPage();
  await signInAs(page, baseURL!, player);
  const { groups, fixtures } = await twoGroupsSharingAMatchday(page, baseURL!, 'Once');
  const [f1, f2] = fixtures;

  // Home: two fixtures in two groups are two predictions to make, not four.
  await page.goto('/');
  await expect(page.getByTestId('to-predict')).toHaveText(/You have 2 predictions to make/);
  await expectPhoneFit(page);
  await page.getByRole('link', { name: 'Predict', exact: true }).tap();

  // /predictions, each match once: each fixture one row, saving to both groups.
  await expect(page).toHaveURL(/\/predictions\?view=once$/);
  await expect(page.getByRole('button', { name: 'Each match once' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('score-card-match')).toHaveCount(2);
  await expect(
    page
      .getByText(`Saves to ${groups[1].name} and ${groups[0].name}`)
      .or(page.getByText(`Saves to ${groups[0].name} and ${groups[1].name}`)),
  ).toHaveCount(2);
  await expectPhoneFit(page);
  await expectAccessible(page);
  await box(page, f1.homeTeam.name).tap();
  await page.keyboard.type('2103');
  await expect(box(page, f2.awayTeam.name)).toHaveValue('3');
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/predictions')) saves.push(sent.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Submit Predictions' }).tap();
  await expect(page.getByText('Predictions have been saved!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Predictions Saved ✅' })).toBeVisible();
  // One request: the fixtures to the first group, copied by the server into the other.
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0]!)).toMatchObject({ alsoInMyOtherGroups: true });

  // By group: both groups' cards hold the same predictions, saved.
  await page.getByRole('button', { name: 'By group' }).tap();
  for (const group of groups) {
    const card = page.getByRole('region', { name: group.name });
    await expect(card.getByLabel(`${f1.homeTeam.name} score`, { exact: true })).toHaveValue('2');
    await expect(card.getByLabel(`${f1.awayTeam.name} score`, { exact: true })).toHaveValue('1');
    await expect(card.getByLabel(`${f2.homeTeam.name} score`, { exact: true })).toHaveValue('0');
    await expect(card.getByLabel(`${f2.awayTeam.name} score`, { exact: true })).toHaveValue('3');
    await expect(card.getByRole('button', { name: 'Predictions Saved ✅' })).toBeVisible();
  }
  await expectPhoneFit(page);

  await page.goto('/');
  await expect(page.getByTestId('to-predict')).toHaveText('No predictions to make right now.');
  await phone.close();
});

test('on a phone, the score card offers "Also save in my other groups", remembers the choice, and saves in both', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await createConfirmedUser(request, baseURL!, newUser('card'));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await phone.newPage();
  await signInAs(page, baseURL!, player);
  const { groups, fixtures } = await twoGroupsSharingAMatchday(page, baseURL!, 'Card');
  const [f1, f2] = fixtures;
  const [sunday, office] = groups;

  await page.goto(`/gameweek/${sunday.gameweekId}?tab=predictions`);
  const offer = page.getByTestId('also-save');
  await expect(offer).toContainText('Also save in my other groups (1)');
  await expect(offer).toContainText(office.name);
  const tick = page.getByRole('checkbox', { name: /Also save in my other groups/ });
  await expect(tick).not.toBeChecked(); // off until the player chooses
  await box(page, f1.homeTeam.name).tap();
  await page.keyboard.type('1122');
  await tick.tap();
  await expect(tick).toBeChecked();
  await expectPhoneFit(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Predictions' }).tap();
  await expect(page.getByText('Your predictions have been saved!')).toBeVisible();
  await expect(page.getByText(`Also saved in ${office.name}.`)).toBeVisible();

  // The other group's page shows them saved; its card offers the first group back, ticked as last chosen.
  await page.goto(`/gameweek/${office.gameweekId}?tab=predictions`);
  await expect(box(page, f1.homeTeam.name)).toHaveValue('1');
  await expect(box(page, f1.awayTeam.name)).toHaveValue('1');
  await expect(box(page, f2.homeTeam.name)).toHaveValue('2');
  await expect(box(page, f2.awayTeam.name)).toHaveValue('2');
  await expect(page.getByRole('button', { name: 'Predictions Saved ✅' })).toBeVisible();
  await expect(page.getByTestId('also-save')).toContainText(sunday.name);
  await expect(page.getByRole('checkbox', { name: /Also save in my other groups/ })).toBeChecked();
  await phone.close();
});

test('on a phone, two groups following the same demo league: the matchday ahead, predicted once, counts in both', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await createConfirmedUser(request, baseURL!, newUser('ahead'));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await phone.newPage();
  await signInAs(page, baseURL!, player);
  const stamp = Date.now();
  const ahead: Array<{ name: string; gameweekId: string }> = [];
  for (const name of [`Ahead Sunday ${stamp}`, `Ahead Office ${stamp}`]) {
    const group = await (
      await page.request.post('/api/v1/groups', { headers: json(baseURL!), data: { name, maxMembers: 10, season: { name: 'S1' } } })
    ).json();
    const followed = await page.request.put(`/api/v1/groups/${group.id}/competition`, {
      headers: json(baseURL!),
      data: { competitionId: 9001 },
    });
    expect((await followed.json()).created).toBe(2);
    const { gameweeks } = (await (await page.request.get(`/api/v1/groups/${group.id}/gameweeks`)).json()) as {
      gameweeks: Array<{ id: string; isActive: boolean }>;
    };
    ahead.push({ name, gameweekId: gameweeks.find((gameweek) => !gameweek.isActive)!.id });
  }
  const [sunday, office] = ahead as [(typeof ahead)[0], (typeof ahead)[0]];
  const { matches } = (await (await page.request.get(`/api/v1/gameweeks/${sunday.gameweekId}`)).json()) as {
    matches: Array<{ homeTeam: string; awayTeam: string }>;
  };

  await page.goto(`/gameweek/${sunday.gameweekId}?tab=predictions`);
  await expect(page.getByTestId('also-save')).toContainText(office.name);
  await box(page, matches[0]!.homeTeam).tap();
  await page.keyboard.type('1'.repeat(matches.length * 2));
  await page.getByRole('checkbox', { name: /Also save in my other groups/ }).tap();
  await page.getByRole('button', { name: 'Submit Predictions' }).tap();
  await expect(page.getByText(`Also saved in ${office.name}.`)).toBeVisible();
  await expectPhoneFit(page);

  await page.goto(`/gameweek/${office.gameweekId}?tab=predictions`);
  for (const match of matches) {
    await expect(box(page, match.homeTeam)).toHaveValue('1');
    await expect(box(page, match.awayTeam)).toHaveValue('1');
  }
  await phone.close();
});
