/** The card a group with only its owner opens on (admins who may make invite links). */
/** The Profile's private calendar feed. */
export const CALENDAR_MESSAGES = {
  title: 'Add to calendar',
  lead: 'Every deadline and kick-off of your groups in your calendar app, kept up to date, with an alert before each deadline as your reminders are set. The link is private: anyone who has it can see your fixtures.',
  create: 'Get my calendar link',
  subscribe: 'Add to calendar',
  linkLabel: 'Your calendar link',
  copy: 'Copy',
  copied: 'Calendar link copied',
  copyFailed: 'Could not copy the link. Select it in the box above and copy it instead.',
  google: 'Google Calendar',
  renew: 'New link',
  renewTitle: 'Make a new calendar link?',
  renewDescription: 'The old link stops working: calendars subscribed to it stop updating until you add the new one.',
  renewed: 'A new calendar link is ready.',
  loadFailed: 'Failed to load your calendar link',
} as const;
