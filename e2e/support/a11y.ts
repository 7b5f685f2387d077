import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Fails on any serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast fading in has partial opacity, which axe reads as low contrast: let animations settle first.
  await page.waitForFunction(
    () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'),
    undefined,
    { timeout: 3_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
