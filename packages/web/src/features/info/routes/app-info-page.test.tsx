import {
  APP_INFO_POINTS,
  CLASSIC_SCORING,
  GOAL_DIFFERENCE_SCORING,
  OUTCOME_LABELS,
  tiebreakLine,
  type Score,
  DEFAULT_NOTIFICATION_SETTINGS,
  REMIND_COOLDOWN_MS,
  REMINDER_TIMING_LABELS,
  STAT_DEFINITIONS,
  markPrediction,
  rankStandings,
} from '@scoreline/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppInfoPage } from './app-info-page';
import { CUSTOM_EXAMPLE } from '../components/house-rules-info';
import { activateLocale, t } from '../../../lib/i18n';

afterEach(cleanup);

/** The page's words, spaces and line breaks of the source folded. */
function pageText() {
  render(<AppInfoPage />);
  return (screen.getByRole('article').textContent ?? '').replace(/\s+/g, ' ');
}

// "How it works" explains the rules in words: each claim is checked against the shared code that applies it, so
// changing a rule there fails here until the page says the same.
describe('the How it works page', () => {
  it('states classic scoring as markPrediction marks it: exact, right result, wrong', () => {
    const points = (prediction: [number, number]) =>
      markPrediction({ home: prediction[0], away: prediction[1] }, { home: 2, away: 1 }, CLASSIC_SCORING).points;
    expect(pageText()).toContain(
      `an exact score earns ${points([2, 1])} points, the right result (home win, draw or away win) earns ${points([1, 0])} point, and a wrong prediction earns ${points([0, 3])}.`,
    );
  });

  it('gives the tie example rankStandings gives: equal on points and exact scores share a place, the next is skipped', () => {
    const tied = (points: number, correctScores: number) => ({
      points,
      correctScores,
      correctDifferences: correctScores,
      correctResults: correctScores,
      jokerPoints: 0,
    });
    const positions = rankStandings([tied(9, 2), tied(7, 1), tied(7, 1), tied(7, 0)]).map((row) => row.position);
    expect(pageText()).toContain(`(${positions.join(', ')})`);
  });

  it("names the default reminder windows and the admin's reminder limit", () => {
    const text = pageText();
    expect(text).toContain(
      `emails you before it closes: ${REMINDER_TIMING_LABELS[DEFAULT_NOTIFICATION_SETTINGS.reminderTiming]} by default`,
    );
    expect(REMIND_COOLDOWN_MS).toBe(60 * 60 * 1000);
    expect(text).toContain('at most once an hour');
  });

  it('lists every point of the spec and defines every stat the stats pages show', () => {
    render(<AppInfoPage />);
    for (const point of APP_INFO_POINTS) expect(screen.getByText(point)).toBeTruthy();
    for (const { label, text } of STAT_DEFINITIONS) {
      expect(screen.getByText(label).tagName).toBe('DT');
      expect(screen.getByText(text).tagName).toBe('DD');
    }
  });

  it('works the presets’ examples out with markPrediction, Custom with its stated example, and states the full tiebreak order', () => {
    render(<AppInfoPage />);
    const rows = screen.getAllByRole('row').map((row) => (row.textContent ?? '').replace(/\s+/g, ' '));
    const cells = (predicted: Score, final: Score) =>
      [CLASSIC_SCORING, GOAL_DIFFERENCE_SCORING, CUSTOM_EXAMPLE]
        .map((rules) => markPrediction(predicted, final, rules))
        .map(({ points, outcome }) => `${points} ${OUTCOME_LABELS[outcome]}`)
        .join('');
    expect(rows).toContain(`2-1, 2-1${cells({ home: 2, away: 1 }, { home: 2, away: 1 })}`);
    // A draw predicted as another draw: the goal difference where the scoring counts it.
    expect(rows).toContain('1-1, 2-21 Correct result3 Right goal difference3 Right goal difference');
    expect(rows).toContain('2-1, 1-10 Wrong0 Wrong-1 Wrong');
    const text = (screen.getByRole('article').textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(
      'The Custom column is an example: 5 for an exact score, 3 for the right goal difference, 2 for a correct result and -1 for a wrong one.',
    );
    expect(text).toContain(tiebreakLine(t, { countsDifferences: true, jokers: true }));
  });

  it('explains the presets in German to a German reader: names, summaries, outcomes and the joker', async () => {
    await activateLocale('de');
    try {
      render(<AppInfoPage />);
      const article = screen.getByRole('article');
      const text = (article.textContent ?? '').replace(/\s+/g, ' ');
      for (const german of ['Klassisch:', 'Eigene:', 'Exaktes Ergebnis', 'Richtige Tordifferenz', 'Richtige Tendenz', 'Falsch'])
        expect(text).toContain(german);
      for (const english of ['Classic', 'Goal difference:', 'Exact score', 'Correct result', "double one match's points"])
        expect(text).not.toContain(english);
    } finally {
      await activateLocale('en');
    }
  });
});
