/**
 * Phone-fit checks run inside the page: nothing scrolls sideways, and no team name is squeezed narrower than its
 * first 11 characters. Each returns problems as readable lines (empty when the page fits), so a failure names
 * the elements to fix.
 */
import type { Page } from '@playwright/test';

/** Why the document is wider than the viewport: the widest elements whose right edge passes it, if any. */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // On a mobile viewport innerWidth grows with content wider than the screen; the layout viewport does not.
    const viewport = Math.min(window.innerWidth, document.documentElement.clientWidth);
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth <= viewport) return [];
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
    };
    // An element clipped by a scroll or hidden-overflow box that itself fits does not widen the document.
    const clipped = (element: Element, fromSelf = false) => {
      for (let parent = fromSelf ? element : element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= viewport + 0.5) return true;
      }
      return false;
    };
    const found = [...document.body.querySelectorAll('*')].map((element) => ({
      element,
      rect: element.getBoundingClientRect(),
      text: false,
    }));
    // Text can also spill out of a box that itself fits (a long word in a narrow column): measure the text too.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue;
      range.selectNodeContents(node);
      found.push({ element: node.parentElement, rect: range.getBoundingClientRect(), text: true });
    }
    const offenders = found
      .filter(({ element, rect, text }) => rect.width > 0 && rect.right > viewport + 0.5 && !clipped(element, text))
      .sort((a, b) => b.rect.width - a.rect.width)
      .slice(0, 6)
      .map(
        ({ element, rect, text }) => `${text ? 'text of ' : ''}${describe(element)}: ${Math.round(rect.left)}-${Math.round(rect.right)} px`,
      );
    return [`document is ${documentWidth} px wide in a ${viewport} px viewport`, ...offenders];
  });
}

/** Team names on screen that render narrower than their first 11 characters need in their own font. */
export function squeezedTeamNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLElement>('[data-testid="team-name"]')]
      .filter((element) => element.checkVisibility())
      .flatMap((element) => {
        const style = getComputedStyle(element);
        context.font = style.font;
        if ('letterSpacing' in context) context.letterSpacing = style.letterSpacing;
        const name = (element.textContent ?? '').trim();
        const needed = context.measureText(name.slice(0, 11)).width;
        const actual = element.getBoundingClientRect().width;
        if (actual + 1 >= needed) return [];
        return [`"${name}" is ${actual.toFixed(1)} px wide, its first 11 characters need ${needed.toFixed(1)} px`];
      });
  });
}

/**
 * Boxes that scroll sideways inside the page (a wide table in an `overflow-x-auto` wrapper hides columns off
 * screen), except a tab bar, which may scroll its tabs as football apps do.
 */
export function sidewaysScrollingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.getAttribute('role') !== 'tablist' &&
          element.checkVisibility()
        );
      })
      .map((element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
        return `${element.tagName.toLowerCase()} "${text}" holds ${element.scrollWidth} px in ${element.clientWidth} px`;
      }),
  );
}

/**
 * Text cut with an ellipsis where no tap leads to it in full: only a link's text may be ellipsised, or a
 * disclosure button's (`aria-expanded`, as `FullName` is) that shows it whole on a tap.
 */
export function cutTextOutsideLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter(
        (element) =>
          getComputedStyle(element).textOverflow === 'ellipsis' &&
          element.scrollWidth > element.clientWidth + 1 &&
          !element.closest('a[href], button[aria-expanded]') &&
          element.checkVisibility(),
      )
      .map((element) => `"${(element.textContent ?? '').trim().slice(0, 50)}" is cut to ${element.clientWidth} px`),
  );
}

/**
 * Tabs whose label is not wholly on screen in their tab bar at the scroll it opens with: a bar that cuts a label
 * ("Memb…") hides what the tab is. Every tab of a bar must fit a phone; the bar's sideways scroll is a fallback
 * for larger text, not the layout.
 */
export function cutTabLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="tablist"]')]
      .filter((list) => list.checkVisibility())
      .flatMap((list) => {
        const box = list.getBoundingClientRect();
        const left = box.left + list.clientLeft;
        const right = left + list.clientWidth;
        return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].flatMap((tab) => {
          const rect = tab.getBoundingClientRect();
          const name = (tab.textContent ?? '').trim();
          if (rect.left >= left - 0.5 && rect.right <= right + 0.5 && tab.scrollWidth <= tab.clientWidth + 1) return [];
          return [
            `tab "${name}" spans ${Math.round(rect.left)}-${Math.round(rect.right)} px of a bar showing ${Math.round(left)}-${Math.round(right)} px`,
          ];
        });
      }),
  );
}

/**
 * Table column headers whose words run together ("PTSEXACT"): each header's text must stay inside its own
 * cell and keep a gap of at least 6 px from the next header's text.
 */
export function crowdedTableHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableRowElement>('thead tr')]
      .filter((row) => row.checkVisibility())
      .flatMap((row) => {
        const range = document.createRange();
        const cells = [...row.cells].map((cell) => {
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect();
          const box = cell.getBoundingClientRect();
          return { name: (cell.textContent ?? '').trim(), left: text.left, right: text.right, cellLeft: box.left, cellRight: box.right };
        });
        return cells.flatMap((cell, index) => {
          const problems: string[] = [];
          if (cell.name && (cell.left < cell.cellLeft - 0.5 || cell.right > cell.cellRight + 0.5))
            problems.push(`"${cell.name}" spills out of its ${Math.round(cell.cellRight - cell.cellLeft)} px column`);
          const next = cells[index + 1];
          if (cell.name && next?.name && next.left - cell.right < 6)
            problems.push(`"${cell.name}" and "${next.name}" are ${Math.round(next.left - cell.right)} px apart`);
          return problems;
        });
      }),
  );
}
