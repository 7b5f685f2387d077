/** The joker: once per gameweek a player doubles one match's points (a group option). */
export const JOKER_MESSAGES = {
  /** The badge beside a prediction that carries the joker (with an icon, never colour alone). */
  badge: 'Joker',
  /** The score card's toggle of one match, as a screen reader names it. */
  toggleLabel: 'Joker: {homeTeam} v {awayTeam}',
  hint: "Your joker doubles this match's points.",
  /** Once its match has kicked off (or the gameweek closed) the joker stays where it is. */
  stays: "Your joker's match has kicked off, so the joker stays on it.",
  off: 'This group plays without jokers.',
  matchClosed: 'The joker can only go on a match that is still open.',
  needsPrediction: 'The joker can only go on a match you have predicted.',
  stuck: 'The joker can no longer be moved: its match has kicked off or the gameweek is closed.',
} as const;
