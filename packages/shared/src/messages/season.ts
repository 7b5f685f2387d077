export const SEASON_MESSAGES = {
  linkCopied: 'Season link copied!',
  endDateSet: 'The season end date has been set.',
  endAlreadySet: 'This season already has an end date.',
  seasonAdminOnly: 'Only the season admin can do this.',
  endDatePast: 'The end date cannot be in the past.',
  invalidDate: 'Please enter a valid date.',
} as const;
