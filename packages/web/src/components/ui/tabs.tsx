import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

const triggerClass =
  'min-h-11 flex-1 whitespace-nowrap border-b-2 border-transparent px-2 text-sm sm:flex-none sm:px-4 font-semibold text-muted data-[state=active]:border-[var(--color-brand)] data-[state=active]:text-[var(--text)]';

/** Page tabs (radix: arrow keys, focus and ARIA roles); each tab's content mounts when it is first shown. */
export function Tabs({
  label,
  tabs,
  defaultValue,
  className = 'sm:card sm:p-4',
}: {
  label: string;
  tabs: Array<{ value: string; title: string; content: ReactNode }>;
  defaultValue?: string;
  className?: string;
}) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? tabs[0]?.value} className={className}>
      <RadixTabs.List aria-label={label} className="mb-4 flex overflow-x-auto border-b border-subtle">
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
