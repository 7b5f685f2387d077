export const STATS_MESSAGES = {
  noGroups: "You're not part of any groups yet!",
  noData: 'No stats data available.',
  loadFailed: 'Failed to load group stats',
  /** A podium place: "1st", "2nd", "3rd". */
  place: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  /** A percentage figure (Score Accuracy): "45%". */
  percent: '{value}%',
} as const;
