import { type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminAndMemberWithAGameweek, jsonHeaders } from './support/game';
import { createConfirmedUser, newUser, signInAs } from './support/users';

/** A third browser: a signed-in user who is in no group. */
async function outsiderPage(page: Page, request: Parameters<typeof createConfirmedUser>[0], baseURL: string) {
  const outsider = await createConfirmedUser(request, baseURL, newUser('outsider'));
  await signInAs(page, baseURL, outsider);
  return page;
}

test('a non-member on a season or gameweek page sees the not-member view, and "Go to Group" leads to the group', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { group, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['owner', 'mate'],
    groupName: 'Closed Doors',
    matches: [['Reds', 'Blues', 3]],
  });
  const outsider = await outsiderPage(page, request, baseURL!);

  await outsider.goto(`/season/${group.activeSeason.id}`);
  await expect(outsider.getByRole('heading', { name: 'You are not a member of this group.' })).toBeVisible();
  await expect(outsider.getByText('Error loading season data')).toHaveCount(0);
  await expectAccessible(outsider);
  await outsider.getByRole('link', { name: 'Go to Group' }).click();
  await expect(outsider).toHaveURL(new RegExp(`/group/${group.id}$`));
  await expect(outsider.getByRole('button', { name: 'Join Group' })).toBeVisible();

  await outsider.goto(`/gameweek/${gameweek.id}`);
  await expect(outsider.getByRole('heading', { name: 'You are not a member of this group.' })).toBeVisible();
  await outsider.getByRole('link', { name: 'Go to Group' }).click();
  await expect(outsider).toHaveURL(new RegExp(`/group/${group.id}$`));
});

test('an admin who is not the owner sees no "Edit"; a member of a group without gameweeks sees one empty state', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const owner = await createConfirmedUser(request, baseURL!, newUser('owner'));
  await signInAs(page, baseURL!, owner);
  const group = await (
    await page.request.post('/api/v1/groups', {
      headers: jsonHeaders(baseURL!),
      data: { name: `Empty Season ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  const helper = await createConfirmedUser(request, baseURL!, newUser('helper'));
  const helperPage = await (await browser.newContext()).newPage();
  await signInAs(helperPage, baseURL!, helper);
  await helperPage.request.post(`/api/v1/groups/${group.id}/join`, { headers: jsonHeaders(baseURL!), data: {} });

  // Still a plain member: "No gameweeks yet." once, and no call to create one.
  await helperPage.goto(`/group/${group.id}`);
  await expect(helperPage.getByText('No gameweeks yet.')).toHaveCount(1);
  await expect(helperPage.getByText("You haven't created a gameweek yet")).toHaveCount(0);

  // Made an admin: the group menu has no "Edit" (updating the group is the owner's).
  const me = await (await helperPage.request.get('/api/v1/me')).json();
  await page.request.patch(`/api/v1/groups/${group.id}/members/${me.id}`, { headers: jsonHeaders(baseURL!), data: { isAdmin: true } });
  await helperPage.reload();
  await helperPage.getByRole('button', { name: 'Group menu' }).click();
  await expect(helperPage.getByRole('menuitem', { name: 'Leave group' })).toBeVisible();
  await expect(helperPage.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await helperPage.keyboard.press('Escape');

  // The owner does see it.
  await page.goto(`/group/${group.id}`);
  await page.getByRole('button', { name: 'Group menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
});

test('score buttons name the teams as they are written', async ({ browser, request, baseURL }) => {
  const { member, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['host', 'guest'],
    groupName: 'Names',
    matches: [['Yarmouth Bay', 'Upton Rovers', 3]],
  });
  await member.page.goto(`/gameweek/${gameweek.id}`);
  await member.page.getByRole('tab', { name: 'Predictions' }).click();
  await expect(member.page.getByRole('button', { name: 'Increase Yarmouth Bay score', exact: true })).toBeVisible();
  await expect(member.page.getByRole('button', { name: 'Decrease Upton Rovers score', exact: true })).toBeVisible();
});
