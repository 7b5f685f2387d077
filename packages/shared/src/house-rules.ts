import { CLASSIC_SCORING, GOAL_DIFFERENCE_SCORING } from './constants.js';
import type { MessageId, Translate } from './i18n/translate.js';
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

/** The About tab's "Scoring System" line: the system's name and what each outcome earns. */
export function scoringSystemText(t: Translate, group: ScoringValues & { scoringSystem: ScoringSystem }): string {
  const values = {
    system: t(TEXT.presetLabels[group.scoringSystem]),
    exact: group.exactScorePoints,
    result: group.correctResultPoints,
    incorrect: group.incorrectPoints,
  };
  return group.goalDifferencePoints === null
    ? t(TEXT.scoringLine, values)
    : t(TEXT.scoringLineWithDifference, { ...values, difference: group.goalDifferencePoints });
}

/** The About tab's joker line. */
export const jokerText = (t: Translate, jokersEnabled: boolean): string => t(jokersEnabled ? TEXT.jokerOn : TEXT.jokerOff);

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
const TIE_WORDS: Record<Tiebreak, MessageId> = {
  correctScores: TEXT.ties.exact,
  correctDifferences: TEXT.ties.differences,
  correctResults: TEXT.ties.results,
  jokerPoints: TEXT.ties.jokers,
};

/**
 * The line under a table: how equal points are ordered, leaving out what the group's rules do not count. Built
 * from the order the tables rank by (`TIEBREAK_ORDER`), so the two cannot part.
 */
export function tiebreakLine(t: Translate, ties: TieRules): string {
  const parts = [...tiebreaksInForce(ties).map((tiebreak) => TIE_WORDS[tiebreak]), TEXT.ties.join].map((id) => t(id));
  const order = parts.reduce((first, next) => t(TEXT.tiesThen, { first, next }));
  return t(TEXT.tiesLine, { order });
}
