import { LIVE_STATUSES, type MatchStatus } from '../football.js';

/**
 * Where a gameweek or a match stands at a given moment. Every "is it still open?" question of the game is
 * answered here, from the server's clock; the web is sent the answer and never works it out from its own.
 */

/** `open`: predictions may be made. `closed`: no longer (see `closedBy`). `finished`: every result is in. */
export type Phase = 'open' | 'closed' | 'finished';
/**
 * Why a gameweek or match is closed: an admin locked it (or the sweep did), its deadline has passed, or (a
 * gameweek whose matches close at kick-off) the match has kicked off, or the last one has.
 */
export type ClosedBy = 'lock' | 'deadline' | 'kickoff';

export interface PhaseInfo {
  phase: Phase;
  /** Set when `phase` is `closed`. */
  closedBy: ClosedBy | null;
}

export interface GameweekTiming {
  /** With kick-off locks, the first kick-off (the server sets it so): when the first match closes. */
  deadline: string;
  isLocked: boolean;
  isFinished: boolean;
  /**
   * Kick-off locks (the group's "Predictions close" setting when the gameweek was created): each match takes
   * predictions until its own kick-off. Otherwise every match until the deadline.
   */
  closesAtKickOff: boolean;
  /** The last kick-off of its matches (null without matches): when a kick-off-locked gameweek closes. */
  lastKickOff: string | null;
}

export interface MatchTiming {
  matchTime: string;
  finalHomeScore: number | null;
  finalAwayScore: number | null;
  /** Counts for nobody (cancelled, or made void by an admin): it takes no predictions and waits for no result. */
  isVoided?: boolean;
}

/** The deadline is still ahead: strictly before it. At the deadline itself the gameweek is closed. */
export const beforeDeadline = (gameweek: Pick<GameweekTiming, 'deadline'>, now: Date) => Date.parse(gameweek.deadline) > now.getTime();

/** The match has kicked off: at its kick-off time or later. */
export const hasKickedOff = (match: Pick<MatchTiming, 'matchTime'>, now: Date) => Date.parse(match.matchTime) <= now.getTime();

/** How long after kick-off a match may still be played (extra time, penalties, a long stoppage). */
export const MATCH_MAY_LAST_MS = 4 * 60 * 60 * 1000;

/**
 * Being played: the provider says so (in play, half time, extra time, penalties) and kick-off was less than
 * MATCH_MAY_LAST_MS ago; a status stuck long after that no longer holds anything up (an admin may make it void).
 */
export const isBeingPlayed = (match: Pick<MatchTiming, 'matchTime'> & { status: MatchStatus | null }, now: Date) =>
  match.status !== null && LIVE_STATUSES.has(match.status) && now.getTime() < Date.parse(match.matchTime) + MATCH_MAY_LAST_MS;

export const hasResult = (match: Pick<MatchTiming, 'finalHomeScore' | 'finalAwayScore'>) =>
  match.finalHomeScore !== null && match.finalAwayScore !== null;

/**
 * Some match still takes predictions by the clock: before the deadline, or with kick-off locks before the
 * last kick-off. (A lock closes it whatever the time.)
 */
export const beforeClose = (gameweek: GameweekTiming, now: Date) =>
  gameweek.closesAtKickOff && gameweek.lastKickOff !== null
    ? Date.parse(gameweek.lastKickOff) > now.getTime()
    : beforeDeadline(gameweek, now);

/**
 * A gameweek's deadline: the one the admin chose, or with kick-off locks its first kick-off (whatever the
 * browser sent), when its first match closes. Null when there is neither.
 */
export function deadlineOf(closesAtKickOff: boolean, chosen: string | null, kickOffs: ReadonlyArray<Date | string>): string | null {
  if (!closesAtKickOff || kickOffs.length === 0) return chosen;
  return new Date(Math.min(...kickOffs.map((time) => new Date(time).getTime()))).toISOString();
}

/** A gameweek is open while any of its matches takes predictions. */
export function gameweekPhase(gameweek: GameweekTiming, now: Date): PhaseInfo {
  if (gameweek.isFinished) return { phase: 'finished', closedBy: null };
  if (gameweek.isLocked) return { phase: 'closed', closedBy: 'lock' };
  if (!beforeClose(gameweek, now)) return { phase: 'closed', closedBy: gameweek.closesAtKickOff ? 'kickoff' : 'deadline' };
  return { phase: 'open', closedBy: null };
}

