import { APP_INFO_POINTS, CLASSIC_SCORING, PRODUCT_NAME, STAT_DEFINITIONS } from '@scoreline/shared';
import { CheckCircle2 } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { t } from '../../../lib/i18n';
import { HouseRulesInfo } from '../components/house-rules-info';

export function AppInfoPage() {
  return (
    <Page title={t('How it works')}>
      <article className="card mx-auto max-w-2xl p-4 sm:p-6">
        <h1 className="text-2xl font-bold">{t('How {product} works', { product: PRODUCT_NAME })}</h1>
        <p className="mt-2 text-muted">{t('Predict the exact score of each match, collect points, and beat your friends.')}</p>
        <ul className="mt-6 space-y-3">
          {APP_INFO_POINTS.map((point) => (
            <li key={point} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-[var(--color-brand)]" />
              <span>{t(point)}</span>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-lg font-semibold">{t('Scoring')}</h2>
        <p className="mt-2 text-muted">
          {t(
            'With classic scoring an exact score earns {exact, plural, one {# point} other {# points}}, the right result (home win, draw or away win) earns {result, plural, one {# point} other {# points}}, and a wrong prediction earns {wrong}. A group can choose another preset or its own values instead (below). A match counts once both of its final scores are in; for real fixtures that is the score after 90 minutes, so extra time and penalties do not change it.',
            {
              exact: CLASSIC_SCORING.exactScorePoints,
              result: CLASSIC_SCORING.correctResultPoints,
              wrong: CLASSIC_SCORING.incorrectPoints,
            },
          )}
        </p>
        <h2 className="mt-8 text-lg font-semibold">{t('Tables')}</h2>
        <p className="mt-2 text-muted">
          {t(
            'Players are ordered by points, then by the tiebreaks below. Players equal on all of them share a place, and the next place is skipped (1, 2, 2, 4). Correct results count every prediction with the right result, exact scores included. The arrow next to a position compares it with the one after the previous gameweek. The gameweek winner is whoever is first in that gameweek once all its matches have results; a tie crowns everyone on it.',
          )}
        </p>
        <HouseRulesInfo />
        <h2 className="mt-8 text-lg font-semibold">{t('When predictions close')}</h2>
        <p className="mt-2 text-muted">
          {t(
            'Each group chooses when predictions close. By default every match of a gameweek closes at the gameweek deadline: you can change your predictions until then or until an admin locks the gameweek, and nobody sees anyone else’s predictions before; afterwards everyone’s are visible.',
          )}
        </p>
        <p className="mt-2 text-muted">
          {t(
            'With kick-off locks (“At each match’s kick-off”), each match takes predictions until its own kick-off, so you can wait for Monday’s line-ups before predicting Monday’s match. Once a match kicks off its predictions are fixed and everyone’s predictions for it are shown; the countdown counts to the next kick-off. An admin’s lock still closes the whole gameweek at once.',
          )}
        </p>
        <h2 className="mt-8 text-lg font-semibold">{t('Reminders and notifications')}</h2>
        <p className="mt-2 text-muted">
          {t(
            'If a match still has no prediction from you, {product} emails you before it closes: 24 hours and 2 hours before by default. One email covers all your groups, with a link straight to each gameweek, and you never get the same reminder twice. Each gameweek also lists who has yet to predict, and its admins can remind them at once (at most once an hour).',
            { product: PRODUCT_NAME },
          )}
        </p>
        <p className="mt-2 text-muted">
          {t(
            'Turn on push notifications on your Profile to get the same reminders on your phone, plus your points when a gameweek’s results are in and a note when you win one. On your Profile you choose when reminders come and switch each kind off by email or push; every email has a one-click unsubscribe link. Placeholder members never get anything.',
          )}
        </p>
        <h2 className="mt-8 text-lg font-semibold">{t('Stats')}</h2>
        <dl className="mt-2 space-y-2">
          {STAT_DEFINITIONS.map((definition) => (
            <div key={definition.label}>
              <dt className="font-medium">{t(definition.label)}</dt>
              <dd className="text-muted">{t(definition.text)}</dd>
            </div>
          ))}
        </dl>
      </article>
    </Page>
  );
}
