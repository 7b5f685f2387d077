import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { edgeFade, useHiddenEdges, useOpenTabInView } from './tab-bar-scroll';
import { tabIndexForKey } from './tab-keys';

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
 * A page's sections as tabs, controlled by the caller (e.g. the URL), after the WAI-ARIA tabs pattern: the tab
 * roles, the open tab the only tab stop, the arrow keys (wrapping), Home and End moving focus and opening the
 * tab they reach. Our own, not radix's Tabs: its roving-focus machinery was 9 kB gzip of the first load of the
 * group and gameweek pages, for what these few lines do. The tab bar sticks under the app header and scrolls
 * sideways on its own when the tabs do not fit, so the page never does. Only the open tab's content is mounted.
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
  const idBase = useId();
  const tabId = (tab: T) => `${idBase}-tab-${tab}`;
  const panelId = (tab: T) => `${idBase}-panel-${tab}`;
  const open = tabs.find((tab) => tab.value === value) ?? tabs[0];

  useOpenTabInView(listRef, value);

  function select(next: T) {
    if (next === value) return;
    // Scrolled down a long tab with the bar stuck: the new tab opens at its top, not somewhere in its middle.
    const root = rootRef.current;
    const list = listRef.current;
    if (root && list) {
      const stuckAt = parseFloat(getComputedStyle(list).top) || 0;
      const offset = root.getBoundingClientRect().top - stuckAt;
      if (offset < 0) window.scrollTo({ top: window.scrollY + offset, behavior: 'instant' });
    }
    onValueChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((tab) => tab.value === open?.value);
    const index = tabIndexForKey(event, at, tabs.length);
    if (index === null) return;
    event.preventDefault();
    const next = tabs[index]!.value;
    document.getElementById(tabId(next))?.focus();
    select(next);
  }

  return (
    <div ref={rootRef}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className={`sticky top-[calc(3.5rem+var(--offline-banner-height,0px))] z-20 -mx-3 mb-4 flex overflow-x-auto border-b border-subtle px-1 [scrollbar-width:none] sm:mx-0 sm:px-0 ${barBackground}`}
        style={{ maskImage: edgeFade(hidden) }}
      >
        {tabs.map((tab) => {
          const selected = tab.value === open?.value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.value) : undefined}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.value)}
              className={triggerClass}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {open && (
        <div key={open.value} id={panelId(open.value)} role="tabpanel" aria-labelledby={tabId(open.value)} tabIndex={0}>
          {open.content}
        </div>
      )}
    </div>
  );
}
