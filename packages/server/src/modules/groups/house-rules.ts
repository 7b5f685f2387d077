import { type ScoringSystem, scoringValues } from '@scoreline/shared';
import type { Executor } from '../../db/client.js';
import type { StandingsService } from '../standings/standings.service.js';

/** A group's house rules as stored: its scoring system and points, and whether it plays jokers. */
export interface HouseRules {
  scoringSystem: ScoringSystem;
  exactScorePoints: number;
  goalDifferencePoints: number | null;
  correctResultPoints: number;
  incorrectPoints: number;
  jokersEnabled: boolean;
}

/** What an update asks for (each left out: kept). A custom system's missing points have been refused before. */
export interface HouseRulesInput {
  scoringSystem?: ScoringSystem;
  exactScorePoints?: number | null;
  goalDifferencePoints?: number | null;
  correctResultPoints?: number | null;
  incorrectPoints?: number | null;
  jokersEnabled?: boolean;
}

/** The rules after an update: a preset's own points, custom's as given (no goal difference unless given). */
export function nextHouseRules(current: HouseRules, input: HouseRulesInput): HouseRules {
  const jokersEnabled = input.jokersEnabled ?? current.jokersEnabled;
  if (!input.scoringSystem) return { ...current, jokersEnabled };
  const points = scoringValues(input.scoringSystem, {
    exactScorePoints: input.exactScorePoints ?? null,
    goalDifferencePoints: input.goalDifferencePoints ?? null,
    correctResultPoints: input.correctResultPoints ?? null,
    incorrectPoints: input.incorrectPoints ?? null,
  });
  return {
    scoringSystem: input.scoringSystem,
    exactScorePoints: points.exactScorePoints!,
    goalDifferencePoints: points.goalDifferencePoints,
    correctResultPoints: points.correctResultPoints!,
    incorrectPoints: points.incorrectPoints!,
    jokersEnabled,
  };
}

/** Whether anything that decides a prediction's points differs. */
export const houseRulesDiffer = (a: HouseRules, b: HouseRules): boolean =>
  (Object.keys(a) as Array<keyof HouseRules>).some((key) => a[key] !== b[key]);

/**
 * Re-marks every prediction of the group with its rules as now stored and rebuilds its tables and history from
 * them, in the caller's transaction (which holds the group's standings lock). The one place the groups module
 * asks for a whole-group re-marking.
 */
export function remarkGroup(standings: Pick<StandingsService, 'rescoreGroup'>, tx: Executor, groupId: string): Promise<void> {
  return standings.rescoreGroup(tx, groupId);
}
