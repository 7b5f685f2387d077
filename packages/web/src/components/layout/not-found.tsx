import { type MissingEntity, entityNotFoundMessage } from '@scoreline/shared';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { buttonClass } from '../ui/button';
import { Page } from './page';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <Page title={t('Page not found')}>
      <section className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-6xl font-extrabold text-[var(--color-brand)]">404</p>
        <h1 className="text-2xl font-bold">{t('Page not found')}</h1>
        <p className="text-muted">{t('The page you are looking for does not exist or has moved.')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('Go back home')}
        </Link>
      </section>
    </Page>
  );
}

/** A missing group, season, gameweek...: "The {entity} you are looking for does not exist." */
export function EntityNotFound({ entity = 'group' }: { entity?: MissingEntity }) {
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <SearchX aria-hidden="true" className="h-12 w-12 text-muted" />
      <h1 className="text-xl font-semibold">{t(entityNotFoundMessage(entity))}</h1>
      <Link to="/" className={buttonClass('primary')}>
        {t('Go back home')}
      </Link>
    </section>
  );
}
