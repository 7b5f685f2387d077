import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * Toasts fade in and out; one caught mid-fade has partial opacity, which axe reads as low contrast.
 * A toast can start fading out at any moment of the analysis, so waiting is not enough: while axe
 * runs, toasts and their contents have no transitions, so each is either at rest (opaque, checked)
 * or gone (opacity 0, which axe treats as hidden).
 */
const TOASTS_AT_REST = '[data-sonner-toast],[data-sonner-toast] > *{transition:none !important;animation:none !important}';

/** Fails on any serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const style = await page.addStyleTag({ content: TOASTS_AT_REST });
  try {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  } finally {
    await style.evaluate((node) => (node as Element).remove()).catch(() => undefined);
  }
}
