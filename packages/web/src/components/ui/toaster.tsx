import { Suspense, lazy } from 'react';
import type { ToasterProps } from 'sonner';
import { useIdle } from '../../lib/idle';

const SonnerToaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Where toasts appear. It is no part of the first paint: it loads once the page is idle, and then shows any
 * toast already asked for (sonner replays them to a toaster that mounts late).
 */
export function Toaster(props: ToasterProps) {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  ) : null;
}
