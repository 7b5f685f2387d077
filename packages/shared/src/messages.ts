/**
 * User-facing texts the product fixes word for word.
 * The server sends them in error bodies and the web shows them; tests anchor on them.
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter password',
  weakPassword:
    'Password must contain minimum 8 characters and consist of at least one uppercase letter, one lowercase letter and one number.',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameRequired: 'You need to enter a username.',
  notAuthenticated: 'User not authenticated',
  sessionMissing: 'Auth session missing!',
  invalidCredentials: 'Invalid email or password',
  registrationSuccess: 'Registration successful! Please check your email to confirm your account.',
  resetEmailSent: 'Password reset email sent. Please check your inbox.',
  passwordUpdated: 'Password updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  emailNotVerified: 'Please confirm your email address before signing in. We have sent you a new confirmation link.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  initFailed: 'Failed to initialize authentication',
  tooManySignUps: (wait: string) => `Too many accounts have been created from this network. Please try again in ${wait}.`,
} as const;

export const LOADING_MESSAGES = {
  heading: 'Loading...',
  defaultMessage: 'Please wait while we set things up',
} as const;

/** The installable app: being offline, and a new build waiting (issue: "Installable (PWA)"). */
export const APP_MESSAGES = {
  offline: 'You are offline',
  offlineDetail: "Showing what was loaded; changes can't be saved until you reconnect.",
  offlinePage: 'This page needs a connection',
  offlinePageDetail: "It will load as soon as you're back online.",
  updateAvailable: 'A new version is available',
  updateAction: 'Reload',
} as const;

export const HOME_MESSAGES = {
  welcome: (username: string) => `Welcome, ${username}`,
  tagline: 'Track your football predictions and compete with friends.',
  loadFailed: 'Error loading your data',
  noGroups: "You haven't joined any groups yet.",
  noUpcoming: 'No upcoming matches to predict.',
  noRankings: 'Join a group to see your rankings.',
  rankOf: (position: number, of: number) => `${position} of ${of}`,
} as const;

export function entityNotFoundMessage(entity = 'group'): string {
  return `The ${entity} you are looking for does not exist.`;
}

/** Help text shown on /app-info. */
export const APP_INFO_POINTS = [
  'Create or join a group. Private groups need a PIN.',
  'Only one gameweek is active per group.',
  'Predictions are editable until the deadline or until the admin locks the gameweek.',
  'Scores of real matches update automatically. Custom matches need scores entered by an admin.',
  'After locking, everyone\u2019s predictions are visible.',
  'A gameweek winner is announced once all matches are finished.',
  'Gameweek scores feed the all-time leaderboard.',
] as const;
