import { useTabParam } from '../../lib/use-tab-param';
import { type SectionTab, SectionTabs } from './section-tabs';

/**
 * A page's tabs with the open one in the URL (`?tab=`, the first tab the default without one), so a link such as
 * the group page's "Predict" opens the right tab and the back button returns to the last one.
 */
export function Tabs({
  label,
  tabs,
  framed = true,
}: {
  label: string;
  tabs: Array<SectionTab<string>>;
  /** In a card from sm: up (a phone gives the content the whole width instead). */
  framed?: boolean;
}) {
  const [value, setValue] = useTabParam(tabs.map((tab) => tab.value));
  return (
    <div className={framed ? 'sm:card sm:p-4' : undefined}>
      <SectionTabs
        label={label}
        tabs={tabs}
        value={value}
        onValueChange={setValue}
        barBackground={framed ? 'bg-[var(--surface)] sm:bg-[var(--card)]' : undefined}
      />
    </div>
  );
}
