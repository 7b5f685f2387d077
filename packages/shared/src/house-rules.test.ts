import { describe, expect, it } from 'vitest';
import { CLASSIC_SCORING, GOAL_DIFFERENCE_SCORING } from './constants.js';
import { scoringSystemText, scoringValues, tiebreakLine } from './house-rules.js';
import { english, translators } from './i18n/translators.js';

const custom = { exactScorePoints: 5, goalDifferencePoints: null, correctResultPoints: 2, incorrectPoints: -1 };

describe('a group’s scoring in words', () => {
  it('keeps the Classic and Custom texts as they were when no goal difference counts', () => {
    expect(scoringSystemText(english, { scoringSystem: 'classic', ...CLASSIC_SCORING })).toBe(
      'Classic: 3 points for an exact score, 1 point for a correct result, 0 points for an incorrect result',
    );
    expect(scoringSystemText(english, { scoringSystem: 'custom', ...custom })).toBe(
      'Custom: 5 points for an exact score, 2 points for a correct result, -1 point for an incorrect result',
    );
  });

  it('names the goal-difference points where they count', () => {
    expect(scoringSystemText(english, { scoringSystem: 'goal_difference', ...GOAL_DIFFERENCE_SCORING })).toBe(
      'Goal difference: 4 points for an exact score, 3 points for the right goal difference, 2 points for a correct result, 0 points for an incorrect result',
    );
    expect(scoringSystemText(english, { scoringSystem: 'custom', ...custom, goalDifferencePoints: 1 })).toContain(
      '1 point for the right goal difference',
    );
  });

  it('stores the presets’ own points whatever the boxes hold, and custom’s as given', () => {
    expect(scoringValues('classic', custom)).toEqual(CLASSIC_SCORING);
    expect(scoringValues('goal_difference', custom)).toEqual(GOAL_DIFFERENCE_SCORING);
    expect(scoringValues('custom', custom)).toBe(custom);
  });
});

describe('the tiebreak line under a table', () => {
  it('lists every step when the scoring counts goal differences and jokers are on', () => {
    expect(tiebreakLine(english, { countsDifferences: true, jokers: true })).toBe(
      'Ties: more exact scores, then more right goal differences, then more right results, then more joker points, then the earlier join.',
    );
  });

  it('leaves out what the group’s rules do not count', () => {
    expect(tiebreakLine(english, { countsDifferences: false, jokers: false })).toBe(
      'Ties: more exact scores, then more right results, then the earlier join.',
    );
    expect(tiebreakLine(english, { countsDifferences: false, jokers: true })).toBe(
      'Ties: more exact scores, then more right results, then more joker points, then the earlier join.',
    );
  });
});

describe('the house rules in German and Spanish', () => {
  it('words the scoring line with each language’s plurals', () => {
    expect(scoringSystemText(translators.de, { scoringSystem: 'custom', ...custom, goalDifferencePoints: 1 })).toBe(
      'Eigene: 5 Punkte für ein exaktes Ergebnis, 1 Punkt für die richtige Tordifferenz, 2 Punkte für die richtige Tendenz, -1 Punkt für ein falsches Ergebnis',
    );
    expect(scoringSystemText(translators.es, { scoringSystem: 'classic', ...CLASSIC_SCORING })).toBe(
      'Clásico: 3 puntos por resultado exacto, 1 punto por resultado acertado, 0 puntos por resultado fallado',
    );
  });

  it('joins the tiebreaks in the reader’s words', () => {
    expect(tiebreakLine(translators.de, { countsDifferences: false, jokers: true })).toBe(
      'Bei Punktgleichheit: mehr exakte Ergebnisse, dann mehr richtige Tendenzen, dann mehr Jokerpunkte, dann der frühere Beitritt.',
    );
    expect(tiebreakLine(translators.es, { countsDifferences: false, jokers: false })).toBe(
      'Empates: más resultados exactos, después más resultados acertados, después quien se unió antes.',
    );
  });
});
