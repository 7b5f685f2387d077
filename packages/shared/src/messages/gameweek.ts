/** Gameweek texts, word for word as the product specifies them. */
export const GAMEWEEK_MESSAGES = {
  deadlineRequired: 'Please enter a deadline for the gameweek.',
  matchesRequired: 'Please add some matches to the gameweek.',
  matchBeforeDeadline: 'One or more matches have a match time before the gameweek deadline.',
  customMatchBeforeDeadline: 'Match time cannot be earlier than the deadline.',
  customMatchIncomplete: 'Please enter the home team, the away team and the match time.',
  deadlinePast: 'The deadline cannot be in the past.',
  matchNotFound: 'One or more matches could not be found. Please pick them again.',
  noActiveSeason: 'The group has no active season. Start a season first.',
  lockChanged: 'Gameweek locked status changed.',
  linkCopied: 'Gameweek link copied!',
  deadlinePassed: 'The deadline has passed, so the gameweek stays locked.',
  resultsIn: 'Results have been entered, so the gameweek stays locked.',
  finalScoresSaved: 'Final scores have been saved!',
  noGameweeks: 'No gameweeks yet.',
  predictionsCloseChanged: 'The group\'s "Predictions close" setting has just changed. Please try again.',
  /**
   * A match of a final score that breaks a rule: which match, and what is wrong (`problem`: the key of the
   * policy's refusal in POLICY_MESSAGES, see `matchProblemKey`).
   */
  matchProblem:
    '{homeTeam} v {awayTeam}: {problem, select, realScoresAutomatic {Scores of real matches update automatically.} voidNoScore {A void match counts for nobody: it takes no final score.} notKickedOff {A final score can be entered only once the match has kicked off.} other {This final score cannot be entered.}}',
  /** A warning only: the admin may go on (a rearranged fixture can fall into the next round's week). */
  teamPlaysTwice: '{team} plays twice in this gameweek',
  /** The schemas' refusals. */
  teamNameTooLong: 'Team names can be at most 60 characters.',
  teamNameControl: 'Team names cannot contain control characters.',
  invalidDateTime: 'Please enter a valid date and time.',
  tooManyMatches: 'A gameweek can have at most 50 matches.',
  scoreWhole: 'Scores are whole numbers.',
  scoreNegative: 'Scores cannot be negative.',
  scoreTooHigh: 'Scores can be at most 99.',
} as const;
