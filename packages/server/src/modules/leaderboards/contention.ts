import {
  type Contention,
  type RemainingMatch,
  type Score,
  type ScoringRules,
  LIVE_STATUSES,
  contention,
  markPrediction,
  predictionsRevealed,
  predictionsShown,
  seasonIsActive,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { createVersionedCache } from '../../lib/versioned-cache.js';
import type { ContentionRepo, UndecidedRow } from './contention.repo.js';

/** Whose remaining matches: one gameweek's, or the group's active season's (the all-time table). */
export type ContentionScope = { gameweekId: string } | { groupId: string };

/** Each player's contention by player id; null when no match remains (or the season is over). */
export type ContentionByPlayer = Map<string, Contention> | null;

/** A scope's undecided matches at one group version, and the answers worked out from them per set of closed matches. */
interface Undecided {
  rows: readonly UndecidedRow[];
  answers: Map<string, Promise<ContentionByPlayer>>;
}

const timingOf = (row: UndecidedRow) => ({
  gameweek: {
    deadline: new Date(row.deadline).toISOString(),
    isLocked: row.is_locked,
    isFinished: row.is_finished,
    closesAtKickOff: row.closes_at_kick_off,
    lastKickOff: row.last_kick_off === null ? null : new Date(row.last_kick_off).toISOString(),
  },
  match: { matchTime: new Date(row.match_time).toISOString(), finalHomeScore: row.final_home_score, finalAwayScore: row.final_away_score },
});

const finalOf = (row: UndecidedRow): Score | null =>
  row.final_home_score === null || row.final_away_score === null ? null : { home: row.final_home_score, away: row.final_away_score };

/** The running score of a match in play (or just over, its result not in yet): goals scored stand. */
const floorOf = (row: UndecidedRow): Score | null =>
  row.live_home_score !== null &&
  row.live_away_score !== null &&
  row.api_status !== null &&
  (LIVE_STATUSES.has(row.api_status) || row.api_status === 'FINISHED')
    ? { home: row.live_home_score, away: row.live_away_score }
    : null;

/**
 * The undecided matches by where they stand now: `open` (the policy still shows nobody's predictions on them,
 * so none is read), `closed` (predictions shown) and `unmarked` (a final score the tables do not hold yet).
 * Null when nothing remains, or for the season's table when the season is over (a gameweek's matches count
 * whenever they end).
 */
function split(scope: ContentionScope, rows: readonly UndecidedRow[], now: Date) {
  const first = rows[0];
  if (!first) return null;
  if ('groupId' in scope && !seasonIsActive({ isActive: first.season_is_active, endDate: first.season_end_date }, now)) return null;
  const unmarked = rows.filter((row) => finalOf(row) !== null);
  const remaining = rows.filter((row) => finalOf(row) === null);
  if (remaining.length === 0) return null;
  // The match centre's rule: the gameweek reveals predictions at all, and this match's show (a fixture brought
  // forward may kick off before a deadline: its predictions stay hidden until the deadline).
  const shown = (row: UndecidedRow) => {
    const { gameweek, match } = timingOf(row);
    return predictionsRevealed(gameweek, now) && predictionsShown(gameweek, match, now);
  };
  return { unmarked, open: remaining.filter((row) => !shown(row)), closed: remaining.filter(shown) };
}

/**
 * Who can still win in a table (shared `contention`), fed from the database. The undecided matches are read once
 * per group version (a result, a lock, a goal or a new match moves it); which of them are closed depends on the
 * clock, so the answer is kept per version and set of closed matches. Predictions are read only on closed
 * matches, whose predictions everyone may see: an open match's answer cannot depend on them.
 */
export function createContentionReads(deps: { db: Database; repo: ContentionRepo; clock: () => Date; cacheSize?: number }) {
  const { db, repo, clock } = deps;
  const undecidedByVersion = createVersionedCache<Undecided>(deps.cacheSize);

  const read = async (scope: ContentionScope): Promise<Undecided> => ({
    rows: Object.freeze(
      'gameweekId' in scope ? await repo.undecidedInGameweek(db, scope.gameweekId) : await repo.undecidedInSeason(db, scope.groupId),
    ),
    answers: new Map(),
  });

  async function answer(
    parts: NonNullable<ReturnType<typeof split>>,
    rules: ScoringRules,
    standings: ReadonlyArray<{ player: { id: string }; totalPoints: number }>,
  ): Promise<ContentionByPlayer> {
    const predictions = await repo.predictionsOn(
      db,
      [...parts.closed, ...parts.unmarked].map((row) => row.id),
    );
    const pointsOn = (row: UndecidedRow, playerId: string) => {
      const prediction = predictions.get(row.id)!.get(playerId);
      return prediction ? markPrediction(prediction, finalOf(row)!, rules).points : 0;
    };
    // A result not marked yet counts as it will once the gameweek locks.
    const players = standings.map(({ player, totalPoints }) => ({
      id: player.id,
      points: totalPoints + parts.unmarked.reduce((sum, row) => sum + pointsOn(row, player.id), 0),
    }));
    const matches: RemainingMatch[] = [
      // Grouped by gameweek: one joker each per gameweek (where the group plays jokers).
      ...parts.open.map((row): RemainingMatch => ({ open: true, gameweekId: row.gameweek_id })),
      ...parts.closed.map((row): RemainingMatch => ({
        open: false,
        gameweekId: row.gameweek_id,
        predictions: predictions.get(row.id)!,
        floor: floorOf(row),
        // In extra time or a shoot-out the 90 minutes are over: their score is the one marked.
        settled: row.api_status === 'EXTRA_TIME' || row.api_status === 'PENALTY_SHOOTOUT',
      })),
    ];
    return contention(players, matches, rules);
  }

  return {
    /**
     * Each player's contention in a table whose `standings` (every player's points as shown) were read at the
     * group's `version` (null: nothing is kept).
     */
    async of(
      scope: ContentionScope,
      version: number | null,
      rules: ScoringRules,
      standings: ReadonlyArray<{ player: { id: string }; totalPoints: number }>,
    ): Promise<ContentionByPlayer> {
      const key = 'gameweekId' in scope ? `gameweek ${scope.gameweekId}` : `season ${scope.groupId}`;
      const undecided = version === null ? await read(scope) : await undecidedByVersion.through(key, version, () => read(scope));
      const parts = split(scope, undecided.rows, clock());
      if (parts === null) return null;
      if (version === null) return answer(parts, rules, standings);
      const closedKey = parts.closed.map((row) => row.id).join(',');
      let pending = undecided.answers.get(closedKey);
      if (!pending) {
        pending = answer(parts, rules, standings);
        undecided.answers.set(closedKey, pending);
        pending.catch(() => undecided.answers.delete(closedKey));
      }
      return pending;
    },
  };
}

export type ContentionReads = ReturnType<typeof createContentionReads>;

/** A table's rows with each player's contention (null for all when nothing remains). */
export const withContention = <R extends { player: { id: string } }>(rows: readonly R[], byPlayer: ContentionByPlayer) =>
  rows.map((row) => ({ ...row, contention: byPlayer?.get(row.player.id) ?? null }));
