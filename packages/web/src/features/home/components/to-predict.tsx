import { HOME_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/**
 * "You have N predictions to make" (the server's count: open matches without the player's prediction, a real
 * fixture in several groups once) with "Predict", which opens /predictions showing each match once.
 */
export function ToPredict({ count }: { count: number }) {
  return (
    <section
      className="card flex flex-wrap items-center justify-between gap-3 p-4"
      aria-label={t(HOME_MESSAGES.toPredictLabel)}
      data-testid="to-predict"
    >
      <p className="min-w-0 font-semibold">{count > 0 ? t(HOME_MESSAGES.toPredict, { count }) : t(HOME_MESSAGES.nothingToPredict)}</p>
      {count > 0 && (
        <Link to="/predictions?view=once" className={buttonClass('primary')}>
          {t(HOME_MESSAGES.predict)}
        </Link>
      )}
    </section>
  );
}
