/** A group's house rules: the scoring presets, the joker and the tiebreak order (house-rules.ts builds the lines). */
export const HOUSE_RULES_MESSAGES = {
  presetLabels: { classic: 'Classic', goal_difference: 'Goal difference', custom: 'Custom' },
  presetSummaries: {
    classic: '3 exact score, 1 right result, 0 wrong.',
    goal_difference: '4 exact score, 3 right goal difference, 2 right result, 0 wrong.',
    custom: 'Your own points; the goal difference counts only if you give it points.',
  },
  goalDifferenceLabel: 'Goal difference points (optional)',
  goalDifferenceHint: 'Leave blank to not count the goal difference.',
  jokersLabel: 'Jokers',
  jokersHint: "Once per gameweek, each player may double one match's points.",
  jokerOn: "On: once per gameweek, each player may double one match's points.",
  jokerOff: 'Off',
  /** The scoring line: `{system}` is the preset's label. */
  scoringLine:
    '{system}: {exact, plural, one {# point} other {# points}} for an exact score, {result, plural, one {# point} other {# points}} for a correct result, {incorrect, plural, one {# point} other {# points}} for an incorrect result',
  scoringLineWithDifference:
    '{system}: {exact, plural, one {# point} other {# points}} for an exact score, {difference, plural, one {# point} other {# points}} for the right goal difference, {result, plural, one {# point} other {# points}} for a correct result, {incorrect, plural, one {# point} other {# points}} for an incorrect result',
  /** The tiebreak line: `{order}` is the tiebreaks joined by `tiesThen`, in the order the tables rank by. */
  tiesLine: 'Ties: {order}.',
  tiesThen: '{first}, then {next}',
  ties: {
    exact: 'more exact scores',
    differences: 'more right goal differences',
    results: 'more right results',
    jokers: 'more joker points',
    join: 'the earlier join',
  },
} as const;
