import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickedMatch } from './picked-match';
import { at } from './test-fixtures';
import { useCustomMatch } from './use-custom-match';

afterEach(cleanup);

describe('the custom match form', () => {
  it('says what is wrong and keeps what was typed; once right, hands the match on and empties itself', () => {
    const onAdd = vi.fn<(match: PickedMatch) => void>();
    const { result } = renderHook(() => useCustomMatch(new Date(at(5, 12)), onAdd));
    act(() => {
      result.current.setHome('Ashford');
      result.current.setTime(new Date(at(5, 18)));
    });
    act(() => result.current.add());
    expect([result.current.error, result.current.home, onAdd.mock.calls.length]).toEqual([
      GAMEWEEK_MESSAGES.customMatchIncomplete,
      'Ashford',
      0,
    ]);

    act(() => result.current.setAway('Fenwick '));
    act(() => result.current.add());
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'custom', homeTeam: 'Ashford', awayTeam: 'Fenwick', matchTime: at(5, 18) }),
    );
    expect([result.current.home, result.current.away, result.current.time, result.current.error]).toEqual(['', '', null, null]);
  });
});
