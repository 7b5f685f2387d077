/** How long to wait before trying again (a `wait` value of the "Please try again in {wait}" messages). */
export const WAIT_MESSAGES = {
  hours: '{count, plural, one {# hour} other {# hours}}',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  seconds: '{count, plural, one {# second} other {# seconds}}',
} as const;
