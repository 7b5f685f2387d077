import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('PageErrorBoundary', () => {
  it('shows the page when nothing fails', () => {
    render(
      <PageErrorBoundary>
        <p>page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('shows the failure and a reload instead of a blank app when the page throws', () => {
    const reload = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary reload={reload}>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('tries again on another page', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <PageErrorBoundary resetKey="/a">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <PageErrorBoundary resetKey="/b">
        <p>next page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeTruthy();
    logged.mockRestore();
  });
});
