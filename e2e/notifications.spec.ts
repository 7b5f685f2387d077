import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { horizontalOverflow } from './support/fit';
import { adminAndMemberWithAGameweek } from './support/game';
import { waitForMail } from './support/mail';
import { createConfirmedUser, newUser, signInAs } from './support/users';

test('the Profile’s notification settings save and stay saved', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!, newUser('notify'));
  await signInAs(page, baseURL!, user);
  await page.goto('/profile');
  const timing = page.getByLabel('Remind me before predictions close');
  await expect(timing).toHaveValue('both');
  await expect(page.getByLabel('Results are in by push')).toBeChecked();
  await expect(page.getByLabel('Results are in by email')).not.toBeChecked();
  await expect(page.getByLabel('Goals in matches I predicted by push')).not.toBeChecked();
  await expectAccessible(page);

  await timing.selectOption({ label: '2 hours before' });
  await page.getByLabel('Reminders before predictions close by email').uncheck();
  await page.getByLabel('You won a gameweek by email').check();
  await page.getByLabel('Goals in matches I predicted by push').check();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Remind me before predictions close')).toHaveValue('2h');
  await expect(page.getByLabel('Reminders before predictions close by email')).not.toBeChecked();
  await expect(page.getByLabel('You won a gameweek by email')).toBeChecked();
  await expect(page.getByLabel('Goals in matches I predicted by push')).toBeChecked();
  const saved = await (await page.request.get('/api/v1/me/notifications')).json();
  expect(saved.settings).toEqual({
    reminderTiming: '2h',
    reminders: { email: false, push: true },
    results: { email: false, push: true },
    wins: { email: true, push: true },
    goals: { push: true },
  });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(page), `profile at ${width} px`).toEqual([]);
  }
});

test('"Remind them" emails those yet to predict once; the email’s unsubscribe link works signed out', async ({
  browser,
  request,
  baseURL,
}) => {
  const { admin, member, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['reminder', 'forgetful'],
    groupName: 'Remind them',
    matches: [['Reds', 'Blues', 3]],
  });
  await admin.page.goto(`/gameweek/${gameweek.id}?tab=predictions`);
  await admin.page.getByRole('button', { name: 'Remind them' }).click();
  await expect(admin.page.getByText('Reminder sent to 2 players.')).toBeVisible();
  // At most once an hour: the button gives way to when it was done.
  await expect(admin.page.getByRole('button', { name: 'Remind them' })).toHaveCount(0);
  await expect(admin.page.getByText(/Reminded at \d\d:\d\d/)).toBeVisible();
  // A member sees the list but not the button.
  await member.page.goto(`/gameweek/${gameweek.id}?tab=predictions`);
  await expect(member.page.getByRole('list', { name: 'Members yet to predict' })).toContainText(member.user.username);
  await expect(member.page.getByRole('button', { name: 'Remind them' })).toHaveCount(0);

  const mail = await waitForMail(member.user.email, 'Predictions close');
  expect(mail.links).toContain(`${baseURL}/gameweek/${gameweek.id}`);
  const unsubscribe = mail.links.find((link) => link.includes('/unsubscribe?token='))!;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(unsubscribe);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('You will no longer get reminder emails. You can turn them back on in your Profile.')).toBeVisible();
  const settings = await (await member.page.request.get('/api/v1/me/notifications')).json();
  expect(settings.settings.reminders.email).toBe(false);
});
