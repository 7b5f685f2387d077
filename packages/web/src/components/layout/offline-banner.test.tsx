import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';
import { PageSpinner } from './page-states';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('offline state', () => {
  it('shows the banner while the browser is offline and hides it on reconnecting', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText('You are offline')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    goOffline(false);
    expect(screen.queryByText('You are offline')).toBeNull();
  });

  it('shows a page waiting for its data offline as such, not as a spinner forever', () => {
    render(<PageSpinner label="Loading group" />);
    expect(screen.getByLabelText('Loading group')).toBeTruthy();
    goOffline(true);
    expect(screen.getByRole('heading', { name: 'This page needs a connection' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading group')).toBeNull();
  });
});
