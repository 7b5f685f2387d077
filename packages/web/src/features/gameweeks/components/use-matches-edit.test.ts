import type { GameweekDetail } from '@scoreline/shared';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { customMatchPick } from './match-picks';
import type { PickedMatch } from './picked-match';
import { adminViewer, at, savedMatch } from './test-fixtures';
import { useMatchesEdit } from './use-matches-edit';

afterEach(cleanup);

const gameweek = {
  id: 'g1',
  deadline: at(5, 12),
  matches: [savedMatch('m1', at(5, 13)), savedMatch('m2', at(5, 14))],
  viewer: adminViewer(),
} as GameweekDetail;
const added = (customMatchPick({ home: 'Ashford', away: 'Fenwick', time: new Date(at(6, 18)) }, null) as { match: PickedMatch }).match;

describe("the add-matches page's changes", () => {
  it('start from the saved deadline and matches, and say which matches the gameweek will have', () => {
    const { result } = renderHook(() => useMatchesEdit(gameweek));
    expect(result.current.deadline?.toISOString()).toBe(at(5, 12));
    act(() => {
      result.current.toggleRemoved('m1');
      result.current.addCustom(added);
    });
    expect(result.current.result.map((match) => `${match.homeTeam} v ${match.awayTeam}`)).toEqual([
      'm2 home v m2 away',
      'Ashford v Fenwick',
    ]);
    act(() => result.current.toggleRemoved('m1'));
    expect([...result.current.removed]).toEqual([]);
  });

  it('are all dropped by "Cancel Changes", the deadline back to the saved one even after it was cleared', () => {
    const { result } = renderHook(() => useMatchesEdit(gameweek));
    act(() => {
      result.current.setDeadline(null);
      result.current.toggleRemoved('m2');
      result.current.toggleAdded(added);
    });
    expect([result.current.deadline, result.current.removed.size, result.current.added.length]).toEqual([null, 1, 1]);
    act(() => result.current.reset());
    expect(result.current.deadline?.toISOString()).toBe(at(5, 12));
    expect([result.current.removed.size, result.current.added.length]).toEqual([0, 0]);
  });

  it('have no deadline before the gameweek is there', () => {
    expect(renderHook(() => useMatchesEdit(undefined)).result.current.deadline).toBeNull();
  });
});
