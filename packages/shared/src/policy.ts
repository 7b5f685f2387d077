import { GAMEWEEK_MESSAGES } from './gameweeks.js';

/**
 * The game's rules about what may happen to a gameweek and its matches at a given time, written once: the
 * server enforces them (by its own clock) and sends the web the answers as `viewer` flags.
 */

export const POLICY_MESSAGES = {
  matchesLocked: 'Matches can be changed only while the gameweek is active and unlocked.',
  scoresNeedLock: 'Final scores can be entered once the active gameweek is locked.',
  realScoresAutomatic: 'Scores of real matches update automatically.',
  notKickedOff: 'A final score can be entered only once the match has kicked off.',
} as const;

export interface GameweekState {
  deadline: string;
  isActive: boolean;
  isLocked: boolean;
  /** Any of its matches has a final score. */
  hasResults: boolean;
}

const deadlineAhead = (gameweek: Pick<GameweekState, 'deadline'>, now: Date) => Date.parse(gameweek.deadline) > now.getTime();

/** Why the lock may not be set to `locked` now, or null when it may. */
export function lockChangeRefusal(gameweek: GameweekState, locked: boolean, now: Date): string | null {
  if (!deadlineAhead(gameweek, now)) return GAMEWEEK_MESSAGES.deadlinePassed;
  if (!locked && gameweek.hasResults) return GAMEWEEK_MESSAGES.resultsIn;
  return null;
}

/** Why matches (and the deadline) may not be edited now, or null when they may. */
export function matchesEditRefusal(gameweek: GameweekState, now: Date): string | null {
  return gameweek.isActive && !gameweek.isLocked && deadlineAhead(gameweek, now) ? null : POLICY_MESSAGES.matchesLocked;
}

/** Why final scores may not be entered in this gameweek now, or null when they may. */
export function finalScoresRefusal(gameweek: Pick<GameweekState, 'isActive' | 'isLocked'>): string | null {
  return gameweek.isActive && gameweek.isLocked ? null : POLICY_MESSAGES.scoresNeedLock;
}

/** Why this match may not get a final score by hand now, or null when it may: custom, and kicked off. */
export function matchScoreRefusal(match: { apiMatchId: number | null; matchTime: string }, now: Date): string | null {
  if (match.apiMatchId !== null) return POLICY_MESSAGES.realScoresAutomatic;
  if (Date.parse(match.matchTime) > now.getTime()) return POLICY_MESSAGES.notKickedOff;
  return null;
}

/** What an admin (or not) may do with a gameweek now: the menu and edit mode show exactly these. */
export function gameweekActions(
  gameweek: GameweekState & { matches: Array<{ id: string; apiMatchId: number | null; matchTime: string }> },
  viewer: { isAdmin: boolean },
  now: Date,
) {
  const admin = viewer.isAdmin;
  const scoresOpen = admin && finalScoresRefusal(gameweek) === null;
  return {
    canLock: admin && !gameweek.isLocked && lockChangeRefusal(gameweek, true, now) === null,
    canUnlock: admin && gameweek.isLocked && lockChangeRefusal(gameweek, false, now) === null,
    canDelete: admin,
    canEditMatches: admin && matchesEditRefusal(gameweek, now) === null,
    canEnterScores: scoresOpen,
    /** Matches whose final score the viewer may enter now. */
    scoreableMatchIds: scoresOpen
      ? gameweek.matches.filter((match) => matchScoreRefusal(match, now) === null).map((match) => match.id)
      : [],
  };
}

/** A season is active until its end date has passed (the end date itself is still in it), by the UTC date of `now`. */
export function seasonIsActive(season: { isActive: boolean; endDate: string | null }, now: Date): boolean {
  return season.isActive && (season.endDate === null || season.endDate >= now.toISOString().slice(0, 10));
}
