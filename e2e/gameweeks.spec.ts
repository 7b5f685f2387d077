import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { horizontalOverflow } from './support/fit';
import { localInput, moveServerClock } from './support/game';
import { createConfirmedUser, signInAs } from './support/users';

test('an admin creates a gameweek with demo-league and custom matches, edits it, locks and unlocks it, and enters a custom final score', async ({
  page,
  request,
  baseURL,
}) => {
  // A long journey (about 20 s alone, over 30 s beside another worker on 2 cores), like the other whole-flow specs.
  test.setTimeout(90_000);
  const admin = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, admin, '/create-group');
  await page.getByLabel('Group name').fill('Matchday Mates');
  await page.getByRole('button', { name: 'Create Group' }).click();
  // One empty state: the admin's call to create the first gameweek, not also "No gameweeks yet.".
  await expect(page.getByText("You haven't created a gameweek yet")).toBeVisible();
  await expect(page.getByText('No gameweeks yet.')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Season' }).click();
  await page.getByRole('link', { name: '+ Add Gameweek' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 1' })).toBeVisible();
  await page.getByLabel('Deadline', { exact: true }).fill(localInput(2));
  await page.getByLabel('League').selectOption({ index: 1 });
  const fixtures = page.getByRole('list', { name: 'Available matches' }).getByRole('button');
  await expect(fixtures.first()).toBeVisible();
  await fixtures.nth(0).click();
  await fixtures.nth(1).click();
  await expect(fixtures.nth(0)).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Custom Match').check();
  await page.getByLabel('Home Team').fill('Office XI');
  await page.getByLabel('Away Team').fill('Warehouse FC');
  await page.getByLabel('Match Time', { exact: true }).fill(localInput(1));
  await page.getByRole('button', { name: 'Add Match' }).click();
  await expect(page.getByText('Match time cannot be earlier than the deadline.')).toBeVisible();
  await page.getByLabel('Match Time', { exact: true }).fill(localInput(30));
  await page.getByRole('button', { name: 'Add Match' }).click();
  await expect(page.getByRole('heading', { name: 'Matches (3)' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Gameweek' }).click();

  await expect(page).toHaveURL(/\/gameweek\//);
  await expect(page.getByRole('heading', { name: /Gameweek 1/ })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('match')).toHaveCount(3);
  await expect(page.getByText('Office XI')).toBeVisible();
  // Under 24 hours to go: hours, minutes and seconds, ticking.
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toHaveText(/Deadline in 1h 5\dm \d+s|Deadline in 2h 0m \d+s/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before!, { timeout: 3_000 });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Gameweek menu' }).click();
  await page.getByRole('menuitem', { name: 'Lock' }).click();
  await expect(page.getByText('Gameweek locked status changed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Locked' })).toBeVisible();
  await page.getByRole('button', { name: 'Gameweek menu' }).click();
  await page.getByRole('menuitem', { name: 'Unlock' }).click();
  await expect(page.getByRole('img', { name: 'Locked' })).toBeHidden();

  // Edit mode while unlocked: "Remove" queues the removal until "Update Gameweek", which asks first.
  await page.getByRole('button', { name: 'Edit' }).click();
  const firstMatch = page.getByTestId('match').filter({ hasNotText: 'Office XI' }).first();
  const firstHome = (await firstMatch.locator('span').first().textContent())!.trim();
  await firstMatch.getByRole('button', { name: 'Remove' }).click();
  await expect(firstMatch.getByText('Will be removed')).toBeVisible();
  await expect(page.getByTestId('match')).toHaveCount(3);
  await firstMatch.getByRole('button', { name: 'Keep' }).click();
  await expect(page.getByText('Will be removed')).toBeHidden();
  await firstMatch.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Update Gameweek' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove 1 match?' });
  await expect(confirm).toContainText("Everyone's predictions for them will be deleted too.");
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('match')).toHaveCount(2);
  await expect(page.getByTestId('match').filter({ hasText: firstHome })).toHaveCount(0);

  // The add-matches page: "Cancel Changes" restores the saved deadline exactly; then add and remove matches.
  await page.getByRole('link', { name: 'Add matches' }).click();
  await expect(page).toHaveURL(/\/add-matches$/);
  const deadlineField = page.getByLabel('Deadline', { exact: true });
  const savedDeadline = await deadlineField.inputValue();
  await deadlineField.fill(localInput(3));
  await page.getByRole('button', { name: 'Cancel Changes' }).click();
  await expect(deadlineField).toHaveValue(savedDeadline);
  await page.getByRole('button', { name: 'Remove Office XI vs Warehouse FC' }).click();
  await expect(page.getByText('Will be removed')).toBeVisible();
  await page.getByLabel('Custom Match').check();
  await page.getByLabel('Home Team').fill('Accounts United');
  await page.getByLabel('Away Team').fill('Sales Rovers');
  await page.getByLabel('Match Time', { exact: true }).fill(localInput(28));
  await page.getByRole('button', { name: 'Add Match' }).click();
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Update Gameweek' }).click();
  await expect(page).toHaveURL(/\/gameweek\/[^/]+$/);
  await expect(page.getByTestId('match')).toHaveCount(2);
  await expect(page.getByText('Accounts United')).toBeVisible();
  await expect(page.getByText('Office XI')).toBeHidden();

  // Once locked, the admin enters the custom match's final score.
  await page.getByRole('button', { name: 'Gameweek menu' }).click();
  await page.getByRole('menuitem', { name: 'Lock' }).click();
  await expect(page.getByRole('img', { name: 'Locked' })).toBeVisible();
  // Before kick-off there is no final score to enter; 30 hours on (this browser's server clock) there is.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('match').filter({ hasText: 'Accounts United' })).toContainText('Score after kick-off');
  await expect(page.getByLabel('Final score of Accounts United', { exact: true })).toHaveCount(0);
  await moveServerClock(page, 30);
  await page.reload();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Final score of Accounts United', { exact: true }).fill('2');
  await page.getByLabel('Final score of Sales Rovers', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Save Scores' }).click();
  await expect(page.getByText('Final scores have been saved!')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('match').filter({ hasText: 'Accounts United' })).toContainText('2 - 1');
  // With a result in (and the deadline gone) the menu offers no Lock or Unlock: only what the server allows.
  await page.getByRole('button', { name: 'Gameweek menu' }).click();
  // The menu first (its code may still be loading): a count of 0 before it opens would prove nothing, and an
  // Escape before it opens would leave it open over the page.
  await expect(page.getByRole('menuitem', { name: 'Go to group' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Unlock' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Lock' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Go to group' })).toBeHidden();

  await page.getByRole('button', { name: 'Gameweek menu' }).click();
  await page.getByRole('menuitem', { name: 'Go to group' }).click();
  await page.getByRole('tab', { name: 'Season' }).click();
  await expect(page.getByRole('link', { name: /^Gameweek 1 Locked Active/ })).toBeVisible();
});

test('more than a day before the deadline the countdown shows days', async ({ page, request, baseURL }) => {
  const admin = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, admin);
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const group = await (
    await page.request.post('/api/v1/groups', { headers, data: { name: 'Countdown FC', maxMembers: 10, season: { name: 'S1' } } })
  ).json();
  const deadline = new Date(Date.now() + (2 * 24 + 5) * 3_600_000).toISOString();
  const matchTime = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
  const gameweek = await (
    await page.request.post(`/api/v1/groups/${group.id}/gameweeks`, {
      headers,
      data: { deadline, matches: [{ kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime }] },
    })
  ).json();
  await page.goto(`/gameweek/${gameweek.id}`);
  await expect(page.getByTestId('countdown')).toHaveText(/^Deadline in 2d [45]h \d+m$/);
});

test('the season page shows the season, its gameweeks, and lets the season admin set the end date', async ({ page, request, baseURL }) => {
  const admin = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, admin);
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const group = await (
    await page.request.post('/api/v1/groups', {
      headers,
      data: { name: 'Season Tickets', maxMembers: 10, season: { name: 'Autumn League' } },
    })
  ).json();
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  await page.request.post(`/api/v1/groups/${group.id}/gameweeks`, {
    headers,
    data: { deadline: inHours(5), matches: [{ kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: inHours(6) }] },
  });

  await page.goto(`/group/${group.id}`);
  await page.getByRole('button', { name: 'Group menu' }).click();
  await page.getByRole('menuitem', { name: 'Gameweek 1' }).click();
  await expect(page).toHaveURL(/\/gameweek\//);
  await page.goBack();
  await page.getByRole('tab', { name: 'Season' }).click();
  await page.getByRole('link', { name: 'Autumn League' }).click();
  await expect(page).toHaveTitle('Autumn League | Scoreline');
  await expect(page.getByText('TBD')).toBeVisible();
  await expect(page.getByText('—')).toBeVisible();
  await page.getByRole('tab', { name: 'Gameweeks' }).click();
  await expect(page.getByRole('link', { name: /Gameweek 1/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Season menu' }).click();
  await page.getByRole('menuitem', { name: 'Set end date' }).click();
  const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('dialog').getByLabel('End date', { exact: true }).fill(end.split('-').reverse().join('/'));
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The season end date has been set.')).toBeVisible();
  // A future end date: the season stays active until that day has passed, here and on the group page alike.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Autumn League\s*Active$/);
  await expect(page.getByText(new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(new Date(`${end}T00:00:00Z`)))).toBeVisible();
  await page.getByRole('button', { name: 'Season menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Set end date' })).toBeHidden();
  await page.keyboard.press('Escape');
  await page.goto(`/group/${group.id}?tab=season`);
  await expect(page.getByRole('region', { name: 'Season', exact: true }).getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '+ Add Gameweek' })).toBeVisible();
});

test.describe('in a US-English browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('the deadline picker reads dd/mm/yyyy with a 24-hour clock in the player’s zone, typed or picked from the calendar', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await createConfirmedUser(request, baseURL!);
    await signInAs(page, baseURL!, admin);
    const group = await (
      await page.request.post('/api/v1/groups', {
        headers: { origin: baseURL!, 'content-type': 'application/json' },
        data: { name: 'Picker FC', maxMembers: 10, season: { name: 'S1' } },
      })
    ).json();
    await page.goto(`/group/${group.id}/create-gameweek`);
    const deadline = page.getByLabel('Deadline', { exact: true });

    await deadline.fill('12/31/26 9pm');
    await deadline.blur();
    await expect(page.getByText('Enter the date and time as dd/mm/yyyy hh:mm (24-hour).')).toBeVisible();

    await page.getByRole('button', { name: 'Choose “Deadline” from a calendar' }).click();
    await page.getByRole('button', { name: /next month/i }).click();
    await page.getByRole('gridcell', { name: '15' }).getByRole('button').click();
    await page.getByLabel('Hour').selectOption('21');
    await page.getByLabel('Minute').selectOption('30');
    await page.getByRole('button', { name: 'Done' }).click();

    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const expected = `15/${String(next.getMonth() + 1).padStart(2, '0')}/${next.getFullYear()} 21:30`;
    await expect(deadline).toHaveValue(expected);
    await expect(page.getByText('Enter the date and time as dd/mm/yyyy hh:mm (24-hour).')).toBeHidden();
    await expectAccessible(page);
  });
});

test.describe('a German player in Berlin, on a browser in New York', () => {
  test.use({ locale: 'de-DE', timezoneId: 'America/New_York', viewport: { width: 360, height: 800 } });

  test('types the deadline and a kick-off as dd.mm.yyyy hh:mm in their own zone, and reads them back so', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await createConfirmedUser(request, baseURL!);
    await signInAs(page, baseURL!, admin);
    const headers = { origin: baseURL!, 'content-type': 'application/json' };
    expect((await page.request.patch('/api/v1/me', { headers, data: { locale: 'de', timeZone: 'Europe/Berlin' } })).status()).toBe(200);
    const group = await (
      await page.request.post('/api/v1/groups', { headers, data: { name: 'Zeitzonen FC', maxMembers: 10, season: { name: 'S1' } } })
    ).json();
    await page.goto(`/group/${group.id}/create-gameweek`);

    const deadline = page.getByLabel('Tippschluss', { exact: true });
    await expect(deadline).toHaveAttribute('placeholder', 'TT.MM.JJJJ hh:mm');
    await deadline.fill('25/11/2030 21:00');
    await deadline.blur();
    await expect(page.getByText('Gib Datum und Uhrzeit als TT.MM.JJJJ hh:mm ein (24 Stunden).')).toBeVisible();
    await deadline.fill('25.11.2030 21:00');
    await page.getByLabel('Eigenes Spiel').check();
    await page.getByLabel('Heimteam').fill('Borussia Mönchengladbach');
    await page.getByLabel('Gastteam').fill('Eintracht Braunschweig');
    await page.getByLabel('Anstoßzeit', { exact: true }).fill('25.11.2030 21:30');
    await page.getByRole('button', { name: 'Spiel hinzufügen' }).click();
    // The picked match's kick-off, shown in Berlin's time (New York's would read 15:30).
    await expect(page.getByText('25.11.2030, 21:30')).toBeVisible();
    // The calendar speaks German.
    await page.getByRole('button', { name: '„Tippschluss“ im Kalender wählen' }).click();
    await expect(page.getByText('November 2030')).toBeVisible();
    await expect(page.getByText('Mo', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Fertig' }).click();
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.getByRole('button', { name: 'Spieltag erstellen' }).click();

    await expect(page).toHaveURL(/\/gameweek\//);
    const gameweek = await (await page.request.get(`/api/v1/gameweeks/${page.url().split('/').pop()}`)).json();
    expect(gameweek.deadline).toBe('2030-11-25T20:00:00.000Z');
    expect(gameweek.matches[0].matchTime).toBe('2030-11-25T20:30:00.000Z');
    await expect(page.getByTestId('countdown')).toContainText('Tippschluss in');
    await page.goto(`/gameweek/${gameweek.id}/add-matches`);
    await expect(page.getByLabel('Tippschluss', { exact: true })).toHaveValue('25.11.2030 21:00');
  });
});

test('a team picked twice (two rounds of fixtures, or a custom match) is named in a warning, and the admin can go on', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const admin = await createConfirmedUser(request, baseURL!);
  await signInAs(page, baseURL!, admin, '/create-group');
  await page.getByLabel('Group name').fill('Double Headers');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await page.getByRole('tab', { name: 'Season' }).click();
  await page.getByRole('link', { name: '+ Add Gameweek' }).click();
  await page.getByLabel('Deadline', { exact: true }).fill(localInput(2));
  await page.getByLabel('League').selectOption({ index: 1 });
  // One team's fixtures over the next two weeks: two rounds, so the team plays in each.
  const team = page.getByLabel('Team (optional)');
  await expect(team.locator('option')).not.toHaveCount(1);
  await team.selectOption({ index: 1 });
  const teamName = (await team.locator('option:checked').textContent())!.trim();
  const fixtures = page.getByRole('list', { name: 'Available matches' }).getByRole('button');
  await expect(fixtures.nth(1)).toBeVisible();
  const warning = page.getByRole('status').filter({ hasText: 'plays twice in this gameweek' });
  await fixtures.nth(0).click();
  await expect(warning).toHaveCount(0);
  await fixtures.nth(1).click();
  await expect(warning).toHaveText(`${teamName} plays twice in this gameweek`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/team-twice-warning-390.png', fullPage: true });
  await expectAccessible(page);

  // The warning does not stop the admin: the gameweek is created with both fixtures.
  await page.getByRole('button', { name: 'Create Gameweek' }).click();
  await expect(page).toHaveURL(/\/gameweek\//);
  await expect(page.getByTestId('match')).toHaveCount(2);

  // Adding matches later: one fixture removed clears the warning, a custom match naming the team brings it back.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('link', { name: 'Add matches' }).click();
  await expect(warning).toHaveText(`${teamName} plays twice in this gameweek`);
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(warning).toHaveCount(0);
  await page.getByLabel('Custom Match').check();
  await page.getByLabel('Home Team').fill(teamName.toUpperCase());
  await page.getByLabel('Away Team').fill('Sunday League XI');
  await page.getByLabel('Match Time', { exact: true }).fill(localInput(30));
  await page.getByRole('button', { name: 'Add Match' }).click();
  await expect(warning).toHaveText(`${teamName} plays twice in this gameweek`);
});
