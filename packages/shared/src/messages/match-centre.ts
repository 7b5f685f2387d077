/** /match/{id}, the match centre (the spec's figures are `exactScoreWording` and `mostPopularWording`). */
export const MATCH_CENTRE_MESSAGES = {
  loading: 'Loading match',
  loadFailed: 'Failed to load match',
  figures: 'Prediction figures',
  correctResultPercent: '{percent}% predicted the correct result',
  exactOnly: 'Only show exact scores',
  search: 'Search by username',
  predictions: 'Predictions',
  noPredictions: 'No predictions for this match yet.',
  noneMatch: 'No predictions match.',
  /** A member listed without a prediction once everyone's show (as Kicktipp lists every member). */
  noPrediction: 'No prediction',
  /** `{when}`: the kick-off's date and time in the reader's zone. */
  kickOff: 'Kick-off {when}',
  distribution: 'How the group predicted',
  homeWin: 'Home win',
  draw: 'Draw',
  awayWin: 'Away win',
  topScores: 'Most predicted scores',
  predictionCount: '{count, plural, one {# prediction} other {# predictions}}',
  /** The spec's figures (`exactScoreWording`, `mostPopularWording`). */
  exactCount: '{count, plural, one {# user got the exact score} other {# users got the exact score}}',
  mostPopularWas: 'The most popular prediction was {home}-{away}',
  mostPopularIs: 'The most popular prediction is {home}-{away}',
  /** A share of the predictions ("45%"). */
  percent: '{percent}%',
} as const;
