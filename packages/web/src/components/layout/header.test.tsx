import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Header } from './header';

afterEach(cleanup);

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('shows the product name linking home and the five navigation items', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Scoreline' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Groups', 'Predictions', 'Leaderboards', 'Stats', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/user-stats');
  });

  it('opens and closes the small-screen menu, and closes it when a link is chosen', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed, the panel's links are out of reach of keyboard and screen readers.
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hasAttribute('inert')).toBe(true);
    fireEvent.click(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hasAttribute('inert')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    const panel = screen.getByRole('navigation', { name: 'Main mobile' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Predictions' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on Escape', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('takes a configured title, colours and items', () => {
    const { container } = render(
      <MemoryRouter>
        <Header
          title="Custom"
          backgroundColour="rgb(0, 0, 255)"
          textColour="rgb(255, 0, 0)"
          sticky={false}
          items={[{ name: 'Only', to: '/only' }]}
        />
      </MemoryRouter>,
    );
    const header = container.querySelector('header')!;
    expect(header.style.backgroundColor).toBe('rgb(0, 0, 255)');
    expect(header.className).not.toContain('sticky');
    expect(screen.getByRole('link', { name: 'Custom' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')).toHaveLength(1);
  });
});
