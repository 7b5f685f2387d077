import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's open tab, kept in the URL (`?tab=`) so a link opens it and the back button returns to the last one.
 * The first of `tabs` is the default: it has no parameter, and an unknown or unavailable value falls back to it.
 */
export function useTabParam<T extends string>(tabs: readonly T[], param = 'tab'): [T, (tab: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = tabs[0]!;
  const requested = searchParams.get(param);
  const current = tabs.find((tab) => tab === requested) ?? fallback;
  // The tab last asked for: one click may select twice (pointer down, then focus) before the URL has changed,
  // and a second history entry would make the back button seem to do nothing.
  const latest = useRef(current);
  latest.current = current;

  const select = useCallback(
    (tab: T) => {
      if (tab === latest.current) return;
      latest.current = tab;
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (tab === fallback) next.delete(param);
        else next.set(param, tab);
        return next;
      });
    },
    [fallback, param, setSearchParams],
  );

  return [current, select];
}
