import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { crowdedTableHeaders, horizontalOverflow } from './support/fit';
import { jsonHeaders, localInput, moveServerClock } from './support/game';
import { type TestUser, createConfirmedUser, newUser, signInAs } from './support/users';

async function onPhone(browser: Browser, baseURL: string, user: TestUser, path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInAs(page, baseURL, user, path);
  return page;
}

const question = (page: Page, text: string) => page.getByTestId('bonus-question').filter({ hasText: text });

async function addQuestion(page: Page, fill: { text: string; kind: string; options?: string; points: string }) {
  await page.getByRole('button', { name: 'Add bonus question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bonus question' });
  await dialog.getByLabel('Question').fill(fill.text);
  await dialog.getByLabel('Type').selectOption({ label: fill.kind });
  if (fill.options) await dialog.getByLabel('Options, one per line').fill(fill.options);
  await dialog.getByLabel('Points for a right answer').fill(fill.points);
  await dialog.getByLabel('Answers close', { exact: true }).fill(localInput(2));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(question(page, fill.text)).toBeVisible();
}

async function answer(page: Page, text: string, value: string) {
  const card = question(page, text);
  const field = card.getByLabel('Your answer');
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
  // The toast of an earlier answer may still show: wait for this answer's own save, then its toast.
  const saved = page.waitForResponse((response) => response.url().endsWith('/answer') && response.request().method() === 'PUT');
  await card.getByRole('button', { name: 'Save answer' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your answer has been saved.').last()).toBeVisible();
}

test('bonus questions on a phone: asked, answered in secret, settled after the deadline, and counted in the table', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [owner, ada, bo] = [
    await createConfirmedUser(request, baseURL!, newUser('chair')),
    await createConfirmedUser(request, baseURL!, newUser('ada')),
    await createConfirmedUser(request, baseURL!, newUser('bo')),
  ];
  const admin = await onPhone(browser, baseURL!, owner, '/');
  const group = await (
    await admin.request.post('/api/v1/groups', {
      headers: jsonHeaders(baseURL!),
      data: { name: `Bonus ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  const seasonPage = `/season/${group.activeSeason.id}?tab=bonus`;
  const players: Page[] = [];
  for (const user of [ada, bo]) {
    const page = await onPhone(browser, baseURL!, user, '/');
    expect((await page.request.post(`/api/v1/groups/${group.id}/join`, { headers: jsonHeaders(baseURL!), data: {} })).status()).toBe(200);
    await page.goto(seasonPage);
    players.push(page);
  }
  const [adaPage, boPage] = players as [Page, Page];

  // The admin asks two questions on the season page.
  await admin.goto(seasonPage);
  await expect(admin.getByText('No bonus questions yet.')).toBeVisible();
  await addQuestion(admin, { text: 'Who wins the league?', kind: 'One of a list', options: 'Arsenal\nChelsea\nLiverpool', points: '5' });
  await addQuestion(admin, { text: 'How many goals in the final?', kind: 'A number', points: '3' });

  // Each player answers; nobody sees the other's answers before the deadline.
  await adaPage.reload();
  await answer(adaPage, 'Who wins the league?', 'Arsenal');
  await answer(adaPage, 'How many goals in the final?', '3');
  await boPage.reload();
  await answer(boPage, 'Who wins the league?', 'Chelsea');
  await answer(boPage, 'How many goals in the final?', '5');
  await adaPage.reload();
  await expect(question(adaPage, 'Who wins the league?').getByLabel('Your answer')).toHaveValue('Arsenal');
  await expect(adaPage.getByTestId('bonus-answer')).toHaveCount(0);
  await expect(adaPage.getByText('Answers are shown once the deadline has passed.').first()).toBeVisible();
  await expectAccessible(adaPage);

  // The deadline passes: everyone's answers show, and the admin settles both questions.
  for (const page of [admin, adaPage]) await moveServerClock(page, 3);
  await adaPage.reload();
  await expect(question(adaPage, 'Who wins the league?').getByTestId('bonus-answer')).toHaveText([/Arsenal/, /Chelsea/]);
  await admin.reload();
  await question(admin, 'Who wins the league?').getByRole('button', { name: 'Settle' }).click();
  const settleList = admin.getByRole('dialog', { name: 'Settle' });
  await settleList.getByLabel('Choose an option').selectOption('Arsenal');
  await settleList.getByRole('button', { name: 'Settle' }).click();
  await expect(question(admin, 'Who wins the league?')).toContainText('Right answer: Arsenal');
  await question(admin, 'How many goals in the final?').getByRole('button', { name: 'Settle' }).click();
  const settleNumber = admin.getByRole('dialog', { name: 'Settle' });
  await settleNumber.getByLabel('The real number').fill('4');
  await settleNumber.getByRole('button', { name: 'Settle' }).click();
  // 3 and 5 are equally close to 4: both win.
  await expect(question(admin, 'How many goals in the final?').getByText('+3')).toHaveCount(2);
  expect(await horizontalOverflow(admin)).toEqual([]);
  await expectAccessible(admin);

  // The table has a Bonus column, and the points are in the totals and the order.
  await adaPage.goto(`/group/${group.id}?tab=table`);
  await expect(adaPage.getByRole('columnheader', { name: 'Bonus' })).toBeVisible();
  const rows = adaPage.getByTestId('leaderboard-row');
  await expect(rows.first()).toContainText(ada.username);
  await expect(rows.first()).toContainText('8');
  // A settled question gives points as a result does: the table ranks.
  await expect(rows.first().getByRole('cell').first()).toHaveText('1');
  expect(await crowdedTableHeaders(adaPage)).toEqual([]);
  await expect(rows.filter({ hasText: bo.username })).toContainText('3');
  expect(await horizontalOverflow(adaPage)).toEqual([]);

  // The season's own table, on the season page: the same points, with its Bonus column and the tiebreak line.
  await adaPage.goto(`/season/${group.activeSeason.id}?tab=table`);
  const seasonTable = adaPage.getByRole('tabpanel', { name: 'Table' });
  await expect(seasonTable.getByRole('heading', { name: 'Season table: S1' })).toBeVisible();
  await expect(seasonTable.getByRole('columnheader', { name: 'Bonus' })).toBeVisible();
  const seasonRows = seasonTable.getByTestId('leaderboard-row');
  await expect(seasonRows.first()).toContainText(ada.username);
  await expect(seasonRows.first().getByRole('cell').first()).toHaveText('1');
  await expect(seasonRows.first()).toContainText('8');
  await expect(seasonTable.getByTestId('ties')).toHaveText('Ties: more exact scores, then more right results, then the earlier join.');
  expect(await crowdedTableHeaders(adaPage)).toEqual([]);
  expect(await horizontalOverflow(adaPage)).toEqual([]);
  await expectAccessible(adaPage);
});

test('an admin of a group following a league fills a list with its teams and lets the final table settle it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const admin = await onPhone(browser, baseURL!, await createConfirmedUser(request, baseURL!, newUser('league')), '/');
  const headers = jsonHeaders(baseURL!);
  const group = await (
    await admin.request.post('/api/v1/groups', { headers, data: { name: `League ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } } })
  ).json();
  const { competitions } = await (await admin.request.get('/api/v1/football/competitions')).json();
  const league = competitions[0] as { id: number; name: string };
  expect(
    (await admin.request.put(`/api/v1/groups/${group.id}/competition`, { headers, data: { competitionId: league.id } })).status(),
  ).toBe(200);

  await admin.goto(`/season/${group.activeSeason.id}?tab=bonus`);
  await admin.getByRole('button', { name: 'Add bonus question' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add bonus question' });
  await dialog.getByLabel('Question').fill('Who wins the league?');
  await dialog.getByRole('button', { name: "Load the competition's teams" }).click();
  const options = dialog.getByLabel('Options, one per line');
  await expect(options).not.toHaveValue('');
  const teams = (await options.inputValue()).split('\n');
  expect(teams.length).toBeGreaterThan(3);
  await dialog.getByLabel('Settle automatically from the final table').check();
  await dialog.getByLabel('Answers close', { exact: true }).fill(localInput(2));
  expect(await horizontalOverflow(admin)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = (await (await admin.request.get(`/api/v1/seasons/${group.activeSeason.id}/bonus-questions`)).json()).questions[0];
  expect(saved).toMatchObject({ kind: 'list', options: teams, settlesFrom: league.id });
  await expect(question(admin, 'Who wins the league?').getByLabel('Your answer')).toContainText(teams[0]!);
});
