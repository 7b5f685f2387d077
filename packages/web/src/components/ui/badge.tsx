import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';

const TONES = {
  brand: 'bg-[var(--color-brand-soft)] text-[var(--color-brand-strong)]',
  muted: 'bg-black/5 text-muted dark:bg-white/10',
  amber: 'bg-amber-100 text-amber-900',
  // A match in play, as football apps mark it: white on red (4.8:1).
  live: 'bg-red-600 text-white',
} as const;

/** A small rounded label: green (Active, You), grey (Admin, Placeholder), amber (Owner) or red (a match in play). */
export function Badge({ children, tone = 'brand' }: { children: ReactNode; tone?: keyof typeof TONES }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}

/** A small green label (Active, New). */
export function Pill({ children }: { children: ReactNode }) {
  return <Badge>{children}</Badge>;
}

/** The badge of the active season or gameweek. */
export function ActiveBadge() {
  return <Pill>{t('Active')}</Pill>;
}
