import { NOTIFICATION_MESSAGES, type Score, markPrediction, scoringRulesOf } from '@scoreline/shared';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { readerContext } from '../../mail/reader.js';
import type { GoalWatcherRow, NotificationsRepo } from './notifications.repo.js';
import type { PlayerPush } from './player-push.js';
import type { PushMessage } from './push-sender.js';

/** A goal as the live poll saw it: the provider's fixture and its running (90-minute) score after it. */
export interface FixtureGoal extends Score {
  apiMatchId: number;
}

/**
 * A goal's push is recorded per player, fixture and running score: a second poll, a second instance or a
 * restart finds it taken. A goal ruled out and then scored again to the same score is not told twice (the player
 * heard of that score; a provider flickering between scores must not buzz phones).
 */
export const goalClaim = (goal: FixtureGoal) => ({ kind: 'goal', subject: `${goal.apiMatchId}@${goal.home}-${goal.away}` });

/**
 * The copy a player who predicted the fixture in several groups hears about: the one their prediction is worth
 * most in on the running score (by that group's scoring), ties to the group first by name.
 */
function bestCopy(copies: readonly GoalWatcherRow[], score: Score) {
  const worth = copies.map((row) => {
    const prediction = { home: row.predicted_home_score, away: row.predicted_away_score, isJoker: row.is_joker };
    const rules = scoringRulesOf({
      exactScorePoints: row.exact_score_points,
      goalDifferencePoints: row.goal_difference_points,
      correctResultPoints: row.correct_result_points,
      incorrectPoints: row.incorrect_points,
      jokersEnabled: row.jokers_enabled,
    });
    return { row, prediction, points: markPrediction(prediction, score, rules).points };
  });
  const byName = (a: GoalWatcherRow, b: GoalWatcherRow) => (a.group_name === b.group_name ? 0 : a.group_name < b.group_name ? -1 : 1);
  return worth.sort((a, b) => b.points - a.points || byName(a.row, b.row))[0]!;
}

function goalMessage(copies: readonly GoalWatcherRow[], goal: FixtureGoal): PushMessage {
  const { row, prediction, points } = bestCopy(copies, goal);
  // In the player's own language.
  const { t } = readerContext({ locale: row.locale, timeZone: row.time_zone });
  return {
    title: t(NOTIFICATION_MESSAGES.goalTitle, {
      homeTeam: row.home_team,
      homeGoals: goal.home,
      awayGoals: goal.away,
      awayTeam: row.away_team,
    }),
    body: t(NOTIFICATION_MESSAGES.goalBody, { predictedHome: prediction.home, predictedAway: prediction.away, points }),
    url: `/match/${row.match_id}`,
    // The next goal of the match replaces this one on the device.
    tag: `goal-${goal.apiMatchId}`,
  };
}

/**
 * Tells each goal to the players who predicted its fixture and turned goal pushes on: one push per player per
 * goal whatever the number of groups. The claims are committed before sending (at most once: a goal told late
 * is worthless, so a send that fails or a crash midway is not tried again). Answers the players told.
 */
export function createGoalAnnouncer(deps: {
  db: Database;
  repo: Pick<NotificationsRepo, 'goalWatchers' | 'claimForEach'>;
  playerPush: PlayerPush;
  logger: Logger;
}) {
  const { db, repo, playerPush, logger } = deps;
  return async function announceGoals(goals: readonly FixtureGoal[]): Promise<string[]> {
    const told: string[] = [];
    for (const goal of goals) {
      try {
        const copiesByPlayer = new Map<string, GoalWatcherRow[]>();
        for (const row of await repo.goalWatchers(db, goal.apiMatchId))
          copiesByPlayer.set(row.user_id, [...(copiesByPlayer.get(row.user_id) ?? []), row]);
        const claimed = await repo.claimForEach(db, [...copiesByPlayer.keys()], goalClaim(goal));
        await playerPush.toPlayers(db, new Map(claimed.map((userId) => [userId, goalMessage(copiesByPlayer.get(userId)!, goal)])));
        told.push(...claimed);
      } catch (error) {
        logger.error({ err: error, apiMatchId: goal.apiMatchId }, 'goal notifications not sent');
      }
    }
    return told;
  };
}
