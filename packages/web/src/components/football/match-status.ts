import { FOLLOW_MESSAGES, type GameweekMatch } from '@scoreline/shared';

/** How a marker looks: `waiting` for a match that may still be played, `out` for one that counts for nobody. */
export type MatchMarkerTone = 'waiting' | 'out';

export interface MatchMarker {
  label: string;
  tone: MatchMarkerTone;
}

/**
 * The small marker a match row shows beside its time for a state worth a word, or null for none. The one place
 * that turns a match's provider status (and its void flag) into words: live states (in play, half time, full
 * time) would be added here. A cancelled match is void too, but "Cancelled" says why; a postponed or suspended
 * one an admin made void shows "Void", since it no longer counts whatever happens to it.
 */
export function matchStatusMarker(match: Pick<GameweekMatch, 'status' | 'isVoided'>): MatchMarker | null {
  if (match.status === 'CANCELLED') return { label: FOLLOW_MESSAGES.cancelled, tone: 'out' };
  if (match.isVoided) return { label: FOLLOW_MESSAGES.voided, tone: 'out' };
  if (match.status === 'POSTPONED') return { label: FOLLOW_MESSAGES.postponed, tone: 'waiting' };
  if (match.status === 'SUSPENDED') return { label: FOLLOW_MESSAGES.suspended, tone: 'waiting' };
  return null;
}
