import { APP_MESSAGES, GROUP_MESSAGES } from '@scoreline/shared';
import { WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useOffline } from '../../lib/connectivity';
import { useHoldFirstPage } from '../../lib/first-page';
import { t } from '../../lib/i18n';
import { buttonClass } from '../ui/button';
import { ErrorBanner } from '../ui/error-banner';
import { Spinner } from '../ui/spinner';

/**
 * The spinner a page shows while its code or data loads; offline, the data waits for the network, and the page
 * says so. While it spins, the first page is not shown yet (lib/first-page.ts).
 */
export function PageSpinner({ label }: { label: string }) {
  const offline = useOffline();
  useHoldFirstPage(!offline);
  if (offline) return <OfflineNotice />;
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} className="h-10 w-10" />
    </div>
  );
}

/** The spinner of a part of a page (a tab, a list); offline, a line saying it waits for the network instead. */
export function SectionSpinner({ label }: { label: string }) {
  const offline = useOffline();
  if (offline) return <p className="py-4 text-sm text-muted">{t(APP_MESSAGES.offlineSection)}</p>;
  return <Spinner label={label} />;
}

/** A page whose data cannot load while the app is offline (it loads by itself on reconnecting). */
export function OfflineNotice({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="card flex flex-col items-center gap-3 p-8 text-center">
      <WifiOff aria-hidden="true" className="h-8 w-8 text-muted" />
      <h2 className="text-lg font-semibold">{t(APP_MESSAGES.offlinePage)}</h2>
      <p className="text-muted">{t(APP_MESSAGES.offlinePageDetail)}</p>
      {onRetry && (
        <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
          {t('Try again')}
        </button>
      )}
    </section>
  );
}

/** A page-level load failure with a retry (the spec's red box with "Try again"); offline, the offline notice. */
export function LoadError({ message, detail, onRetry }: { message: string; detail?: string; onRetry: () => void }) {
  const offline = useOffline();
  if (offline) return <OfflineNotice onRetry={onRetry} />;
  return (
    <ErrorBanner message={message}>
      {detail && <p>{detail}</p>}
      <button type="button" className="mt-1 font-medium underline" onClick={onRetry}>
        {t('Try again')}
      </button>
    </ErrorBanner>
  );
}

/** Shown instead of a page the user's role does not allow. */
export function NoAccess({ message = t('You do not have access to this page') }: { message?: string }) {
  return (
    <section className="card flex flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold">{message}</h1>
      <Link to="/" className={buttonClass('primary')}>
        {t('Go back home')}
      </Link>
    </section>
  );
}

/** A page with nothing to show because the user is in no group yet: the reason and a way to find one. */
export function NoGroupsYet({ message }: { message: string }) {
  return (
    <section className="card flex flex-col items-center gap-3 p-8 text-center">
      <p className="text-muted">{message}</p>
      <Link to="/groups" className={buttonClass('primary')}>
        {t('Browse Groups')}
      </Link>
    </section>
  );
}

/**
 * A non-member on a group's page (gameweek, season, leaderboards): the spec's text and "Go to Group", which
 * leads to the group's join prompt. `groupId` comes from the page or the server's 403 answer.
 */
export function NotMemberView({ groupId }: { groupId: string | null }) {
  return (
    <section className="card flex flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold">{GROUP_MESSAGES.notMember}</h1>
      <Link to={groupId ? `/group/${groupId}` : '/groups'} className={buttonClass('primary')}>
        {t('Go to Group')}
      </Link>
    </section>
  );
}

/** The group a non-member's 403 names (see NotMemberError on the server), if any. */
export function groupOfRefusal(error: unknown): string | null {
  const details = error instanceof ApiError && error.status === 403 ? (error.details as { groupId?: unknown } | undefined) : undefined;
  return typeof details?.groupId === 'string' ? details.groupId : null;
}
