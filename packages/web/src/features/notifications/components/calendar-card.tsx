import { CALENDAR_MESSAGES } from '@scoreline/shared';
import { CalendarPlus, Copy } from 'lucide-react';
import { useState } from 'react';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/text-field';
import { copyCurrentLink } from '../../../lib/copy-link';
import { toast } from '../../../lib/toast';
import { googleCalendarUrl, useCalendarLink, useMakeCalendarLink, webcalUrl } from '../api/calendar';
import { t } from '../../../lib/i18n';

/**
 * The Profile's "Add to calendar": a private feed of the player's deadlines and kick-offs. The link is made when
 * asked for; "New link" replaces it (the old one stops working), for a link shared by mistake.
 */
export function CalendarCard() {
  const link = useCalendarLink();
  const make = useMakeCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const url = link.data?.url;

  return (
    <section aria-labelledby="calendar-heading" className="card space-y-3 p-4 sm:p-6">
      <h2 id="calendar-heading" className="text-lg font-semibold">
        {t(CALENDAR_MESSAGES.title)}
      </h2>
      <p className="text-sm text-muted">{t(CALENDAR_MESSAGES.lead)}</p>
      {link.error ? (
        <LoadError message={t(CALENDAR_MESSAGES.loadFailed)} onRetry={() => void link.refetch()} />
      ) : !link.data ? (
        <PageSpinner label={t('Loading your calendar link')} />
      ) : !url ? (
        <Button onClick={() => make.mutate('create')} disabled={make.isPending}>
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {t(CALENDAR_MESSAGES.create)}
        </Button>
      ) : (
        <>
          <input
            readOnly
            aria-label={t(CALENDAR_MESSAGES.linkLabel)}
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} w-full font-mono text-sm`}
          />
          <a href={webcalUrl(url)} className={buttonClass('primary', 'w-full')}>
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            {t(CALENDAR_MESSAGES.subscribe)}
          </a>
          <div className="grid grid-cols-2 gap-2">
            <a href={googleCalendarUrl(url)} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'text-center')}>
              {t(CALENDAR_MESSAGES.google)}
            </a>
            <Button
              variant="secondary"
              onClick={() => void copyCurrentLink(CALENDAR_MESSAGES.copied, url, t(CALENDAR_MESSAGES.copyFailed))}
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
              {t(CALENDAR_MESSAGES.copy)}
            </Button>
          </div>
          <Button variant="secondary" className="w-full" onClick={() => setConfirming(true)}>
            {t(CALENDAR_MESSAGES.renew)}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t(CALENDAR_MESSAGES.renewTitle)}
            description={t(CALENDAR_MESSAGES.renewDescription)}
            confirmLabel={t(CALENDAR_MESSAGES.renew)}
            onConfirm={() =>
              make.mutate('renew', {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(CALENDAR_MESSAGES.renewed);
                },
              })
            }
            busy={make.isPending}
          />
        </>
      )}
    </section>
  );
}
