import type { GameweekMatch, Prediction } from '@scoreline/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PredictedRow } from './predicted-row';
import { matchesOf, saved } from './test-fixtures';

afterEach(cleanup);

const [match] = matchesOf(1) as [GameweekMatch];
const played = { ...match, finalHomeScore: 2, finalAwayScore: 1 };
const marked: Prediction = { ...saved('m1', 2, 1), outcome: 'exact', points: 3, isLocked: true };

/** The row's visible words, in order (the sr-only prediction included). */
function wordsOf(row: { match: GameweekMatch; prediction: Prediction | null; closedAtKickOff?: boolean }) {
  render(
    <MemoryRouter>
      <ul>
        <PredictedRow {...row} linkMatch={false} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId('score-card-match').textContent;
}

describe("a predicted match's row", () => {
  it('tells how the prediction fared, with its points, only once the match has its final score', () => {
    // Marked already (a stale outcome must not show before the result): still "Not finished".
    expect(wordsOf({ match, prediction: marked })).toContain('Not finished');
    cleanup();
    const words = wordsOf({ match: played, prediction: marked });
    expect(words).toContain('Final 2 - 1');
    expect(words).toContain('Your prediction 2 - 1');
    expect(words).toContain('Exact score · 3 pts');
  });

  it('shows a match in play: LIVE with the minute, the running score where the boxes were, the prediction under it and what it is on for', () => {
    const live = { ...match, status: 'IN_PLAY' as const, liveHomeScore: 1, liveAwayScore: 0, liveMinute: 67 };
    const words = wordsOf({ match: live, prediction: { ...saved('m1', 2, 1), isLocked: true, livePoints: 1 } });
    expect(words).toContain("LIVE67'");
    expect(words).toContain('LIVE 1 - 0');
    expect(words).toContain('Your prediction 2 - 1');
    expect(words).toContain('On for 1 point');
    // Provisional, so never an outcome yet.
    expect(words).not.toMatch(/Not finished|Exact|Correct|Wrong/);
    cleanup();
    const halfTime = { ...live, status: 'PAUSED' as const, liveMinute: 45 };
    const atBreak = wordsOf({ match: halfTime, prediction: { ...saved('m1', 1, 0), isLocked: true, livePoints: 3 } });
    expect(atBreak).toContain('HT');
    expect(atBreak).toContain('On for 3 points');
    cleanup();
    expect(wordsOf({ match: live, prediction: null })).toMatch(/LIVE 1 - 0.*No prediction/);
  });

  it('says FT over the final score once it is in', () => {
    expect(wordsOf({ match: { ...played, status: 'FINISHED' }, prediction: marked })).toMatch(/FT.*Final 2 - 1.*Your prediction 2 - 1/);
  });

  it('says "Closed at kick-off" for a match closed while others take predictions, until it has a result', () => {
    expect(wordsOf({ match, prediction: null, closedAtKickOff: true })).toMatch(/No prediction.*Closed at kick-off/);
    cleanup();
    expect(wordsOf({ match: played, prediction: null, closedAtKickOff: true })).not.toContain('Closed at kick-off');
    cleanup();
    // Without a prediction nothing is marked: no outcome pill.
    expect(wordsOf({ match: played, prediction: null })).not.toMatch(/Not finished|Exact|Wrong|Correct/);
  });
});
