import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

// A tab bar that scrolls sideways when its tabs do not fit: the open tab kept in view, and a fade at each edge that
// hides tabs, showing there is more.

/** Centres the open tab (`[data-state="active"]`) in the bar whenever `value` changes: a deep link to the last tab, the arrow keys. */
export function useOpenTabInView(listRef: RefObject<HTMLElement | null>, value: string) {
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [listRef, value]);
}

export interface HiddenEdges {
  start: boolean;
  end: boolean;
}

/** Whether tabs hide beyond the bar's left or right edge. */
export function useHiddenEdges(listRef: RefObject<HTMLElement | null>): HiddenEdges {
  const [hidden, setHidden] = useState<HiddenEdges>({ start: false, end: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setHidden((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    update();
    // The bar is as wide as the page: only scrolling it or resizing the window changes what it hides.
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [listRef]);
  return hidden;
}

/** The bar's mask: it fades out over 2.5rem at each edge that hides tabs; none when nothing is hidden. */
export function edgeFade({ start, end }: HiddenEdges): string | undefined {
  if (!start && !end) return undefined;
  // eslint-disable-next-line i18next/no-literal-string -- not prose: CSS gradient stops
  return `linear-gradient(to right, ${start ? 'transparent, #000 2.5rem' : '#000'}, ${end ? '#000 calc(100% - 2.5rem), transparent' : '#000'})`;
}
