import { CLASSIC_SCORING, GOAL_DIFFERENCE_SCORING } from './constants.js';
import type { ScoringSystem } from './groups.js';
import { HOUSE_RULES_MESSAGES as TEXT } from './messages.js';
import { type Tiebreak, tiebreaksInForce } from './scoring.js';

// A group's house rules in words and values: the scoring presets, the joker and the tiebreak order. No zod here:
// the update page and the tables use it and load none.

export interface ScoringValues {
  exactScorePoints: number;
  goalDifferencePoints: number | null;
  correctResultPoints: number;
  incorrectPoints: number;
}

export const SCORING_SYSTEMS: readonly ScoringSystem[] = ['classic', 'goal_difference', 'custom'];

/** The points a group stores for a system: a preset's own, or the custom values given (null: missing). */
export function scoringValues<T extends { [K in keyof ScoringValues]: number | null }>(
  system: ScoringSystem,
  custom: T,
): ScoringValues | T {
  if (system === 'classic') return CLASSIC_SCORING;
  if (system === 'goal_difference') return GOAL_DIFFERENCE_SCORING;
  return custom;
}

const points = (n: number) => `${n} point${Math.abs(n) === 1 ? '' : 's'}`;

/** The About tab's "Scoring System" line: the system's name and what each outcome earns. */
export function scoringSystemText(group: ScoringValues & { scoringSystem: ScoringSystem }): string {
  const difference = group.goalDifferencePoints === null ? '' : `${points(group.goalDifferencePoints)} for the right goal difference, `;
  const detail = `${points(group.exactScorePoints)} for an exact score, ${difference}${points(group.correctResultPoints)} for a correct result, ${points(group.incorrectPoints)} for an incorrect result`;
  return `${TEXT.presetLabels[group.scoringSystem]}: ${detail}`;
}

/** The About tab's joker line. */
export const jokerText = (jokersEnabled: boolean): string => (jokersEnabled ? TEXT.jokerOn : TEXT.jokerOff);

/** What a group's tiebreak order depends on: whether its scoring counts goal differences and it plays jokers. */
export interface TieRules {
  countsDifferences: boolean;
  jokers: boolean;
}

export const tieRulesOf = (group: { goalDifferencePoints: number | null; jokersEnabled: boolean }): TieRules => ({
  countsDifferences: group.goalDifferencePoints !== null,
  jokers: group.jokersEnabled,
});

/** Each tiebreak in the words of the line under a table. */
const TIE_WORDS: Record<Tiebreak, string> = {
  correctScores: TEXT.ties.exact,
  correctDifferences: TEXT.ties.differences,
  correctResults: TEXT.ties.results,
  jokerPoints: TEXT.ties.jokers,
};

/**
 * The line under a table: how equal points are ordered, leaving out what the group's rules do not count. Built
 * from the order the tables rank by (`TIEBREAK_ORDER`), so the two cannot part.
 */
export function tiebreakLine(ties: TieRules): string {
  const parts = [...tiebreaksInForce(ties).map((tiebreak) => TIE_WORDS[tiebreak]), TEXT.ties.join];
  return `${TEXT.tiesPrefix}${parts.join(', then ')}.`;
}
