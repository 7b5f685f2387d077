import { type GameweekLeaderboard, LEADERBOARD_PREVIEW_ROWS, previewRows } from '@scoreline/shared';
import type { BoardRow, BoardTable } from './leaderboard-row';

/**
 * The rows a table shows: those matching the search (by name, any case), and in preview mode, unless expanded or
 * searching, the few around the focused player (or the top ones). `indexes` are the shown rows' places in
 * `filtered`, so a gap between two shown rows can be drawn; `hidden` is how many "Show N more" would add.
 */
export function visibleRows(
  rows: BoardRow[],
  { search, preview, expanded, focusId }: { search: string; preview: boolean; expanded: boolean; focusId: string | undefined },
) {
  const term = search.trim().toLowerCase();
  const filtered = term ? rows.filter((row) => row.player.username.toLowerCase().includes(term)) : rows;
  const indexes =
    preview && !expanded && !term
      ? previewRows(
          filtered.length,
          filtered.findIndex((row) => row.player.id === focusId),
          LEADERBOARD_PREVIEW_ROWS,
        )
      : filtered.map((_, index) => index);
  return { filtered, indexes, shown: indexes.map((index) => filtered[index]!), hidden: filtered.length - indexes.length };
}

/**
 * An admin's edited totals, as the server takes them: only the rows whose typed total differs from the shown one
 * (an empty box changes nothing), whole points, never below 0.
 */
export function changedTotals(rows: BoardRow[], typed: Record<string, string>): Array<{ userId: string; totalPoints: number }> {
  return rows.flatMap((row) => {
    const text = typed[row.player.id];
    if (text === undefined || text === '' || Number(text) === row.totalPoints) return [];
    return [{ userId: row.player.id, totalPoints: Math.max(0, Math.floor(Number(text))) }];
  });
}

/**
 * A gameweek's table as the card shows it. Each row's points and exact scores are its live totals (its settled ones
 * while nothing is in play), which is what the server ranked it by, with the live part in the Live column; while a
 * match is in play positions show even before any final score, so they move with each goal.
 */
export function gameweekTable(board: Pick<GameweekLeaderboard, 'rows' | 'hasResults' | 'live' | 'lastUpdated' | 'ties'>): BoardTable {
  return {
    rows: board.rows.map((row) => ({
      player: row.player,
      position: row.position,
      totalPoints: row.liveTotalPoints,
      correctScores: row.liveCorrectScores,
      livePoints: row.livePoints,
      contention: row.contention,
    })),
    hasResults: board.hasResults || board.live,
    lastUpdated: board.lastUpdated,
    live: board.live,
    ties: board.ties,
  };
}
