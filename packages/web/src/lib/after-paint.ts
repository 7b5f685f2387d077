import { useEffect, useState } from 'react';

/** A hidden tab gets no animation frames: past this, what waited for a paint renders anyway. */
const NO_FRAME_MS = 200;

/**
 * False until the browser has painted a render with `shown` true (what the page had once its data came), then
 * true for good: a page renders its head (the largest paint, what the player looks for first) in one task and the
 * heavy rest in the next, instead of both in one long task that holds the head's paint back. A frame's callback
 * runs just before a paint; the task it queues, just after.
 */
export function useAfterPaint(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setPainted(true);
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      timer = setTimeout(done, 0);
    });
    const fallback = setTimeout(() => {
      cancelAnimationFrame(frame);
      done();
    }, NO_FRAME_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(timer);
    };
  }, [shown, painted]);
  return painted;
}
