export const PREDICTION_MESSAGES = {
  saved: 'Your predictions have been saved!',
  /** The /predictions page, where a player saves gameweeks of several groups. */
  savedFromPredictionsPage: 'Predictions have been saved!',
  /** `{name}`: the placeholder member an admin predicted for. */
  savedFor: 'Predictions for {name} have been saved!',
  locked: 'Prediction is locked and cannot be updated',
  closed: 'Predictions for this gameweek are closed.',
  /** Kick-off locks: a save kept what was open and names the matches that had already kicked off (`{matches}`, a list). */
  kickedOffNotSaved: 'Not saved, already kicked off: {matches}.',
  notActive: 'Predictions can only be made for the active gameweek.',
  matchNotInGameweek: 'One or more matches are not in this gameweek.',
  notLockedYet: 'Gameweek is not locked yet.',
  noFinalScores: 'Match does not have final scores',
  notAuthenticated: 'User not authenticated',
  userIdRequired: 'User ID is required',
  noPredictions: 'No predictions made for this gameweek yet.',
  noGroups: 'No groups joined yet.',
  placeholderMembersOnly: 'Admins can predict only for placeholder members.',
  submit: 'Submit Predictions',
  submitted: 'Predictions Saved ✅',
  /** The submit bar: how many matches Submit would leave without a prediction (nothing is saved for them). */
  withoutPrediction: '{count, plural, one {# match without a prediction} other {# matches without a prediction}}',
  everyMatchPredicted: 'Every match predicted',
  /** The submit bar's progress while something is unsaved: "3 matches without a prediction · not saved yet". */
  progressNotSaved: '{progress} · not saved yet',
  /** Submit with no score entered anywhere: nothing is sent. */
  nothingToSave: 'Enter a score for at least one match first.',
  /** A save that emptied both boxes of saved predictions removed them (`{matches}`, a list of `count` matches). */
  removed: '{count, plural, one {Prediction removed: {matches}.} other {Predictions removed: {matches}.}}',
  userHasNoPredictions: '{username} has not made any predictions for gameweek {weekNumber} yet.',
  /** The score card's offer: the player's other groups where some of the card's real fixtures are open too. */
  alsoSaveOffer: 'Also save in my other groups ({count})',
  /** A save copied into other groups: where it went (`{groups}`, a list). */
  alsoSavedIn: 'Also saved in {groups}.',
  /**
   * A group where the copy was left unchanged, and why (the policy's reason there); with `kickoff`, the matches
   * that had kicked off (`{matches}`, a list of `count`; none named: "the match").
   */
  notSavedIn:
    '{reason, select, deadline {Not saved in {group}: the deadline has passed} lock {Not saved in {group}: the gameweek is locked} kickoff {{count, plural, =0 {Not saved in {group}: the match has kicked off} one {Not saved in {group}: {matches} has kicked off} other {Not saved in {group}: {matches} have kicked off}}} other {Not saved in {group}: predictions there are closed}}',
  /** `alsoInMyOtherGroups` on a save that is not the player's own (an admin's for a placeholder). */
  alsoSaveOwnOnly: 'Only your own predictions can be saved in your other groups.',
  /** /predictions: the two ways to show the open matches. */
  views: 'Show',
  byGroup: 'By group',
  eachMatchOnce: 'Each match once',
  /** /predictions, each match once: the groups a match is saved to (`{groups}`, a list). */
  savesTo: 'Saves to {groups}',
  noOpenMatches: 'No open matches to predict.',
  /** A match named in a list of matches ("Reds v Blues"). */
  fixture: '{home} v {away}',
  /** Points in a gameweek or on a prediction ("3 pts"). */
  points: '{points, plural, one {# pt} other {# pts}}',
  /** A prediction's result pill: the outcome's word, its points, and "so far" while its match is in play. */
  outcomePoints: '{outcome} · {points, plural, one {# pt} other {# pts}}',
  outcomePointsSoFar: '{outcome} · {points, plural, one {# pt} other {# pts}} so far',
  outcomeSoFar: '{outcome} so far',
} as const;
