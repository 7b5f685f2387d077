import { CLASSIC_SCORING, type GroupDetail, type ScoringSystem, type ScoringValues, scoringValues } from '@scoreline/shared';
import { numberOrNull } from './group-form';

// The house rules both group forms offer, as plain functions (no zod: the update page loads none): the scoring
// preset or custom points as typed, and the joker.

/** Custom points as typed: numbers stay text until sent; "" for a goal difference that does not count. */
export interface PointsText {
  exact: string;
  difference: string;
  correct: string;
  incorrect: string;
}
export interface ScoringChoice {
  system: ScoringSystem;
  points: PointsText;
  jokers: boolean;
}
/** The scoring and joker fields create and update send. */
export interface ScoringInput {
  scoringSystem: ScoringSystem;
  exactScorePoints: number | null;
  goalDifferencePoints: number | null;
  correctResultPoints: number | null;
  incorrectPoints: number | null;
  jokersEnabled: boolean;
}

const pointsText = (values: ScoringValues): PointsText => ({
  exact: String(values.exactScorePoints),
  difference: values.goalDifferencePoints === null ? '' : String(values.goalDifferencePoints),
  correct: String(values.correctResultPoints),
  incorrect: String(values.incorrectPoints),
});

export const NEW_GROUP_SCORING: ScoringChoice = { system: 'classic', points: pointsText(CLASSIC_SCORING), jokers: false };

/** The update form starts from the group's rules as they are. */
export const scoringChoiceOf = (group: GroupDetail): ScoringChoice => ({
  system: group.scoringSystem,
  points: pointsText(group),
  jokers: group.jokersEnabled,
});

/** A preset puts its own points in the boxes; custom starts from whatever the boxes hold. */
export function withScoringSystem(choice: ScoringChoice, system: ScoringSystem): ScoringChoice {
  const points = system === 'custom' ? choice.points : pointsText(scoringValues(system, CLASSIC_SCORING) as ScoringValues);
  return { ...choice, system, points };
}

/** What the forms send: whole numbers, blank null (the "missing" message, or no goal difference). */
export function scoringInput(choice: ScoringChoice): ScoringInput {
  return {
    scoringSystem: choice.system,
    exactScorePoints: numberOrNull(choice.points.exact),
    goalDifferencePoints: numberOrNull(choice.points.difference),
    correctResultPoints: numberOrNull(choice.points.correct),
    incorrectPoints: numberOrNull(choice.points.incorrect),
    jokersEnabled: choice.jokers,
  };
}

/** The custom points the spec's checks look at (the presets' are fixed), for `groupFieldsError`. */
export const customScoring = (input: ScoringInput) => (input.scoringSystem === 'custom' ? input : undefined);
