import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/** /profile signed out: the way to sign in or register. */
export function SignedOutProfile() {
  return (
    <section className="card flex flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold">{t('You are not logged in.')}</h1>
      <div className="flex gap-3">
        <Link to="/login" className={buttonClass('primary')}>
          {t('Sign In')}
        </Link>
        <Link to="/register" className={buttonClass('secondary')}>
          {t('Register')}
        </Link>
      </div>
    </section>
  );
}
