import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as firstPage from './first-page';

// The module keeps one page load's state: each test starts a page load afresh. jsdom has no
// requestIdleCallback, so an idle moment is whenIdle's 200 ms timer.
beforeEach(() => {
  vi.useFakeTimers();
  firstPage.resetFirstPage();
});
afterEach(() => {
  cleanup();
  firstPage.resetFirstPage();
  vi.useRealTimers();
});

function Holder() {
  firstPage.useHoldFirstPage();
  return <p>Loading...</p>;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the first page', () => {
  it('is shown once nothing holds it and the browser has been idle after that', async () => {
    const client = new QueryClient();
    firstPage.watchFirstPage(client);
    const shown = vi.fn();
    firstPage.afterFirstPage(shown);
    const view = render(<Holder />);
    await advance(5_000);
    expect(shown).not.toHaveBeenCalled();
    view.rerender(<p>The page</p>);
    await advance(100);
    expect(shown).not.toHaveBeenCalled();
    await advance(200);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('waits for the queries that are fetching', async () => {
    const client = new QueryClient();
    firstPage.watchFirstPage(client);
    const shown = vi.fn();
    firstPage.afterFirstPage(shown);
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    await advance(3_000);
    expect(shown).not.toHaveBeenCalled();
    await act(async () => answer('data'));
    await advance(300);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('is taken as shown after 10 s whatever holds it, and later callers run at the next idle moment', async () => {
    firstPage.watchFirstPage(new QueryClient());
    const shown = vi.fn();
    firstPage.afterFirstPage(shown);
    render(<Holder />);
    await advance(firstPage.FIRST_PAGE_MAX_WAIT_MS - 1);
    expect(shown).not.toHaveBeenCalled();
    await advance(1);
    expect(shown).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    firstPage.afterFirstPage(later);
    expect(later).not.toHaveBeenCalled();
    await advance(200);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('useAfterFirstPage turns true once it is shown', async () => {
    firstPage.watchFirstPage(new QueryClient());
    function Probe() {
      return <p>{firstPage.useAfterFirstPage() ? 'after' : 'before'}</p>;
    }
    const view = render(
      <>
        <Holder />
        <Probe />
      </>,
    );
    await advance(1_000);
    expect(view.container.textContent).toContain('before');
    view.rerender(<Probe />);
    await advance(300);
    expect(view.container.textContent).toContain('after');
  });
});
