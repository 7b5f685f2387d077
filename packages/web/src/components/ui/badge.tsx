import type { ReactNode } from 'react';

/** A small green label (Active, New). */
export function Pill({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-[var(--color-brand-soft)] px-2 py-0.5 text-xs font-semibold text-[var(--color-brand-strong)]">
      {children}
    </span>
  );
}

/** The badge of the active season or gameweek. */
export function ActiveBadge() {
  return <Pill>Active</Pill>;
}
