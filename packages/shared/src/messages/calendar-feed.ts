/** A player's calendar feed (ICS), in the feed owner's language; `time` names the zone ("25/11/2026, 21:00 CET"). */
export const CALENDAR_FEED_MESSAGES = {
  gameweek: '{group}, Gameweek {week}',
  deadlineSummary: 'Predictions close: {group}, Gameweek {week}',
  deadlineDescription: 'Predictions for every match of the gameweek close at {time}.',
  closesAtKickOff: 'Predictions close at kick-off.',
  closesAtKickOffAlarm: 'Predictions close at kick-off: {match}',
  fixture: '{homeTeam} v {awayTeam}',
} as const;
