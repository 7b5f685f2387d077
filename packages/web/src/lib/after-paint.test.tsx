import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './after-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe({ shown }: { shown: boolean }) {
  return <p>{String(useAfterPaint(shown))}</p>;
}

describe('useAfterPaint', () => {
  it('turns true only after a frame painted with the content shown, and stays true', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { container, rerender } = render(<Probe shown={false} />);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(container.textContent).toBe('false');
    rerender(<Probe shown />);
    expect(container.textContent).toBe('false');
    act(() => void vi.advanceTimersByTime(17)); // the frame, then the task after its paint
    act(() => void vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('true');
    rerender(<Probe shown={false} />);
    expect(container.textContent).toBe('true');
  });
});
