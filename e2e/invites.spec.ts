import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { horizontalOverflow } from './support/fit';
import { jsonHeaders } from './support/game';
import { waitForMail } from './support/mail';
import { createConfirmedUser, newUser, signInAs } from './support/users';

test('an owner copies an invite link; a new visitor opens it signed out, registers, signs in and lands in the group', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000); // registers and confirms an account through the mail, beside another journey
  const owner = await createConfirmedUser(request, baseURL!, newUser('inviter'));
  const ownerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, baseURL!, owner);
  const name = `Invited ${Date.now()}`;
  const group = await (
    await ownerPage.request.post('/api/v1/groups', {
      headers: jsonHeaders(baseURL!),
      data: { name, isPublic: false, pin: '2468', maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  await ownerPage.goto(`/group/${group.id}?tab=members`);
  await ownerPage.getByRole('button', { name: 'Create invite link' }).click();
  await expect(ownerPage.getByText('Invite link copied!')).toBeVisible();
  const link = await ownerPage.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/invite/[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`));
  await expect(ownerPage.getByRole('list', { name: 'Active invite links' })).toContainText('Invite link · 0 joined · expires');
  for (const width of [390, 1366]) {
    await ownerPage.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(ownerPage), `members tab at ${width} px`).toEqual([]);
  }

  // A visitor, signed out: the group and who invited, then "Create account".
  const visitor = newUser('invitee');
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`${owner.username} invited you to join`)).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(page.getByText('Private group')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Username').fill(visitor.username);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByLabel('Confirm password').fill(visitor.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // The confirmation email opens in the same browser (a new tab), and the visitor signs in there.
  const mail = await waitForMail(visitor.email, 'Confirm your Scoreline account');
  const tab = await page.context().newPage();
  await tab.goto(mail.links.find((href) => href.includes('/verify-email'))!);
  await expect(tab).toHaveURL(/\/login/);
  await tab.getByLabel('Email').fill(visitor.email);
  await tab.getByLabel('Password', { exact: true }).fill(visitor.password);
  await tab.getByRole('button', { name: 'Sign In' }).click();
  await expect(tab).toHaveURL(new RegExp(`/invite/`));
  await expect(tab.getByRole('heading', { name })).toBeVisible();
  await expect(tab.getByText(`${owner.username} invited you to join`)).toBeVisible();
  await expect(tab.getByText('1 of 10 members')).toBeVisible();
  await expectAccessible(tab);
  await tab.getByRole('button', { name: 'Join Group' }).click();
  await expect(tab).toHaveURL(new RegExp(`/group/${group.id}`));
  await expect(tab.getByText(`Welcome to ${name}!`)).toBeVisible();
  const detail = await (await tab.request.get(`/api/v1/groups/${group.id}`)).json();
  expect(detail.viewer.isMember).toBe(true);
});

test('a visitor with an account opens a link signed out, sees the group and who invited, signs in and joins', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await createConfirmedUser(request, baseURL!, newUser('host'));
  const ownerPage = await (await browser.newContext()).newPage();
  await signInAs(ownerPage, baseURL!, owner);
  const name = `Signed out ${Date.now()}`;
  const headers = jsonHeaders(baseURL!);
  const group = await (
    await ownerPage.request.post('/api/v1/groups', { headers, data: { name, isPublic: true, maxMembers: 10, season: { name: 'S1' } } })
  ).json();
  const invite = await (await ownerPage.request.post(`/api/v1/groups/${group.id}/invites`, { headers, data: {} })).json();

  const friend = await createConfirmedUser(request, baseURL!, newUser('friend'));
  const page = await (await browser.newContext()).newPage();
  await page.goto(invite.url);
  const card = page.getByTestId('invitation');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card).toContainText(`${owner.username} invited you to join`);
  await expect(card).toContainText('Public group');
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await horizontalOverflow(page), `signed-out invitation at ${width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/screens/invitation-signed-out-${width}.png`, fullPage: true });
  }
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in, or create an account, to accept your invitation.')).toBeVisible();
  await page.getByLabel('Email').fill(friend.email);
  await page.getByLabel('Password', { exact: true }).fill(friend.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new URL(invite.url).pathname);
  await expect(card).toContainText(`${owner.username} invited you to join`);
  await expect(card).toContainText('1 of 10 members');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: 'test-results/screens/invitation-signed-in-390.png', fullPage: true });
  await card.getByRole('button', { name: 'Join Group' }).click();
  await expect(page).toHaveURL(new RegExp(`/group/${group.id}`));

  // A link that names nothing says so signed out too.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/invite/${invite.id}.${'A'.repeat(43)}`);
  await expect(stranger.getByText('This invite link is not valid.')).toBeVisible();
});

test('an admin’s placeholder is claimed by a new player, whose table row then shows the placeholder’s points', async ({
  browser,
  request,
  baseURL,
}) => {
  const owner = await createConfirmedUser(request, baseURL!, newUser('claimowner'));
  const ownerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, baseURL!, owner);
  const headers = jsonHeaders(baseURL!);
  const group = await (
    await ownerPage.request.post('/api/v1/groups', {
      headers,
      data: { name: `Claims ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  const ghost = await (
    await ownerPage.request.post(`/api/v1/groups/${group.id}/placeholder-members`, { headers, data: { username: 'Ghost' } })
  ).json();
  // Ghost gets 7 points from an admin's edit of the table.
  const edited = await ownerPage.request.put(`/api/v1/groups/${group.id}/leaderboard`, {
    headers,
    data: { rows: [{ userId: ghost.id, totalPoints: 7 }] },
  });
  expect(edited.status()).toBe(200);

  await ownerPage.goto(`/group/${group.id}?tab=members`);
  await ownerPage.getByRole('button', { name: 'Options for Ghost' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Create claim link' }).click();
  await expect(ownerPage.getByText('Claim link copied!')).toBeVisible();
  const link = await ownerPage.evaluate(() => navigator.clipboard.readText());

  const player = await createConfirmedUser(request, baseURL!, newUser('claimer'));
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, baseURL!, player, new URL(link).pathname);
  await expect(page.getByText('You become Ghost')).toBeVisible();
  await page.getByRole('button', { name: 'Become Ghost' }).click();
  await expect(page).toHaveURL(new RegExp(`/group/${group.id}`));
  await page.goto(`/group/${group.id}/leaderboards`);
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText('7');
  await expect(page.getByRole('row').filter({ hasText: 'Ghost' })).toHaveCount(0);
});
