import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EntityNotFound, NotFoundPage } from './not-found';

afterEach(cleanup);

describe('EntityNotFound', () => {
  it('names a group by default, with a link home', () => {
    render(<EntityNotFound />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading').textContent).toBe('The group you are looking for does not exist.');
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('names the entity it is given', () => {
    render(<EntityNotFound entity="season" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading').textContent).toBe('The season you are looking for does not exist.');
  });
});

describe('NotFoundPage', () => {
  it('sets the title and links home', () => {
    render(<NotFoundPage />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Page not found | Scoreline');
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });
});
