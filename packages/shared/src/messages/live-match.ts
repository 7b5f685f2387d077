/** A match in play (its state beside the time) and what predictions and tables are on for meanwhile. */
export const LIVE_MATCH_MESSAGES = {
  live: 'LIVE',
  halfTime: 'HT',
  fullTime: 'FT',
  /** The minute of play beside "LIVE". */
  minute: "{minute}'",
  /** What a prediction would get if its match ended now. */
  onFor: '{points, plural, one {On for # point} other {On for # points}}',
  /** A sheet's or a player's live points beside their settled ones. */
  onForShort: 'on for {points}',
  /** The running (or final) score a started match shows in place of score boxes, for screen readers. */
  score: 'Score {home} - {away}',
  /** The running score of a match in play, and a final one, as read aloud. */
  liveScoreSpoken: 'LIVE {home} - {away}',
  finalScoreSpoken: 'Final {home} - {away}',
  /** The player's prediction under a started match's score ("Yours 2 - 1"). */
  yourPrediction: 'Yours {home} - {away}',
  /** A prediction beside a score, as read aloud. */
  yourPredictionSpoken: 'Your prediction {home} - {away}',
  noPrediction: 'No prediction',
  final: 'Final',
  /** The marker of a table while a match is in play, and what it means. */
  liveTable: 'Live',
  liveTableNote: 'Points and positions as if the matches in play ended now.',
  /** The all-time table's column of live points (shown only while a match is in play). */
  liveColumn: 'Live',
  liveColumnNote: 'Live: points the matches in play would add if they ended now.',
  /** A live points cell: "+3" (`{sign}` is "+" above 0, else empty; a negative number carries its own). */
  liveCell: '{sign}{points}',
} as const;
