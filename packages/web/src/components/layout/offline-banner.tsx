import { APP_MESSAGES } from '@scoreline/shared';
import { WifiOff } from 'lucide-react';
import { RichText } from '../ui/rich-text';
import { useLayoutEffect, useRef } from 'react';
import { useOffline } from '../../lib/connectivity';

/**
 * A slim bar under the header while the app is offline: what still works and what does not. Its height is
 * `--offline-banner-height` on the root, so bars that stick under the header (a page's tabs) stick under it too.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    const root = document.documentElement.style;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.setProperty('--offline-banner-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--offline-banner-height');
    };
  }, []);
  return (
    <div ref={bar} role="status" aria-live="polite" className="sticky top-14 z-30">
      {offline && (
        <div className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm">
            <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words hyphens-auto">
              <RichText id={APP_MESSAGES.offlineBanner} parts={[<strong className="font-semibold" />]} />
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
