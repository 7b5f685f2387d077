import { PREDICTION_MESSAGES } from '@scoreline/shared';
import type { Database, Executor } from '../../db/client.js';
import { ValidationError } from '../../lib/errors.js';
import { publishLive } from '../live/live-events.js';
import type { MatchSelection, StandingsRepo } from './standings.repo.js';

/** How far back the repair pass looks for results that were written but never marked. */
const REPAIR_WINDOW_DAYS = 30;

/**
 * Marking and recomputing. Every entry point runs inside the caller's transaction, so a result and the points it
 * gives land together or not at all. Marking keeps the tables by difference (its cost follows what changed);
 * the recomputes rebuild them from predictions. Both write only rows that differ, so a second run changes nothing.
 */
export function createStandingsService(deps: { db: Database; standingsRepo: StandingsRepo }) {
  const { db, standingsRepo: repo } = deps;

  /**
   * Marks the selected matches and keeps the tables by difference, holding the groups' standings lock (callers
   * that write before this should take `lockGroups` first themselves). A fixture's result changes only its
   * predictions and whether its gameweeks have a result yet; an edited gameweek (a result typed in, matches
   * added or removed, a new deadline) is tallied again whole and its history rewritten from its week on.
   */
  async function markAndRecompute(tx: Executor, selection: MatchSelection, gameweekIds: readonly string[], edited: boolean) {
    const groups = await repo.groupsOfGameweeks(tx, gameweekIds);
    await repo.lockGroups(tx, groups);
    const starts = await repo.markPredictions(tx, selection);
    if (edited) starts.push(...(await repo.recomputeGameweekScores(tx, gameweekIds)));
    starts.push(...(await repo.historyStarts(tx, gameweekIds, { onlyIfListingChanged: !edited })));
    await repo.refreshHistory(tx, starts);
    await publishLive(tx, groups, 'scores');
  }

  /** Marks a gameweek and sums its groups' tables again: repairs whatever a crash or a hand edit left behind. */
  async function repairGameweek(tx: Executor, gameweekId: string) {
    const groups = await repo.groupsOfGameweeks(tx, [gameweekId]);
    await repo.lockGroups(tx, groups);
    await repo.markPredictions(tx, { gameweekId });
    await repo.recomputeGameweekScores(tx, [gameweekId]);
    await repo.rebuildGroupTables(tx, groups);
    await publishLive(tx, groups, 'scores');
  }

  return {
    /** A real fixture's result: every group's copy of it is marked in one statement. */
    async markFixture(tx: Executor, apiMatchId: number) {
      await markAndRecompute(tx, { apiMatchId }, await repo.gameweeksOfFixture(tx, apiMatchId), false);
    },

    /** After an admin's final scores (or any change to a gameweek's matches). */
    async markGameweek(tx: Executor, gameweekId: string) {
      await markAndRecompute(tx, { gameweekId }, [gameweekId], true);
    },

    /** Marks one match on demand; refused while either final score is missing. */
    async markMatch(tx: Executor, match: { id: string; gameweekId: string; finalHomeScore: number | null; finalAwayScore: number | null }) {
      if (match.finalHomeScore === null || match.finalAwayScore === null) throw new ValidationError(PREDICTION_MESSAGES.noFinalScores);
      await markAndRecompute(tx, { matchId: match.id }, [match.gameweekId], true);
    },

    /** Rebuilds everything derived in these groups from their predictions and final scores. */
    async recomputeGroups(tx: Executor, groupIds: readonly string[]) {
      if (groupIds.length === 0) return;
      await repo.lockGroups(tx, groupIds);
      if (await repo.coversAllGroups(tx, groupIds)) {
        await repo.rebuildEverything(tx, groupIds);
      } else {
        await repo.markPredictions(tx, { groupIds });
        await repo.recomputeGameweekScores(tx, await repo.gameweeksOfGroups(tx, groupIds));
        await repo.rebuildGroupTables(tx, groupIds);
      }
      await publishLive(tx, groupIds, 'scores');
    },

    /**
     * After a group's scoring rules change (preset, points, goal-difference value, jokers on or off): every
     * prediction of its locked gameweeks marked again by the new rules, every gameweek tallied again from its
     * predictions (not by difference: whether a joker counts may have changed), the season and all-time tables moved
     * by what changed and the history rewritten from the earliest week that moved. Run in the transaction that
     * saves the new rules, so the tables never show a mix; rewrites nothing when the marks stay the same.
     */
    async rescoreGroup(tx: Executor, groupId: string) {
      await repo.lockGroups(tx, [groupId]);
      const starts = await repo.markPredictions(tx, { groupIds: [groupId] });
      starts.push(...(await repo.recomputeGameweekScores(tx, await repo.gameweeksOfGroups(tx, [groupId]))));
      await repo.refreshHistory(tx, starts);
      await publishLive(tx, [groupId], 'scores');
    },

    /** Tables and positions only: after a member joins or leaves, a gameweek goes, or an admin adjusts a total. */
    async recomputeStandings(tx: Executor, groupIds: readonly string[]) {
      await repo.lockGroups(tx, groupIds);
      await repo.rebuildGroupTables(tx, groupIds);
      await publishLive(tx, groupIds, 'scores');
    },

    /** Takes the groups' standings lock for the rest of the transaction; first thing in a transaction that writes results or members. */
    lockGroups: (tx: Executor, groupIds: readonly string[]) => repo.lockGroups(tx, groupIds),

    /** The groups holding copies of a real fixture. */
    groupsOfFixture: (tx: Executor, apiMatchId: number) => repo.groupsOfFixture(tx, apiMatchId),

    lockPredictions: (tx: Executor, gameweekIds: readonly string[]) => repo.lockPredictions(tx, gameweekIds),

    /** Marks results that reached the database without being marked; returns the gameweeks it repaired. */
    async repairUnmarked(now: Date): Promise<string[]> {
      const since = new Date(now.getTime() - REPAIR_WINDOW_DAYS * 24 * 60 * 60 * 1000);
      const gameweeks = await repo.gameweeksWithUnmarkedResults(db, since);
      for (const gameweekId of gameweeks) {
        await db.transaction((tx) => repairGameweek(tx, gameweekId));
      }
      return gameweeks;
    },
  };
}

export type StandingsService = ReturnType<typeof createStandingsService>;
