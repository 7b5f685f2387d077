/**
 * When predictions close, in the words every page uses: the countdown's label, the group's setting, when everyone's
 * predictions appear. `closeWording` (close-wording.ts) picks them from what the server sent.
 */
export const CLOSE_MESSAGES = {
  /** The countdown while it runs ("<0>" holds the time left) and once passed (the moment, in the reader's zone). */
  deadlineIn: 'Deadline in <0>{time}</0>',
  nextKickOffIn: 'Next kick-off in <0>{time}</0>',
  lastKickOffIn: 'Last kick-off in <0>{time}</0>',
  deadlinePassed: 'Deadline passed: {when}',
  nextKickOffPassed: 'Next kick-off passed: {when}',
  lastKickOffPassed: 'Last kick-off passed: {when}',
  atEachKickOff: 'Predictions close at each kick-off.',
  revealAtKickOff: 'Everyone’s predictions on a match appear at its kick-off.',
  revealOnLock: 'Everyone’s predictions appear once the gameweek is locked.',
  /** The time left: more than a day, then under a day (natural abbreviations in each language). */
  countdownDays: '{days}d {hours}h {minutes}m',
  countdownHours: '{hours}h {minutes}m {seconds}s',
} as const;
