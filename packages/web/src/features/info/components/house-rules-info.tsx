import {
  CLASSIC_SCORING,
  GOAL_DIFFERENCE_SCORING,
  HOUSE_RULES_MESSAGES,
  type Score,
  type ScoringRules,
  markPrediction,
  outcomeLabel,
  tiebreakLine,
} from '@scoreline/shared';
import { t } from '../../../lib/i18n';

const TEXT = HOUSE_RULES_MESSAGES;
/** The Custom column's example: a group's own points, a wrong prediction costing one. */
export const CUSTOM_EXAMPLE: ScoringRules = { exactScorePoints: 5, goalDifferencePoints: 3, correctResultPoints: 2, incorrectPoints: -1 };
const PRESETS = [
  { system: 'classic', rules: CLASSIC_SCORING },
  { system: 'goal_difference', rules: GOAL_DIFFERENCE_SCORING },
  { system: 'custom', rules: CUSTOM_EXAMPLE },
] as const;
/** Worked examples: a prediction, the final score, and what each preset gives it (marked by the shared rule). */
const EXAMPLES: Array<[predicted: Score, final: Score]> = [
  [
    { home: 2, away: 1 },
    { home: 2, away: 1 },
  ],
  [
    { home: 2, away: 1 },
    { home: 3, away: 2 },
  ],
  [
    { home: 2, away: 1 },
    { home: 1, away: 0 },
  ],
  [
    { home: 2, away: 1 },
    { home: 3, away: 0 },
  ],
  [
    { home: 2, away: 1 },
    { home: 1, away: 1 },
  ],
  [
    { home: 1, away: 1 },
    { home: 2, away: 2 },
  ],
];
const score = ({ home, away }: Score) => `${home}-${away}`;

/** How it works: the scoring presets with worked examples, the joker, and the tiebreak order. */
export function HouseRulesInfo() {
  return (
    <>
      <h2 className="mt-8 text-lg font-semibold">{t('Scoring presets')}</h2>
      <ul className="mt-2 space-y-1 text-muted">
        {(['classic', 'goal_difference', 'custom'] as const).map((system) => (
          <li key={system}>
            <span className="font-medium text-[var(--text)]">{t(TEXT.presetLabels[system])}:</span> {t(TEXT.presetSummaries[system])}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted">
        {t(
          'The right goal difference is the winning margin without the exact score (2-1 for 3-2), or a draw predicted as a different draw (1-1 for 2-2).',
        )}
      </p>
      <table className="mt-3 w-full text-left text-xs sm:text-sm" data-testid="scoring-examples">
        <thead>
          <tr className="border-b border-subtle">
            <th className="py-1 pr-1.5 font-medium sm:pr-2">{t('Predicted, final')}</th>
            {PRESETS.map(({ system }) => (
              <th key={system} className="py-1 pr-1.5 font-medium sm:pr-2">
                {t(TEXT.presetLabels[system])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EXAMPLES.map(([predicted, final]) => (
            <tr key={`${score(predicted)} ${score(final)}`} className="border-b border-subtle align-top">
              <td className="py-1 pr-1.5 tabular-nums sm:pr-2">
                {score(predicted)}, {score(final)}
              </td>
              {PRESETS.map(({ system, rules }) => {
                const { outcome, points } = markPrediction(predicted, final, rules);
                return (
                  <td key={system} className="py-1 pr-1.5 sm:pr-2">
                    <span className="block font-semibold tabular-nums sm:inline">{points}</span>{' '}
                    <span className="block text-muted sm:inline">{outcomeLabel(t, outcome)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-muted">
        {t(
          'The Custom column is an example: {exact} for an exact score, {difference} for the right goal difference, {result} for a correct result and {incorrect} for a wrong one.',
          {
            exact: CUSTOM_EXAMPLE.exactScorePoints,
            difference: CUSTOM_EXAMPLE.goalDifferencePoints ?? 0,
            result: CUSTOM_EXAMPLE.correctResultPoints,
            incorrect: CUSTOM_EXAMPLE.incorrectPoints,
          },
        )}
      </p>
      <h2 className="mt-8 text-lg font-semibold">{t('The joker')}</h2>
      <p className="mt-2 text-muted">
        {t('A group may play with jokers.')} {t(TEXT.jokersHint)}{' '}
        {t(
          'Mark the match as your joker in your prediction; it counts double, negative custom points too. You can move it while the match is open, and others see it once they can see your predictions.',
        )}
      </p>
      <h2 className="mt-8 text-lg font-semibold">{t('Ties')}</h2>
      <p className="mt-2 text-muted">
        {tiebreakLine(t, { countsDifferences: true, jokers: true })}{' '}
        {t(
          'Right goal differences count only where the scoring gives them points, joker points only where the group plays jokers; each table shows its own order underneath.',
        )}
      </p>
    </>
  );
}
