import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FullName } from './full-name';

afterEach(cleanup);

const LONG = 'Maximiliano_Oppenheimer_Fitzgerald';

/** jsdom lays nothing out: the text's box is made `clientWidth` wide for content `scrollWidth` wide. */
function sized(scrollWidth: number, clientWidth: number) {
  // jsdom defines both on Element.prototype: own properties of HTMLElement.prototype shadow them until deleted.
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
  return () => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  };
}

describe('a name cut to fit', () => {
  it('is plain text when it fits', () => {
    const restore = sized(100, 200);
    try {
      render(<FullName name="Ana" />);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByText('Ana')).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('is a button naming it in full when cut, which shows it whole on a tap and cuts it again on the next', () => {
    const restore = sized(400, 150);
    try {
      render(<FullName name={LONG} />);
      const button = screen.getByRole('button', { name: LONG });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.className).toContain('truncate');
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(button.className).not.toContain('truncate');
      expect(button.className).toContain('whitespace-normal');
      fireEvent.click(screen.getByRole('button', { name: LONG }));
      expect(screen.getByRole('button', { name: LONG }).getAttribute('aria-expanded')).toBe('false');
    } finally {
      restore();
    }
  });
});