/**
 * A match is open while its gameweek is and it has not kicked off (with kick-off locks its kick-off is when it
 * closes; with a deadline every match normally starts after it), and finished once it has both final scores.
 */
export function matchPhase(gameweek: GameweekTiming, match: MatchTiming, now: Date): PhaseInfo {
  if (hasResult(match) || match.isVoided) return { phase: 'finished', closedBy: null };
  const week = gameweekPhase(gameweek, now);
  if (week.phase === 'finished') return { phase: 'closed', closedBy: gameweek.closesAtKickOff ? 'kickoff' : 'deadline' };
  // No match takes predictions once it has kicked off: with kick-off locks that is the rule, and with a deadline
  // it happens only to a fixture the provider moved before the deadline.
  if (week.phase === 'open' && hasKickedOff(match, now)) return { phase: 'closed', closedBy: 'kickoff' };
  return week;
}

/**
 * Other players' predictions may be shown, on some match at least: the gameweek is closed, or with kick-off
 * locks its first match (the deadline) has kicked off. Which matches: `predictionsShown`.
 */
export const predictionsRevealed = (gameweek: GameweekTiming, now: Date) =>
  gameweekPhase(gameweek, now).phase !== 'open' || (gameweek.closesAtKickOff && !beforeDeadline(gameweek, now));

/** Everyone's predictions on this match may be shown: it no longer takes predictions. */
export const predictionsShown = (gameweek: GameweekTiming, match: MatchTiming, now: Date) =>
  matchPhase(gameweek, match, now).phase !== 'open';

/**
 * When predictions next close, for the countdown: the deadline, or with kick-off locks the next kick-off of a
 * match still open; null once nothing is open.
 */
export function nextClose(gameweek: GameweekTiming, matches: readonly MatchTiming[], now: Date): string | null {
  if (gameweekPhase(gameweek, now).phase !== 'open') return null;
  if (!gameweek.closesAtKickOff) return gameweek.deadline;
  const ahead = matches
    .filter((match) => !hasKickedOff(match, now) && !hasResult(match) && !match.isVoided)
    .map((match) => match.matchTime);
  return ahead.length > 0 ? ahead.reduce((first, time) => (Date.parse(time) < Date.parse(first) ? time : first)) : null;
}

/** When a match stops taking predictions (barring a lock): its kick-off with kick-off locks, else the deadline. */
export const matchClosesAt = (gameweek: Pick<GameweekTiming, 'closesAtKickOff' | 'deadline'>, match: Pick<MatchTiming, 'matchTime'>) =>
  gameweek.closesAtKickOff ? match.matchTime : gameweek.deadline;

/** The matches that still take predictions now (a player who has predicted all of them is done for now). */
export const openMatches = <M extends MatchTiming>(gameweek: GameweekTiming, matches: readonly M[], now: Date): M[] =>
  matches.filter((match) => matchPhase(gameweek, match, now).phase === 'open');

/**
 * A sheet (as the server sent it: `openMatchIds` by `openMatches`) still lacks a prediction on an open match,
 * for a player's own sheet just saved.
 */
export const sheetMissesOpenMatch = (sheet: { openMatchIds: readonly string[]; predictions: ReadonlyArray<{ matchId: string }> }) =>
  sheet.openMatchIds.some((matchId) => !sheet.predictions.some((prediction) => prediction.matchId === matchId));

/** A gameweek as sent to the web: with its phase by the server's clock. */
export const withPhase = <T extends GameweekTiming>(gameweek: T, now: Date): T & PhaseInfo => ({
  ...gameweek,
  ...gameweekPhase(gameweek, now),
});

/** A bonus question takes answers strictly before its deadline (like a gameweek), and never once settled. */
export const bonusAnswersOpen = (question: { deadline: string }, now: Date) => beforeDeadline(question, now);

/** `open`: answers are taken and hidden; `closed`: the deadline has passed, answers shown, not settled; `settled`. */
export type BonusPhase = 'open' | 'closed' | 'settled';
export const bonusQuestionPhase = (question: { deadline: string; isSettled: boolean }, now: Date): BonusPhase =>
  question.isSettled ? 'settled' : bonusAnswersOpen(question, now) ? 'open' : 'closed';
