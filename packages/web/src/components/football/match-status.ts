import { FOLLOW_MESSAGES, type GameweekMatch, LIVE_MATCH_MESSAGES, LIVE_STATUSES } from '@scoreline/shared';
import { t } from '../../lib/i18n';

/**
 * How a marker looks: `waiting` for a match that may still be played, `out` for one that counts for nobody,
 * `live` while it is played (half time too), `done` once it is over.
 */
export type MatchMarkerTone = 'waiting' | 'out' | 'live' | 'done';

export interface MatchMarker {
  label: string;
  tone: MatchMarkerTone;
  /** Beside "LIVE": the minute of play ("67'"), when the provider tells it. */
  minute?: string;
}

/** What the marker and the score of a match read: its provider status, void flag, final and running scores. */
export type MatchState = Pick<
  GameweekMatch,
  'status' | 'isVoided' | 'finalHomeScore' | 'finalAwayScore' | 'liveHomeScore' | 'liveAwayScore' | 'liveMinute'
>;

const hasFinal = (match: MatchState) => match.finalHomeScore !== null && match.finalAwayScore !== null;
const hasRunning = (match: MatchState) => match.liveHomeScore !== null && match.liveAwayScore !== null;

/**
 * The small marker a match row shows beside its time for a state worth a word, or null for none. The one place
 * that turns a match's provider status (and its void flag and scores) into words. A cancelled match is void too,
 * but "Cancelled" says why; a postponed or suspended one an admin made void shows "Void", since it no longer
 * counts whatever happens to it. Then "FT" once the final score is in (or the provider says it is over), "HT" at
 * half time, "LIVE" (with the minute when known) while it is played. In the reader's language: call it at render.
 */
export function matchStatusMarker(match: MatchState): MatchMarker | null {
  if (match.status === 'CANCELLED') return { label: t(FOLLOW_MESSAGES.cancelled), tone: 'out' };
  if (match.isVoided) return { label: t(FOLLOW_MESSAGES.voided), tone: 'out' };
  if (match.status === 'POSTPONED') return { label: t(FOLLOW_MESSAGES.postponed), tone: 'waiting' };
  if (match.status === 'SUSPENDED') return { label: t(FOLLOW_MESSAGES.suspended), tone: 'waiting' };
  if (hasFinal(match) || match.status === 'FINISHED' || match.status === 'AWARDED')
    return { label: t(LIVE_MATCH_MESSAGES.fullTime), tone: 'done' };
  if (match.status === 'PAUSED') return { label: t(LIVE_MATCH_MESSAGES.halfTime), tone: 'live' };
  if ((match.status !== null && LIVE_STATUSES.has(match.status)) || hasRunning(match))
    return {
      label: t(LIVE_MATCH_MESSAGES.live),
      tone: 'live',
      ...(match.liveMinute !== null ? { minute: t(LIVE_MATCH_MESSAGES.minute, { minute: match.liveMinute }) } : {}),
    };
  return null;
}

/**
 * The score a started match shows: the final one once it is in, else the running one (live while the provider
 * says it is played; a match suspended or postponed after kick-off shows the score it stopped at, not live);
 * null before kick-off.
 */
export function shownScore(match: MatchState): { home: number; away: number; live: boolean } | null {
  if (hasFinal(match)) return { home: match.finalHomeScore!, away: match.finalAwayScore!, live: false };
  if (hasRunning(match) && !match.isVoided)
    return { home: match.liveHomeScore!, away: match.liveAwayScore!, live: match.status !== null && LIVE_STATUSES.has(match.status) };
  return null;
}

/**
 * The match has started by the provider's word (a running or final score, or a live or finished status): the score
 * card shows its score in place of score boxes, whatever else says it is open.
 */
export function isUnderWay(match: MatchState): boolean {
  const tone = matchStatusMarker(match)?.tone;
  return shownScore(match) !== null || tone === 'live' || tone === 'done';
}
