import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RequireAuth } from './route-guards';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

function renderProtectedHome(retries: { retry: number; retryDelay: number } | { retry: false } = { retry: false }) {
  const client = new QueryClient({ defaultOptions: { queries: retries } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <RequireAuth>
                <p>home page</p>
              </RequireAuth>
            }
          />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequireAuth offline', () => {
  it('says the page needs a connection instead of treating the user as signed out, and goes on when back online', async () => {
    const session = { user: { id: 'u1', email: 'ann@example.com', username: 'ann' } };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(session), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    onlineManager.setOnline(false);
    renderProtectedHome();
    expect(await screen.findByRole('heading', { name: 'This page needs a connection' })).toBeTruthy();
    expect(screen.queryByText('login page')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('treats a session request that got no answer the same way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderProtectedHome();
    expect(await screen.findByRole('heading', { name: 'This page needs a connection' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('login page')).toBeNull();
  });

  it("says so after the first try got no answer, without waiting for the retries (the app's session retries for seconds)", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderProtectedHome({ retry: 3, retryDelay: 60_000 });
    expect(await screen.findByRole('heading', { name: 'This page needs a connection' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
