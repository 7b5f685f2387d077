import { type GameweekMatch, LIVE_STATUSES, MATCH_CENTRE_MESSAGES } from '@scoreline/shared';
import { type MatchMarker, matchStatusMarker } from '../../../../components/football/match-status';

/** How the match centre's header marks a match: the status marker's tones, and `live` for a match being played. */
export interface HeaderMarker {
  label: string;
  tone: MatchMarker['tone'] | 'live' | 'done';
}

type StateFields = Pick<GameweekMatch, 'status' | 'isVoided' | 'finalHomeScore' | 'finalAwayScore' | 'liveMinute'>;

/**
 * LIVE (with the minute when known: "LIVE 67'"), HT while paused, FT once final. Kept here until the shared
 * `matchStatusMarker` (components/football/match-status.ts) learns the live states; then it folds in there.
 */
export function liveStateMarker(match: StateFields): HeaderMarker | null {
  if (match.finalHomeScore !== null && match.finalAwayScore !== null) return { label: MATCH_CENTRE_MESSAGES.fullTime, tone: 'done' };
  if (match.status === 'FINISHED' || match.status === 'AWARDED') return { label: MATCH_CENTRE_MESSAGES.fullTime, tone: 'done' };
  if (match.status === 'PAUSED') return { label: MATCH_CENTRE_MESSAGES.halfTime, tone: 'waiting' };
  if (match.status && LIVE_STATUSES.has(match.status)) {
    const minute = match.liveMinute === null ? '' : ` ${MATCH_CENTRE_MESSAGES.minute(match.liveMinute)}`;
    return { label: `${MATCH_CENTRE_MESSAGES.live}${minute}`, tone: 'live' };
  }
  return null;
}

/** The header's marker: the match status marker's word first (Postponed, Cancelled, Void...), else the live state. */
export const headerMarker = (match: StateFields): HeaderMarker | null => matchStatusMarker(match) ?? liveStateMarker(match);
