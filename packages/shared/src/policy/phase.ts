/**
 * Where a gameweek or a match stands at a given moment. Every "is it still open?" question of the game is
 * answered here, from the server's clock; the web is sent the answer and never works it out from its own.
 */

/** `open`: predictions may be made. `closed`: no longer (see `closedBy`). `finished`: every result is in. */
export type Phase = 'open' | 'closed' | 'finished';
/** Why a gameweek or match is closed: an admin locked it (or the sweep did), or its deadline has passed. */
export type ClosedBy = 'lock' | 'deadline';

export interface PhaseInfo {
  phase: Phase;
  /** Set when `phase` is `closed`. */
  closedBy: ClosedBy | null;
}

export interface GameweekTiming {
  deadline: string;
  isLocked: boolean;
  isFinished: boolean;
}

export interface MatchTiming {
  matchTime: string;
  finalHomeScore: number | null;
  finalAwayScore: number | null;
}

/** The deadline is still ahead: strictly before it. At the deadline itself the gameweek is closed. */
export const beforeDeadline = (gameweek: Pick<GameweekTiming, 'deadline'>, now: Date) => Date.parse(gameweek.deadline) > now.getTime();

/** The match has kicked off: at its kick-off time or later. */
export const hasKickedOff = (match: Pick<MatchTiming, 'matchTime'>, now: Date) => Date.parse(match.matchTime) <= now.getTime();

export const hasResult = (match: Pick<MatchTiming, 'finalHomeScore' | 'finalAwayScore'>) =>
  match.finalHomeScore !== null && match.finalAwayScore !== null;

export function gameweekPhase(gameweek: GameweekTiming, now: Date): PhaseInfo {
  if (gameweek.isFinished) return { phase: 'finished', closedBy: null };
  if (gameweek.isLocked) return { phase: 'closed', closedBy: 'lock' };
  if (!beforeDeadline(gameweek, now)) return { phase: 'closed', closedBy: 'deadline' };
  return { phase: 'open', closedBy: null };
}

/** A match is open while its gameweek is, and finished once it has both final scores. */
export function matchPhase(gameweek: GameweekTiming, match: MatchTiming, now: Date): PhaseInfo {
  if (hasResult(match)) return { phase: 'finished', closedBy: null };
  const week = gameweekPhase(gameweek, now);
  return week.phase === 'finished' ? { phase: 'closed', closedBy: 'deadline' } : week;
}

/** The matches that still take predictions now (a player who has predicted all of them is done for now). */
export const openMatches = <M extends MatchTiming>(gameweek: GameweekTiming, matches: readonly M[], now: Date): M[] =>
  matches.filter((match) => matchPhase(gameweek, match, now).phase === 'open');

/**
 * A sheet (as the server sent it, with its gameweek's phase) still lacks a prediction on an open match: the
 * same rule as `openMatches`, for a player's own sheet just saved.
 */
export const sheetMissesOpenMatch = (sheet: {
  gameweek: PhaseInfo;
  matches: ReadonlyArray<MatchTiming & { id: string }>;
  predictions: ReadonlyArray<{ matchId: string }>;
}) =>
  sheet.gameweek.phase === 'open' &&
  sheet.matches.some((match) => !hasResult(match) && !sheet.predictions.some((prediction) => prediction.matchId === match.id));

/** Everyone's predictions may be seen: the gameweek is no longer open. */
export const isClosed = (gameweek: GameweekTiming, now: Date) => gameweekPhase(gameweek, now).phase !== 'open';

/** A gameweek as sent to the web: with its phase by the server's clock. */
export const withPhase = <T extends GameweekTiming>(gameweek: T, now: Date): T & PhaseInfo => ({
  ...gameweek,
  ...gameweekPhase(gameweek, now),
});
