import { type ComponentProps, Suspense, lazy } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { PositionChart as EagerPositionChart } from './position-chart';

// recharts is ~110 kB gzip: pages that show the chart only in a tab (the group page's Table, a player's
// Performance) load it when it is first shown. The group leaderboards page, which always shows it, imports it directly.
const Chart = lazy(() => import('./position-chart').then((module) => ({ default: module.PositionChart })));

/** The position chart, its code loaded on first show. */
export function LazyPositionChart(props: ComponentProps<typeof EagerPositionChart>) {
  return (
    <Suspense fallback={<Spinner label="Loading chart" />}>
      <Chart {...props} />
    </Suspense>
  );
}
