import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { type VNode, options } from 'preact';
import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

/**
 * The app ships on Preact (`preact/compat` stands in for react and react-dom: preact-aliases.ts), and the unit
 * tests must render with what ships: Testing Library and the libraries the components use included, which
 * Vitest would otherwise load from node_modules with the real React (vitest.config.ts).
 */
describe('the renderer', () => {
  it('is Preact for our imports of react and react-dom', () => {
    expect(React.useState).toBe(compat.useState);
    expect(ReactDomClient.createRoot).toBe(compatClient.createRoot);
  });

  it('is Preact for Testing Library and the libraries it renders', () => {
    const rendered = new Set<unknown>();
    const previous = options.diffed;
    options.diffed = (vnode: VNode) => {
      rendered.add(vnode.type);
      previous?.(vnode);
    };
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Link to="/somewhere">A link</Link>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    } finally {
      options.diffed = previous;
    }
    expect(screen.getByRole('link', { name: 'A link' }).getAttribute('href')).toBe('/somewhere');
    for (const component of [QueryClientProvider, MemoryRouter, Link]) expect(rendered).toContain(component);
  });
});
