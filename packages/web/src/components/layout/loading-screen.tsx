import { LOADING_MESSAGES } from '@scoreline/shared';
import { useHoldFirstPage } from '../../lib/first-page';
import { t } from '../../lib/i18n';
import { Spinner } from '../ui/spinner';

export function LoadingScreen({ message = t(LOADING_MESSAGES.defaultMessage) }: { message?: string }) {
  useHoldFirstPage();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <Spinner className="h-10 w-10" />
      <h1 className="text-xl font-semibold">{t(LOADING_MESSAGES.heading)}</h1>
      <p className="text-muted">{message}</p>
    </div>
  );
}
