import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createConfirmedUser, signInAs } from './support/users';

const ICON = path.join(import.meta.dirname, 'fixtures', 'group-icon.jpg');

async function typePin(page: Page, pin: string, label = 'PIN') {
  for (const [index, digit] of [...pin].entries()) await page.getByLabel(`${label} digit ${index + 1}`).fill(digit);
}

test('a private group from creation to deletion', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const friendContext = await browser.newContext();
  await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const owner = await ownerContext.newPage();
  const friend = await friendContext.newPage();
  const ownerUser = await createConfirmedUser(ownerContext.request, baseURL!);
  const friendUser = await createConfirmedUser(friendContext.request, baseURL!);

  // The owner creates a private group with an icon.
  await signInAs(owner, baseURL!, ownerUser, '/groups');
  await expect(owner.getByText("You're not part of any groups yet!")).toBeVisible();
  await expectAccessible(owner);
  await owner.getByRole('link', { name: 'Create Group' }).click();
  await expect(owner).toHaveTitle('Create group | Scoreline');
  await owner.getByRole('button', { name: 'Create Group' }).click();
  await expect(owner.getByRole('alert')).toHaveText('Please enter a name for your group.');
  await owner.getByLabel('Group name').fill('Five-a-side Fridays');
  await owner.getByLabel('Group icon').setInputFiles(ICON);
  await owner.getByLabel('Private: Invite only').check();
  await owner.getByRole('button', { name: 'Create Group' }).click();
  await expect(owner.getByRole('alert')).toHaveText('Please enter a PIN for your private group.');
  await typePin(owner, '2580', 'Group PIN');
  await expect(owner.getByLabel('Season name')).toHaveValue('Season 1');
  await expect(owner.getByLabel('End date', { exact: true })).toBeDisabled();
  await owner.getByLabel('Description').fill('Friday night football and predictions');
  await expectAccessible(owner);
  await owner.getByRole('button', { name: 'Create Group' }).click();

  await expect(owner.getByRole('heading', { name: 'Five-a-side Fridays' })).toBeVisible();
  await expect(owner).toHaveTitle('Five-a-side Fridays | Scoreline');
  const groupUrl = owner.url();
  const icon = owner.getByRole('img', { name: 'Five-a-side Fridays icon' });
  await expect(icon).toHaveAttribute('src', /\/media\/group-icons\/.+\.webp$/);
  await owner.getByRole('tab', { name: 'About' }).click();
  await expect(owner.getByText('Classic: 3 points for an exact score')).toBeVisible();
  await expect(owner.getByText('Private: Invite only')).toBeVisible();
  await owner.getByRole('tab', { name: 'Season' }).click();
  await expect(owner.getByRole('link', { name: 'Season 1' })).toBeVisible();
  await expect(owner.getByText('TBD')).toBeVisible();
  await owner.getByRole('button', { name: 'Copy link' }).click();
  await expect(owner.getByText('Group link copied!')).toBeVisible();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(groupUrl);
  await expectAccessible(owner);

  // A friend opens the link, gets the PIN wrong, then right.
  await signInAs(friend, baseURL!, friendUser, new URL(groupUrl).pathname);
  await expect(friend.getByText("You're not part of this group yet")).toBeVisible();
  await expect(friend.getByRole('heading', { name: /^Members/ })).toBeHidden();
  await friend.getByRole('button', { name: 'Join Group' }).click();
  await typePin(friend, '1111');
  await friend.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(friend.getByRole('alert')).toHaveText('Incorrect PIN. Try again.');
  await typePin(friend, '2580');
  await friend.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(friend.getByText('Successfully joined group!')).toBeVisible();
  await friend.getByRole('tab', { name: 'Members' }).click();
  await expect(friend.getByRole('heading', { name: 'Members (2)' })).toBeVisible();

  // The owner makes the friend an admin and adds a placeholder member.
  await owner.reload();
  await owner.getByRole('tab', { name: 'Members' }).click();
  await expect(owner.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  await owner.getByRole('button', { name: `Options for ${friendUser.username}` }).click();
  await owner.getByRole('menuitem', { name: 'Make Admin' }).click();
  await expect(owner.getByText('User admin status updated!')).toBeVisible();
  await expect(owner.getByRole('listitem').filter({ hasText: friendUser.username }).getByText('Admin')).toBeVisible();
  await owner.getByRole('button', { name: '+ Add Member' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Create user' }).click();
  await expect(owner.getByText('You must enter a username to create user.')).toBeVisible();
  await owner.getByRole('dialog').getByLabel('Username').fill('Grandad Joe');
  await owner.getByRole('dialog').getByRole('button', { name: 'Create user' }).click();
  await expect(owner.getByRole('heading', { name: 'Members (3)' })).toBeVisible();
  await owner.getByRole('button', { name: 'Options for Grandad Joe' }).click();
  await expect(owner.getByRole('menuitem', { name: 'Make Admin' })).toHaveAttribute('data-disabled', '');
  await owner.keyboard.press('Escape');

  // The owner updates the group; an admin may not open the update page.
  await owner.getByRole('button', { name: 'Group menu' }).click();
  await owner.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(owner).toHaveURL(/\/update-group$/);
  await expect(owner.getByRole('radio', { name: /^Classic/ })).toBeChecked();
  await owner.getByLabel('Max members').fill('2');
  await owner.getByRole('button', { name: 'Update Group' }).click();
  await expect(owner.getByRole('alert')).toHaveText(
    'There are currently 3 members in your group. Maximum members cannot be lower than this.',
  );
  await owner.getByLabel('Max members').fill('3');
  await owner.getByLabel('Group name').fill('Five-a-side Legends');
  await expectAccessible(owner);
  await owner.getByRole('button', { name: 'Update Group' }).click();
  await expect(owner.getByRole('heading', { name: 'Five-a-side Legends' })).toBeVisible();
  await owner.getByRole('tab', { name: 'Members' }).click();
  await expect(owner.getByText('Max Members Reached')).toBeVisible();

  await friend.goto(`${new URL(groupUrl).pathname}/update-group`);
  await expect(friend.getByText('You do not have access to this page')).toBeVisible();

  // The friend leaves.
  await friend.goto(new URL(groupUrl).pathname);
  await friend.getByRole('button', { name: 'Group menu' }).click();
  await friend.getByRole('menuitem', { name: 'Leave group' }).click();
  await friend.getByRole('alertdialog').getByRole('button', { name: 'Leave group' }).click();
  await expect(friend).toHaveURL(/\/groups$/);
  await expect(friend.getByText('Successfully left group.')).toBeVisible();

  // The owner deletes the group.
  await owner.getByRole('button', { name: 'Group menu' }).click();
  await owner.getByRole('menuitem', { name: 'Edit' }).click();
  await owner.getByRole('button', { name: 'Delete Group' }).click();
  await expect(owner.getByRole('alertdialog')).toContainText('Are you sure you want to delete this group?');
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Delete Group' }).click();
  await expect(owner).toHaveURL(/\/groups$/);
  await expect(owner.getByText("You're not part of any groups yet!")).toBeVisible();
  await owner.goto(new URL(groupUrl).pathname);
  await expect(owner.getByText('The group you are looking for does not exist.')).toBeVisible();

  await ownerContext.close();
  await friendContext.close();
});

test('a public group admits at once and lists on the groups page', async ({ page, browser, baseURL, request }) => {
  const owner = await createConfirmedUser(request, baseURL!);
  const name = `Open Terrace ${owner.username}`;
  await signInAs(page, baseURL!, owner, '/create-group');
  await page.getByLabel('Group name').fill(name);
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const otherContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const other = await otherContext.newPage();
  const otherUser = await createConfirmedUser(otherContext.request, baseURL!);
  await signInAs(other, baseURL!, otherUser, '/groups');
  const card = other.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 member');
  await card.click();
  await other.getByRole('button', { name: 'Join Group' }).click();
  await expect(other.getByText('Successfully joined group!')).toBeVisible();
  await other.getByRole('tab', { name: 'Members' }).click();
  await expect(other.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  await other.screenshot({ path: 'test-results/screens/group-phone.png', fullPage: true });
  await expectAccessible(other);
  await otherContext.close();
});
