import { type MatchDistribution as Distribution, MATCH_CENTRE_MESSAGES } from '@scoreline/shared';
import { useId } from 'react';
import { t } from '../../../../lib/i18n';

// Message ids, translated at render.
const RESULTS = [
  { key: 'homeWin', label: MATCH_CENTRE_MESSAGES.homeWin, colour: 'bg-[var(--color-brand)]' },
  { key: 'draw', label: MATCH_CENTRE_MESSAGES.draw, colour: 'bg-slate-400' },
  { key: 'awayWin', label: MATCH_CENTRE_MESSAGES.awayWin, colour: 'bg-sky-600' },
] as const;

/**
 * How the group predicted, as the server counted it once everyone's predictions show: the home win, draw and away
 * win shares (one bar, with the figures written beside it so colour is never the only signal) and the commonest scores.
 */
export function MatchDistribution({ distribution }: { distribution: Distribution }) {
  const heading = useId();
  const most = distribution.topScores[0]?.count ?? 1;
  return (
    <section className="card space-y-3 p-4" aria-labelledby={heading} data-testid="match-distribution">
      <h2 id={heading} className="font-semibold">
        {t(MATCH_CENTRE_MESSAGES.distribution)}
      </h2>
      <div className="flex h-2.5 overflow-hidden rounded-full bg-black/5 dark:bg-white/10" aria-hidden="true">
        {RESULTS.map(({ key, colour }) => (
          <span key={key} className={colour} style={{ width: `${distribution[key]}%` }} />
        ))}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {RESULTS.map(({ key, label, colour }) => (
          <div key={key} className="min-w-0">
            <dt className="flex items-center justify-center gap-1.5 text-xs text-muted">
              <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${colour}`} />
              {t(label)}
            </dt>
            <dd className="text-lg font-semibold tabular-nums">{t(MATCH_CENTRE_MESSAGES.percent, { percent: distribution[key] })}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-sm font-semibold">{t(MATCH_CENTRE_MESSAGES.topScores)}</h3>
      <ol className="space-y-1.5">
        {distribution.topScores.map((score) => (
          <li key={`${score.home}-${score.away}`} className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-3 text-sm">
            <strong className="tabular-nums">
              {score.home} - {score.away}
            </strong>
            <span
              aria-hidden="true"
              className="h-2 rounded-full bg-[var(--color-brand)]/60"
              style={{ width: `${(100 * score.count) / most}%` }}
            />
            <span className="text-muted tabular-nums">{t(MATCH_CENTRE_MESSAGES.predictionCount, { count: score.count })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
