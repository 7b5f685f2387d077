import { Suspense, lazy, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { useAfterFirstPage } from '../../lib/first-page';
import { t } from '../../lib/i18n';
import { onFirstToast } from '../../lib/toast';

const SonnerToaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Where toasts appear. It is no part of the first page: it loads once that page is shown (lib/first-page.ts), or
 * with the first toast, and then shows any toast already asked for (sonner replays them to a toaster that mounts
 * late).
 */
export function Toaster(props: ToasterProps) {
  const afterFirstPage = useAfterFirstPage();
  const [toasted, setToasted] = useState(false);
  useEffect(() => onFirstToast(() => setToasted(true)), []);
  return afterFirstPage || toasted ? (
    <Suspense fallback={null}>
      <SonnerToaster
        containerAriaLabel={t('Notifications')}
        {...props}
        toastOptions={{ closeButtonAriaLabel: t('Close toast'), ...props.toastOptions }}
      />
    </Suspense>
  ) : null;
}
