import { describe, expect, it } from 'vitest';
import type { BoardRow } from './leaderboard-row';
import { changedTotals, gameweekTable, visibleRows } from './leaderboard-rows';

const board: BoardRow[] = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'].map((username, index) => ({
  player: { id: `u-${index}`, username, bgColour: '#ccc', isPlaceholder: false },
  position: index + 1,
  totalPoints: 30 - index,
  correctScores: 0,
}));
const names = (rows: BoardRow[]) => rows.map((row) => row.player.username);

describe('visibleRows', () => {
  it('shows every row by default, and in preview the few around the focused player, with how many more there are', () => {
    expect(names(visibleRows(board, { search: '', preview: false, expanded: false, focusId: 'u-8' }).shown)).toHaveLength(10);
    const around = visibleRows(board, { search: '', preview: true, expanded: false, focusId: 'u-5' });
    expect([names(around.shown), around.hidden]).toEqual([['Dan', 'Eve', 'Fay', 'Gus', 'Hal'], 5]);
    // Near the end: the top rows, then the player's own after a gap (its index is not the next one).
    const nearEnd = visibleRows(board, { search: '', preview: true, expanded: false, focusId: 'u-8' });
    expect([nearEnd.indexes, nearEnd.hidden]).toEqual([[0, 1, 2, 3, 4, 8], 4]);
    expect(visibleRows(board, { search: '', preview: true, expanded: true, focusId: 'u-8' }).hidden).toBe(0);
  });

  it('searches names in any case, and a search shows every match even in preview', () => {
    const found = visibleRows(board, { search: '  A ', preview: true, expanded: false, focusId: 'u-0' });
    expect(names(found.shown)).toEqual(['Ann', 'Cat', 'Dan', 'Fay', 'Hal']);
    expect(found.hidden).toBe(0);
    expect(visibleRows(board, { search: 'zed', preview: false, expanded: false, focusId: undefined }).filtered).toEqual([]);
  });
});

describe('changedTotals', () => {
  it('sends only the totals typed differently, whole and never below 0; an empty box changes nothing', () => {
    expect(changedTotals(board, { 'u-0': '30', 'u-1': '', 'u-2': '31.7', 'u-3': '-4' })).toEqual([
      { userId: 'u-2', totalPoints: 31 },
      { userId: 'u-3', totalPoints: 0 },
    ]);
    expect(changedTotals(board, {})).toEqual([]);
  });
});

describe('gameweekTable', () => {
  const player = (id: string) => ({ id, username: id, bgColour: '#ccc', isPlaceholder: false });
  // bo's settled 3 points, ada's exact score in play on for 3 more (the server ranked by the live totals).
  const live = {
    live: true,
    hasResults: false,
    lastUpdated: null,
    rows: [
      {
        player: player('ada'),
        position: 1,
        totalPoints: 0,
        correctScores: 0,
        livePoints: 4,
        liveTotalPoints: 4,
        liveCorrectScores: 1,
        correctDifferences: 1,
        correctResults: 1,
        jokerPoints: 0,
        liveCorrectDifferences: 1,
        liveCorrectResults: 1,
        liveJokerPoints: 0,
        contention: { maxPoints: 7, canWin: true },
      },
      {
        player: player('bo'),
        position: 2,
        totalPoints: 3,
        correctScores: 1,
        livePoints: 0,
        liveTotalPoints: 3,
        liveCorrectScores: 1,
        correctDifferences: 1,
        correctResults: 1,
        jokerPoints: 0,
        liveCorrectDifferences: 1,
        liveCorrectResults: 1,
        liveJokerPoints: 0,
        contention: null,
      },
    ],
    ties: { countsDifferences: true, jokers: false },
  };

  it('shows a live table by its live totals, the live part in the Live column, with positions before any final score', () => {
    expect(gameweekTable(live)).toEqual({
      live: true,
      hasResults: true,
      lastUpdated: null,
      ties: { countsDifferences: true, jokers: false },
      rows: [
        { player: player('ada'), position: 1, totalPoints: 4, correctScores: 1, livePoints: 4, contention: { maxPoints: 7, canWin: true } },
        { player: player('bo'), position: 2, totalPoints: 3, correctScores: 1, livePoints: 0, contention: null },
      ],
    });
  });

  it('shows the settled table as it is once nothing is in play (no positions before a result)', () => {
    const settled = {
      live: false,
      hasResults: false,
      lastUpdated: '2026-11-21T17:00:00Z',
      ties: live.ties,
      rows: live.rows.map((row) => ({ ...row, livePoints: 0, liveTotalPoints: row.totalPoints, liveCorrectScores: row.correctScores })),
    };
    const table = gameweekTable(settled);
    expect([table.live, table.hasResults, table.lastUpdated]).toEqual([false, false, '2026-11-21T17:00:00Z']);
    expect(table.rows.map((row) => [row.totalPoints, row.correctScores, row.livePoints])).toEqual([
      [0, 0, 0],
      [3, 1, 0],
    ]);
  });
});
