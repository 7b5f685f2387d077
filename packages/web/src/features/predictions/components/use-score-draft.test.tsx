import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matchesOf, saved } from './test-fixtures';
import { useScoreDraft } from './use-score-draft';

afterEach(cleanup);

const matches = matchesOf(3);
const everywhere = () => true;

describe("the score card's draft", () => {
  it('starts from the saved predictions, unchanged, and counts the matches without one', () => {
    const { result } = renderHook(() => useScoreDraft(matches, [saved('m1', 2, 1)]));
    expect(result.current.scoreOf('m1')).toEqual({ home: 2, away: 1 });
    expect(result.current.scoreOf('m2')).toEqual({ home: null, away: null });
    expect([result.current.changed, result.current.submitted, result.current.withoutPrediction]).toEqual([false, false, 2]);
  });

  it('sends the matches with a score (one side is enough) and saved ones emptied, never an untouched match as 0-0', () => {
    const { result } = renderHook(() => useScoreDraft(matches, [saved('m1', 2, 1)]));
    act(() => {
      result.current.set('m1', 'home', null);
      result.current.set('m1', 'away', null);
      result.current.set('m2', 'home', 3);
    });
    expect(result.current.changed).toBe(true);
    expect(result.current.withoutPrediction).toBe(2);
    expect(result.current.rows(everywhere)).toEqual([
      { matchId: 'm1', home: null, away: null },
      { matchId: 'm2', home: 3, away: null },
    ]);
    // Matches that no longer take predictions (kicked off) are left out whatever was typed.
    expect(result.current.rows((matchId) => matchId !== 'm2')).toEqual([{ matchId: 'm1', home: null, away: null }]);
  });

  it('is submitted once every match is saved and nothing differs, and follows new saved predictions (a save, a live update)', () => {
    let predictions = [saved('m1', 1, 0), saved('m2', 0, 0)];
    const { result, rerender } = renderHook(() => useScoreDraft(matches, predictions));
    expect(result.current.submitted).toBe(false);
    predictions = [...predictions, saved('m3', 4, 4)];
    rerender();
    expect(result.current.scoreOf('m3')).toEqual({ home: 4, away: 4 });
    expect([result.current.submitted, result.current.withoutPrediction]).toEqual([true, 0]);
  });
});
