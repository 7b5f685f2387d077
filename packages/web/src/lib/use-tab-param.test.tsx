import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabParam } from './use-tab-param';

afterEach(cleanup);

function Probe() {
  const [tab, select] = useTabParam(['one', 'two', 'three'] as const);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="tab">{tab}</p>
      <p data-testid="search">{location.search}</p>
      <button onClick={() => select('one')}>one</button>
      <button onClick={() => select('three')}>three</button>
      {/* A pointer press and the focus that follows both select the tab. */}
      <button
        onClick={() => {
          select('two');
          select('two');
        }}
      >
        two twice
      </button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
  return { tab: () => screen.getByTestId('tab').textContent, search: () => screen.getByTestId('search').textContent };
}

describe('useTabParam', () => {
  it('opens the first tab when the URL names none, or one that does not exist', () => {
    expect(renderAt('/group/1').tab()).toBe('one');
    cleanup();
    expect(renderAt('/group/1?tab=nonsense').tab()).toBe('one');
    cleanup();
    expect(renderAt('/group/1?tab=three').tab()).toBe('three');
  });

  it('writes the tab into the URL beside other parameters, and the default as no parameter at all', () => {
    const view = renderAt('/group/1?from=home');
    fireEvent.click(screen.getByText('three'));
    expect(view.tab()).toBe('three');
    expect(view.search()).toBe('?from=home&tab=three');
    fireEvent.click(screen.getByText('one'));
    expect(view.tab()).toBe('one');
    expect(view.search()).toBe('?from=home');
  });

  it('adds one history entry per tab opened, so back returns to the tab before', () => {
    const view = renderAt('/group/1');
    fireEvent.click(screen.getByText('three'));
    fireEvent.click(screen.getByText('two twice'));
    expect(view.search()).toBe('?tab=two');
    act(() => fireEvent.click(screen.getByText('back')));
    expect(view.tab()).toBe('three');
    act(() => fireEvent.click(screen.getByText('back')));
    expect(view.tab()).toBe('one');
    expect(view.search()).toBe('');
  });
});
