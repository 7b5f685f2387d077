import { NOTIFICATION_MESSAGES, PRODUCT_NAME } from '@scoreline/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button, buttonClass } from '../../../components/ui/button';
import { api, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

/**
 * An email's unsubscribe link: no sign-in, the token says who and what. It asks before acting, because mail
 * scanners open links; mail clients use the one-click address in the List-Unsubscribe header instead.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => api<{ message: string }>('/api/v1/unsubscribe', { method: 'POST', body: { token } }),
  });
  return (
    <Page title={t('Unsubscribe')} width="narrow">
      <section className="card space-y-4 p-4 text-center sm:p-6">
        <h1 className="text-xl font-semibold">{t('Unsubscribe')}</h1>
        {!token ? (
          <p role="alert">{NOTIFICATION_MESSAGES.badUnsubscribeLink}</p>
        ) : unsubscribe.isSuccess ? (
          <p role="status">{unsubscribe.data.message}</p>
        ) : (
          <>
            <p>{t('Stop getting these emails from {product}?', { product: PRODUCT_NAME })}</p>
            {unsubscribe.isError && (
              <p role="alert" className="text-red-600 dark:text-red-400">
                {errorMessage(unsubscribe.error)}
              </p>
            )}
            <Button className="w-full" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? t('Unsubscribing...') : t('Unsubscribe')}
            </Button>
          </>
        )}
        <Link to="/profile" className={buttonClass('secondary', 'w-full')}>
          {t('Notification settings')}
        </Link>
      </section>
    </Page>
  );
}
