/** Business constants and limits . One definition, used by server and web. */
export const PRODUCT_NAME = 'Scoreline';

/** Key of the local auth snapshot in the browser (no tokens: the session lives in an HttpOnly cookie). */
export const AUTH_STORAGE_KEY = 'scoreline-auth';

export const CLASSIC_SCORING = { exactScorePoints: 3, goalDifferencePoints: null, correctResultPoints: 1, incorrectPoints: 0 } as const;
/** Kicktipp's default: 4 for the exact score, 3 for the right goal difference, 2 for the right result. */
export const GOAL_DIFFERENCE_SCORING = {
  exactScorePoints: 4,
  goalDifferencePoints: 3,
  correctResultPoints: 2,
  incorrectPoints: 0,
} as const;

export const MAX_MEMBERS_DEFAULT = 100;
export const MAX_MEMBERS_MIN = 1;
export const MAX_MEMBERS_MAX = 500;
export const PIN_LENGTH = 4;
export const GROUP_ICON_MAX_BYTES = 8 * 1024 * 1024;
export const GROUP_ICON_CACHE_SECONDS = 3600;
export const DEFAULT_SEASON_NAME = 'Season 1' as const;
export const HOME_UPCOMING_MATCHES = 3;
export const LEADERBOARD_PREVIEW_ROWS = 5;
export const MEMBERS_PAGE_SIZE = 10;
export const TOP_PERFORMERS_DEFAULT = 5;
export const PODIUM_SIZE = 3;
export const PREDICTIONS_FIRST_BATCH = 25;
export const PREDICTIONS_NEXT_BATCH = 5;
export const PREDICTIONS_SCROLL_TRIGGER_PX = 100;
export const DEFAULT_QUERY_LIMIT = 1000;

export const PASSWORD_MIN_LENGTH = 8;
/** Longest password the server accepts (hashing cost stays bounded). */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 40;
/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

export const REGISTRATION_REDIRECT_MS = 3000;
export const STARTUP_CONTENT_DELAY_MS = 300;
export const SUBMIT_BUTTON_LOCK_MS = 1500;
export const MENU_TRANSITION_MS = 300;
export const CONFETTI = { particleCount: 1000, spread: 100 } as const;
export const TOAST_DURATION_MS = 3000;

export const DEFAULT_BADGE_COLOUR = '#ccc';
export const TERMS_LAST_UPDATED = '27/03/2025';

/** Failed sign-ins allowed for one email from one address within the window. */
export const SIGN_IN_FAILURE_LIMIT = 5;
/** Failed sign-ins allowed for one email from all addresses together (slows distributed guessing). */
export const SIGN_IN_ACCOUNT_FAILURE_LIMIT = 30;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;
/** Wrong PIN tries allowed per user and group within the window. */
export const PIN_FAILURE_LIMIT = 5;
export const PIN_FAILURE_WINDOW_MINUTES = 15;
/** Wrong PIN tries allowed from one address (any account, any group) within an hour. */
export const PIN_ADDRESS_FAILURE_LIMIT = 20;
export const PIN_ADDRESS_FAILURE_WINDOW_MINUTES = 60;
/**
 * Wrong PIN tries allowed against one group (any account, any address) within a day: trying all 10,000 PINs
 * then takes 333 days, so guessing one takes months whatever the number of accounts and addresses.
 */
export const PIN_GROUP_FAILURE_LIMIT = 30;
export const PIN_GROUP_FAILURE_WINDOW_MINUTES = 24 * 60;
/** Accounts one address may create within the window (a household or an office has room; a script does not). */
export const SIGN_UP_ADDRESS_LIMIT = 10;
export const SIGN_UP_ADDRESS_WINDOW_MINUTES = 24 * 60;
/**
 * Live updates skip the page that made the change: a tab names itself with a random id, sent as this header on
 * its requests and as the `client` parameter of its event streams; a change's event is not sent back to the
 * stream of the tab whose request made it (that tab already has the answer).
 */
export const LIVE_CLIENT_HEADER = 'x-scoreline-client';
export const LIVE_CLIENT_PARAM = 'client';
/** A tab's id: 16 to 64 letters, digits, `-` or `_` (anything else is ignored). */
export const LIVE_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** An admin's "Remind them": at most once per gameweek in this long. */
export const REMIND_COOLDOWN_MS = 60 * 60 * 1000;

/** How long a new invite link works, as the admin picks it (null: until revoked). */
export const INVITE_EXPIRY_CHOICES = [1, 7, 30] as const;
/** A claim link is for one person and works for a week. */
export const CLAIM_LINK_DAYS = 7;
export const INVITE_MAX_USES_LIMIT = 1000;

// Following a competition (competition-follow.ts): here, so the web's forms take them without the schema's zod.
/** How long before a matchday's first kick-off its deadline falls, by default (0 is allowed: at the kick-off). */
export const DEFAULT_LEAD_MINUTES = 60;
/** How many upcoming matchdays exist as gameweeks, by default. */
export const DEFAULT_MATCHDAYS_AHEAD = 2;
export const MAX_LEAD_MINUTES = 7 * 24 * 60;
export const MAX_MATCHDAYS_AHEAD = 10;
