import type { Score } from './scoring.js';

/** What of a match its running score needs (a gameweek match row has it all). */
export interface LiveScoreFields {
  finalHomeScore: number | null;
  finalAwayScore: number | null;
  liveHomeScore: number | null;
  liveAwayScore: number | null;
  isVoided: boolean;
}

/**
 * The score a match's predictions stand at while it is played: its running 90-minute score, until the final score
 * comes (then the stored marking counts). Null before kick-off, once final, and for a void match (it counts for
 * nobody). Marked with `markPrediction` and the group's scoring, like the final score: one rule.
 */
export function runningScore(match: LiveScoreFields): Score | null {
  if (match.isVoided || (match.finalHomeScore !== null && match.finalAwayScore !== null)) return null;
  if (match.liveHomeScore === null || match.liveAwayScore === null) return null;
  return { home: match.liveHomeScore, away: match.liveAwayScore };
}
