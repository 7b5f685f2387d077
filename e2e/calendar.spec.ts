import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { horizontalOverflow } from './support/fit';
import { adminAndMemberWithAGameweek } from './support/game';
import { signInAs } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

test('"Add to calendar" gives a private feed, and a new link ends the old one', async ({ browser, request, baseURL, page }) => {
  const { member, gameweek } = await adminAndMemberWithAGameweek(browser, request, baseURL!, {
    prefixes: ['fixtures', 'planner'],
    groupName: 'Calendar',
    matches: [['Reds', 'Blues', 3]],
  });
  await signInAs(page, baseURL!, member.user);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Add to calendar' });
  await card.getByRole('button', { name: 'Get my calendar link' }).click();
  const field = card.getByLabel('Your calendar link');
  await expect(field).toHaveValue(/\/api\/v1\/calendar\/[0-9a-f-]{36}\.[\w-]{43}\.ics$/);
  const url = await field.inputValue();
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  await expect(card.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', webcal);
  await expect(card.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  // Asking again (another tab, a second tap) keeps the same link.
  expect((await (await page.request.post('/api/v1/me/calendar', { headers: { origin: baseURL! } })).json()).url).toBe(url);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(page), `profile at ${width} px`).toEqual([]);
    await card.screenshot({ path: `test-results/screens/calendar-card-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);

  // A calendar app fetches it without the session: the gameweek's deadline is in it.
  const feed = await request.get(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`UID:deadline-${gameweek.id}@`);

  await card.getByRole('button', { name: 'New link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'New link' }).click();
  await expect(page.getByText('A new calendar link is ready.')).toBeVisible();
  await expect(field).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
});
