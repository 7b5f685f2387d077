import { PREDICTION_MESSAGES, type Outcome, outcomeLabel } from '@scoreline/shared';
import { t } from '../../../lib/i18n';

/** The result colours, each with its word so colour is never the only signal. */
export const OUTCOME_STYLES: Record<Outcome | 'pending', { card: string; pill: string }> = {
  exact: { card: 'border-l-4 border-l-green-600', pill: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100' },
  difference: { card: 'border-l-4 border-l-teal-600', pill: 'bg-teal-100 text-teal-900 dark:bg-teal-900/50 dark:text-teal-100' },
  result: { card: 'border-l-4 border-l-amber-500', pill: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100' },
  wrong: { card: 'border-l-4 border-l-red-600', pill: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100' },
  pending: {
    card: 'border-l-4 border-l-gray-300 dark:border-l-gray-600',
    pill: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  },
};

/** The pill's words: the outcome, with its points once marked, and "so far" while provisional. */
function pillText(outcome: Outcome | null, points: number | null | undefined, provisional: boolean): string {
  const label = outcomeLabel(t, outcome ?? 'pending');
  if (!outcome) return label;
  if (points == null) return provisional ? t(PREDICTION_MESSAGES.outcomeSoFar, { outcome: label }) : label;
  return t(provisional ? PREDICTION_MESSAGES.outcomePointsSoFar : PREDICTION_MESSAGES.outcomePoints, { outcome: label, points });
}

/** How a prediction fared, with its points; `provisional` (in play): how it stands at the running score, "so far". */
export function OutcomePill({
  outcome,
  points,
  provisional = false,
}: {
  outcome: Outcome | null;
  points?: number | null;
  provisional?: boolean;
}) {
  const key = outcome ?? 'pending';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLES[key].pill} ${
        provisional ? 'outline-1 outline-current/40 outline-dashed' : ''
      }`}
    >
      {pillText(outcome, points, provisional)}
    </span>
  );
}
