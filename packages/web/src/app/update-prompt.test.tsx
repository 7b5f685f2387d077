import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt, switchToNewVersion, watchForUpdates } from './update-prompt';

// The virtual module exists only in a Vite build with vite-plugin-pwa: here it is a controllable stand-in.
const sw = vi.hoisted(() => ({
  needRefresh: false,
  setNeedRefresh: vi.fn(),
  updateServiceWorker: vi.fn(async () => undefined),
}));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [sw.needRefresh, sw.setNeedRefresh],
    offlineReady: [false, vi.fn()],
    updateServiceWorker: sw.updateServiceWorker,
  }),
}));

beforeEach(() => {
  sw.needRefresh = false;
  sw.setNeedRefresh.mockClear();
  sw.updateServiceWorker.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A stand-in for navigator.serviceWorker with a waiting worker or none. */
function stubServiceWorkers(hasWaiting: boolean) {
  const container = new EventTarget();
  Object.assign(container, { getRegistration: async () => ({ waiting: hasWaiting ? {} : null }) });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return container;
}

function renderPrompt() {
  return render(
    <>
      <Toaster />
      <UpdatePrompt />
    </>,
  );
}

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', async () => {
    renderPrompt();
    await act(async () => undefined);
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('offers "Reload" when a new version waits, which hands over to the new service worker', async () => {
    sw.needRefresh = true;
    renderPrompt();
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    stubServiceWorkers(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(sw.updateServiceWorker).toHaveBeenCalledWith(true));
  });
});

describe('switchToNewVersion', () => {
  it('lets the waiting worker take over, then reloads once it controls the page', async () => {
    const container = stubServiceWorkers(true);
    const activate = vi.fn(async () => undefined);
    const reload = vi.fn();
    await switchToNewVersion(activate, reload);
    expect(activate).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when another tab already let the new worker take over', async () => {
    stubServiceWorkers(false);
    const activate = vi.fn(async () => undefined);
    const reload = vi.fn();
    await switchToNewVersion(activate, reload);
    expect(activate).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('watchForUpdates', () => {
  it('checks for a new build every hour and on coming back to the tab, at most once a minute', () => {
    vi.useFakeTimers();
    const update = vi.fn(async () => undefined);
    watchForUpdates({ update, installing: null } as unknown as ServiceWorkerRegistration);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).not.toHaveBeenCalled(); // just registered: too soon
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61 * 1000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
  });
});
