import { type DateContext, formatDateTime } from './dates.js';
import type { MessageId, Translate } from './i18n/translate.js';
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
  /** The countdown's words while it runs: "Deadline in <0>{time}</0>" (the time left goes in the tag). */
  counting: MessageId;
  /** Once passed: "Deadline passed: 25/11/2026, 21:00", in the reader's language and zone. */
  passed: string;
  /** The moment it counts to. */
  at: string;
  /** The group's setting in words, said beside the countdown when it is not the deadline. */
  rule: string | null;
  /** Before they show: when everyone's predictions appear. */
  reveal: string;
}

/** When everyone's predictions appear, as the gameweek's mode has it: at each match's kick-off, or once locked. */
export const revealWording = (closesAtKickOff: boolean, t: Translate): string =>
  t(closesAtKickOff ? CLOSE_MESSAGES.revealAtKickOff : CLOSE_MESSAGES.revealOnLock);

const WORDS = {
  deadline: { counting: CLOSE_MESSAGES.deadlineIn, passed: CLOSE_MESSAGES.deadlinePassed },
  next: { counting: CLOSE_MESSAGES.nextKickOffIn, passed: CLOSE_MESSAGES.nextKickOffPassed },
  last: { counting: CLOSE_MESSAGES.lastKickOffIn, passed: CLOSE_MESSAGES.lastKickOffPassed },
} as const;

/**
 * What the pages say about a gameweek closing: with a deadline, "Deadline" and the deadline; with kick-off locks,
 * "Next kick-off" and the next kick-off of an open match while there is one (the server's `nextClose`), then "Last
 * kick-off" and the last one, with the rule "Predictions close at each kick-off." beside it.
 */
export function closeWording(gameweek: CloseTimes, t: Translate, where: DateContext): CloseWording {
  const reveal = revealWording(gameweek.closesAtKickOff, t);
  const kind = !gameweek.closesAtKickOff ? 'deadline' : gameweek.nextClose ? 'next' : 'last';
  const at = kind === 'deadline' ? gameweek.deadline : (gameweek.nextClose ?? gameweek.lastKickOff ?? gameweek.deadline);
  return {
    counting: WORDS[kind].counting,
    passed: t(WORDS[kind].passed, { when: formatDateTime(at, where) }),
    at,
    rule: kind === 'deadline' ? null : t(CLOSE_MESSAGES.atEachKickOff),
    reveal,
  };
}
