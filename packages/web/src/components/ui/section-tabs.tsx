import { Tabs as RadixTabs } from 'radix-ui';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface SectionTab<T extends string> {
  value: T;
  title: string;
  content: ReactNode;
}

/**
 * On a phone every tab shows its whole label: small type and padding, the room left shared out between the tabs
 * (`grow`), so six tabs fit 360 px. Wider, the usual size. Labels never shrink or wrap: should they still not fit
 * (large text), the bar scrolls instead.
 */
const triggerClass =
  'min-h-11 grow shrink-0 whitespace-nowrap border-b-2 border-transparent px-1 text-xs font-semibold text-muted sm:grow-0 sm:px-4 sm:text-sm ' +
  'hover:text-[var(--text)] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[var(--color-brand)] ' +
  'data-[state=active]:border-[var(--color-brand)] data-[state=active]:text-[var(--text)]';

/**
 * A page's sections as tabs (radix: roving focus, arrow keys, Home/End, the ARIA tab roles), controlled by the
 * caller (e.g. the URL). The tab bar sticks under the app header and scrolls sideways on its own when the tabs
 * do not fit, so the page never does. Only the open tab's content is mounted.
 */
export function SectionTabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  barBackground = 'bg-[var(--surface)]',
}: {
  label: string;
  tabs: Array<SectionTab<T>>;
  value: T;
  onValueChange: (value: T) => void;
  /** The stuck bar covers what scrolls under it: the colour of what it sits on (the page, or a card). */
  barBackground?: string;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const hidden = useHiddenEdges(listRef);

  // Keep the open tab in view in a bar that scrolls sideways (a deep link to the last tab, arrow keys).
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [value]);

  function select(next: string) {
    // Scrolled down a long tab with the bar stuck: the new tab opens at its top, not somewhere in its middle.
    const root = rootRef.current;
    const list = listRef.current;
    if (root && list) {
      const stuckAt = parseFloat(getComputedStyle(list).top) || 0;
      const offset = root.getBoundingClientRect().top - stuckAt;
      if (offset < 0) window.scrollTo({ top: window.scrollY + offset, behavior: 'instant' });
    }
    onValueChange(next as T);
  }

  return (
    <RadixTabs.Root ref={rootRef} value={value} onValueChange={select}>
      <RadixTabs.List
        ref={listRef}
        aria-label={label}
        className={`sticky top-[calc(3.5rem+var(--offline-banner-height,0px))] z-20 -mx-3 mb-4 flex overflow-x-auto border-b border-subtle px-1 [scrollbar-width:none] sm:mx-0 sm:px-0 ${barBackground}`}
        style={{ maskImage: fade(hidden) }}
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.title}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

/** Whether tabs hide beyond the bar's left or right edge (the bar then fades there, showing there is more). */
function useHiddenEdges(listRef: React.RefObject<HTMLElement | null>) {
  const [hidden, setHidden] = useState({ start: false, end: false });
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

function fade({ start, end }: { start: boolean; end: boolean }): string | undefined {
  if (!start && !end) return undefined;
  return `linear-gradient(to right, ${start ? 'transparent, #000 2.5rem' : '#000'}, ${end ? '#000 calc(100% - 2.5rem), transparent' : '#000'})`;
}
