import { CLOSE_MESSAGES } from './messages.js';

// When predictions close, worded once for every page (no zod here: the pages that use it load none).

/** A gameweek as the server sent it: its mode, deadline and last kick-off, and when predictions next close. */
export interface CloseTimes {
  /** Kick-off locks: each match closes at its own kick-off (the group's "Predictions close" when it was created). */
  closesAtKickOff: boolean;
  deadline: string;
  lastKickOff: string | null;
  /**
   * The server's `nextClose` (policy/phase.ts): the deadline, or with kick-off locks the next kick-off of a match
   * still open; null once nothing is open.
   */
  nextClose: string | null;
}

export interface CloseWording {
  /** The countdown's words: "{label} in 3h 9m", or "{label} passed: {date and time}". */
  label: string;
  /** The moment it counts to. */
  at: string;
  /** The group's setting in words, said beside the countdown when it is not the deadline. */
  rule: string | null;
  /** Before they show: when everyone's predictions appear. */
  reveal: string;
}

/** When everyone's predictions appear, as the gameweek's mode has it: at each match's kick-off, or once locked. */
export const revealWording = (closesAtKickOff: boolean): string =>
  closesAtKickOff ? CLOSE_MESSAGES.revealAtKickOff : CLOSE_MESSAGES.revealOnLock;

/**
 * What the pages say about a gameweek closing: with a deadline, "Deadline" and the deadline; with kick-off locks,
 * "Next kick-off" and the next kick-off of an open match while there is one (the server's `nextClose`), then "Last
 * kick-off" and the last one, with the rule "Predictions close at each kick-off." beside it.
 */
export function closeWording(gameweek: CloseTimes): CloseWording {
  const reveal = revealWording(gameweek.closesAtKickOff);
  if (!gameweek.closesAtKickOff) return { label: CLOSE_MESSAGES.deadline, at: gameweek.deadline, rule: null, reveal };
  return {
    label: gameweek.nextClose ? CLOSE_MESSAGES.nextKickOff : CLOSE_MESSAGES.lastKickOff,
    at: gameweek.nextClose ?? gameweek.lastKickOff ?? gameweek.deadline,
    rule: CLOSE_MESSAGES.atEachKickOff,
    reveal,
  };
}
