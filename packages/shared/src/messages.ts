import type { InviteStatus } from './invites.js';

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
  /** The number is USERNAME_MAX_LENGTH (auth.test.ts checks they agree). */
  usernameTooLong: 'Usernames can be at most 40 characters.',
  usernameControlCharacters: 'Usernames cannot contain control characters.',
  invalidEmail: 'Please enter a valid email address',
  unknownLocale: 'Please choose a language from the list.',
  unknownTimeZone: 'Please choose a time zone from the list.',
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
  /** `wait`: how long, in words ("5 minutes"). */
  tooManySignUps: 'Too many accounts have been created from this network. Please try again in {wait}.',
} as const;

export const LOADING_MESSAGES = {
  heading: 'Loading...',
  defaultMessage: 'Please wait while we set things up',
} as const;

/** The installable app: being offline, and a new build waiting (issue: "Installable (PWA)"). */
export const APP_MESSAGES = {
  /** The bar under the header: its first words bold. */
  offlineBanner: "<0>You are offline</0> · Showing what was loaded; changes can't be saved until you reconnect.",
  offlinePage: 'This page needs a connection',
  offlinePageDetail: "It will load as soon as you're back online.",
  /** A part of a page (a tab, a list) not loaded before the connection went. */
  offlineSection: "This part needs a connection. It will load as soon as you're back online.",
  updateAvailable: 'A new version is available',
  updateAction: 'Reload',
  pageFailed: 'This page could not be shown',
  pageFailedDetail: 'Reloading usually fixes it (a new version may have been deployed).',
  pageFailedAction: 'Reload the page',
} as const;

/** What the server answers that no single feature owns: files, devices, the football data service, sign-in limits. */
export const SERVER_MESSAGES = {
  noSuchImage: 'There is no such image.',
  userNotFound: 'User not found',
  noSuchDevice: 'No such device.',
  noSuchCalendar: 'There is no such calendar.',
  /** `wait`: a `WAIT_MESSAGES` message ("5 minutes"). */
  tooManySignIns: 'Too many failed sign-in attempts. Please try again in {wait}.',
  footballBusy: 'The football data service is busy. Please try again in a minute.',
  footballNotInPlan: 'This competition is not available with the current football data plan.',
  footballUnknownItem: 'The football data service does not know this item.',
  footballFailed: 'The football data service could not answer. Please try again later.',
  footballTimedOut: 'The football data service did not answer in time.',
  footballUnreachable: 'The football data service cannot be reached.',
  /** The football routes' date ranges (`from`, `to`). */
  datesFormat: 'Dates are yyyy-mm-dd.',
  rangeOrder: 'The end of the range must come after its start.',
  rangeTooLong: 'Ask for at most 62 days at a time.',
  /** A scrape of the main port's /metrics without the right `Authorization: Bearer <METRICS_TOKEN>`. */
  metricsTokenRequired: 'The metrics need the METRICS_TOKEN as a bearer token.',
  /** Fastify's own client errors (bad JSON, wrong content type, body too large...). */
  bodyEmpty: 'The request body is empty.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  contentTypeUnsupported: 'This content type is not supported.',
  contentLengthInvalid: 'The content length is not valid.',
  iconTooLarge: 'The icon must be 8 MB or smaller.',
  oneFileAtMost: 'Send one file at most.',
  tooManyParts: 'The form has too many parts.',
  tooManyFields: 'The form has too many fields.',
  formInvalid: 'The form is not valid.',
  formUnreadable: 'The form could not be read. Please try again.',
  invalidRequest: 'Invalid request.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  unavailable: 'Scoreline is busy or briefly unavailable. Please try again in a moment.',
  changedMeanwhile: 'This changed while you were doing it. Please reload and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  nothingHere: 'There is nothing at this address.',
  notFound: 'Not found',
  noAccess: 'You do not have access to this page',
  crossSite: 'This request came from another site and was refused.',
  /** An auth error the product has no words of its own for. */
  notCompleted: 'The request could not be completed.',
  /** better-auth's own errors, in the product's words. */
  accountExists: 'An account with this email address already exists. Please sign in or use another email address.',
  currentPasswordWrong: 'Your current password is not right. Please try again.',
} as const;

/** How long to wait before trying again (a `wait` value of the "Please try again in {wait}" messages). */
export const WAIT_MESSAGES = {
  hours: '{count, plural, one {# hour} other {# hours}}',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  seconds: '{count, plural, one {# second} other {# seconds}}',
} as const;

export const HOME_MESSAGES = {
  welcome: 'Welcome, {username}',
  tagline: 'Track your football predictions and compete with friends.',
  loadFailed: 'Error loading your data',
  noGroups: "You haven't joined any groups yet.",
  noUpcoming: 'No upcoming matches to predict.',
  /** The matches of the player's groups being played now (shown only while there are some). */
  liveNow: 'Live now',
  /** Where a match on the home page belongs: "Sunday League · Gameweek 3". */
  gameweekOf: '{group} · Gameweek {week}',
  noRankings: 'Join a group to see your rankings.',
  rankOf: '{position} of {of}',
  /** Open matches (a real fixture in several groups once) still without the player's prediction. */
  toPredict: '{count, plural, one {You have # prediction to make} other {You have # predictions to make}}',
  nothingToPredict: 'No predictions to make right now.',
  predict: 'Predict',
  toPredictLabel: 'Predictions to make',
} as const;

/** What a missing group, season, gameweek... is answered with (each its whole sentence, to translate). */
export const NOT_FOUND_MESSAGES = {
  group: 'The group you are looking for does not exist.',
  season: 'The season you are looking for does not exist.',
  gameweek: 'The gameweek you are looking for does not exist.',
  match: 'The match you are looking for does not exist.',
  player: 'The player you are looking for does not exist.',
  member: 'The member you are looking for does not exist.',
  device: 'The device you are looking for does not exist.',
  invite: 'The invite you are looking for does not exist.',
  'bonus question': 'The bonus question you are looking for does not exist.',
  follow: 'The follow you are looking for does not exist.',
} as const;
export type MissingEntity = keyof typeof NOT_FOUND_MESSAGES;

export function entityNotFoundMessage(entity: MissingEntity = 'group'): (typeof NOT_FOUND_MESSAGES)[MissingEntity] {
  return NOT_FOUND_MESSAGES[entity];
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

/** Group texts, word for word as the product specifies them. */
export const GROUP_MESSAGES = {
  nameRequired: 'Please enter a name for your group.',
  scoringMissing: 'You are missing values for one or more of your scoring system options.',
  incorrectPointsPositive: 'Incorrect result points must be 0 or below.',
  pinRequired: 'Please enter a PIN for your private group.',
  maxMembersMissing: 'Please enter a value for your maxmimum members.',
  seasonNameRequired: 'Please enter a name for your first season.',
  notLoggedIn: 'You must be logged in to create a group.',
  createFailed: 'Failed to create group.',
  updateFailed: 'Failed to update group.',
  /** The forms' banner when a save failed for no reason the API gave (a 5xx, no connection). */
  createFailedReason: 'Failed to create group. {reason}',
  updateFailedReason: 'Failed to update group. {reason}',
  /** `{count}` is at least 2: a maximum below 1 fails the range first. */
  maxMembersBelowCount: 'There are currently {count} members in your group. Maximum members cannot be lower than this.',
  /** MAX_MEMBERS_MIN and MAX_MEMBERS_MAX, written out (messages.test.ts keeps them equal). */
  maxMembersRange: 'Maximum members must be between 1 and 500.',
  pointsNegative: 'Exact score and correct result points must be 0 or more.',
  /** PIN_LENGTH, written out (messages.test.ts keeps them equal). */
  pinFormat: 'The PIN must be 4 digits.',
  seasonStartPast: 'The season cannot start in the past.',
  seasonEndBeforeStart: 'The season must end at least a day after it starts.',
  seasonEndWithoutStart: 'Choose a start date before an end date.',
  /** A player named in a request (a table edit, a sheet, a profile) who is not in the group. */
  playerNotMember: 'This player is not a member of the group.',
  formNotJson: 'The form data is not valid JSON.',
  unexpectedFile: 'Unexpected file "{field}".',
  incorrectPin: 'Incorrect PIN. Try again.',
  tooManyPinAttempts: 'Too many incorrect PIN attempts. Please try again in {wait}.',
  tooManyGroupPinAttempts:
    'This group has had too many incorrect PIN attempts. Please try again in {wait}, or ask its owner for a new PIN.',
  groupChanged: 'This group has just changed. Please try again.',
  groupFull: 'Unable to join group as it has reached maximum members.',
  joined: 'Successfully joined group!',
  left: 'Successfully left group.',
  linkCopied: 'Group link copied!',
  copyLink: 'Copy link',
  adminStatusUpdated: 'User admin status updated!',
  placeholderUsernameRequired: 'You must enter a username to create user.',
  placeholderCreateFailed: 'Failed to create user',
  placeholderCreateFailedReason: 'Failed to create user: {reason}',
  notMember: 'You are not a member of this group.',
  adminsOnly: 'Only group admins can do this.',
  ownerOnly: 'Only the group owner can do this.',
  predictionsCloseWhileRunning: 'When predictions close can be changed only while no gameweek is running.',
  goalDifferencePointsNegative: 'Goal difference points must be 0 or more (or left blank).',
  /** A scoring or joker change on a group with marked gameweeks: the server's 409 until the owner confirms. */
  rescoreConfirm: 'Changing the scoring re-marks every gameweek of this group. Please confirm.',
  rescoreTitle: 'Re-mark every gameweek?',
  rescoreDetail:
    'This group already has marked gameweeks. Saving the new scoring re-marks every prediction with it, and every table and the history follow.',
  rescoreConfirmButton: 'Re-mark and save',
  noAccess: 'You do not have access to this page',
  ownerCannotLeave: 'The owner cannot leave the group.',
  alreadyMember: 'You are already a member of this group.',
  iconMissing: 'Missing file or group ID',
  iconType: 'The icon must be a PNG or JPEG image.',
  iconTooLarge: 'The icon must be 8 MB or smaller.',
  descriptionFallback: 'No description available',
  notJoinedView: "You're not part of this group yet",
  noGroups: "You're not part of any groups yet!",
  deleteConfirm: 'Are you sure you want to delete this group?',
  /** The privacy choice (the forms) and the About tab's privacy line. */
  publicOption: 'Public: Anyone can join',
  privateOption: 'Private: Invite only',
} as const;

/** The page an invite link opens (`/invite/{token}`), signed in or out. */
export const INVITATION_MESSAGES = {
  /** The line above the group's name on the invitation card, by who invited and what the link does. */
  invitedToJoin: '{username} invited you to join',
  invitedToClaim: '{username} invited you to take over a place in',
  invitedToJoinAnonymous: 'You are invited to join',
  invitedToClaimAnonymous: 'You are invited to take over a place in',
  members: '{count, plural, one {# member} other {# members}}',
  membersOfMax: '{count} of {max} members',
  /** A private group's join prompt. */
  membersOfMaxPrivate: '{count} of {max} members · private group, you will need its PIN',
  publicGroup: 'Public group',
  privateGroup: 'Private group',
  signedOut: 'Create an account or sign in to accept your invitation.',
  createAccount: 'Create account',
  signIn: 'Sign in',
} as const;

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

export const INVITE_FRIENDS_MESSAGES = {
  title: 'Invite your friends',
  leadPublic: 'Send your friends this link: it shows them the group and who invited them, and they join in one tap.',
  leadPrivate: 'Send your friends this link: it shows them the group and who invited them, and they join without the PIN.',
  linkLabel: 'Invite link',
  copy: 'Copy',
  share: 'Share',
  shareText: 'Join {group} on Scoreline and predict the scores with me.',
  loadFailed: 'Could not get an invite link.',
  loadFailedReason: 'Could not get an invite link. {reason}',
  shareFailed: 'Could not share the link. Copy it instead.',
} as const;

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

/** Gameweek texts, word for word as the product specifies them. */
export const GAMEWEEK_MESSAGES = {
  deadlineRequired: 'Please enter a deadline for the gameweek.',
  matchesRequired: 'Please add some matches to the gameweek.',
  matchBeforeDeadline: 'One or more matches have a match time before the gameweek deadline.',
  customMatchBeforeDeadline: 'Match time cannot be earlier than the deadline.',
  customMatchIncomplete: 'Please enter the home team, the away team and the match time.',
  deadlinePast: 'The deadline cannot be in the past.',
  matchNotFound: 'One or more matches could not be found. Please pick them again.',
  noActiveSeason: 'The group has no active season. Start a season first.',
  lockChanged: 'Gameweek locked status changed.',
  linkCopied: 'Gameweek link copied!',
  deadlinePassed: 'The deadline has passed, so the gameweek stays locked.',
  resultsIn: 'Results have been entered, so the gameweek stays locked.',
  finalScoresSaved: 'Final scores have been saved!',
  noGameweeks: 'No gameweeks yet.',
  predictionsCloseChanged: 'The group\'s "Predictions close" setting has just changed. Please try again.',
  /**
   * A match of a final score that breaks a rule: which match, and what is wrong (`problem`: the key of the
   * policy's refusal in POLICY_MESSAGES, see `matchProblemKey`).
   */
  matchProblem:
    '{homeTeam} v {awayTeam}: {problem, select, realScoresAutomatic {Scores of real matches update automatically.} voidNoScore {A void match counts for nobody: it takes no final score.} notKickedOff {A final score can be entered only once the match has kicked off.} other {This final score cannot be entered.}}',
  /** A warning only: the admin may go on (a rearranged fixture can fall into the next round's week). */
  teamPlaysTwice: '{team} plays twice in this gameweek',
  /** The schemas' refusals. */
  teamNameTooLong: 'Team names can be at most 60 characters.',
  teamNameControl: 'Team names cannot contain control characters.',
  invalidDateTime: 'Please enter a valid date and time.',
  tooManyMatches: 'A gameweek can have at most 50 matches.',
  scoreWhole: 'Scores are whole numbers.',
  scoreNegative: 'Scores cannot be negative.',
  scoreTooHigh: 'Scores can be at most 99.',
} as const;

export const SEASON_MESSAGES = {
  linkCopied: 'Season link copied!',
  endDateSet: 'The season end date has been set.',
  endAlreadySet: 'This season already has an end date.',
  seasonAdminOnly: 'Only the season admin can do this.',
  endDatePast: 'The end date cannot be in the past.',
  invalidDate: 'Please enter a valid date.',
} as const;

export const PREDICTION_MESSAGES = {
  saved: 'Your predictions have been saved!',
  /** The /predictions page, where a player saves gameweeks of several groups. */
  savedFromPredictionsPage: 'Predictions have been saved!',
  /** `{name}`: the placeholder member an admin predicted for. */
  savedFor: 'Predictions for {name} have been saved!',
  locked: 'Prediction is locked and cannot be updated',
  closed: 'Predictions for this gameweek are closed.',
  /** Kick-off locks: a save kept what was open and names the matches that had already kicked off (`{matches}`, a list). */
  kickedOffNotSaved: 'Not saved, already kicked off: {matches}.',
  notActive: 'Predictions can only be made for the active gameweek.',
  matchNotInGameweek: 'One or more matches are not in this gameweek.',
  notLockedYet: 'Gameweek is not locked yet.',
  noFinalScores: 'Match does not have final scores',
  notAuthenticated: 'User not authenticated',
  userIdRequired: 'User ID is required',
  noPredictions: 'No predictions made for this gameweek yet.',
  noGroups: 'No groups joined yet.',
  placeholderMembersOnly: 'Admins can predict only for placeholder members.',
  submit: 'Submit Predictions',
  submitted: 'Predictions Saved ✅',
  /** The submit bar: how many matches Submit would leave without a prediction (nothing is saved for them). */
  withoutPrediction: '{count, plural, one {# match without a prediction} other {# matches without a prediction}}',
  everyMatchPredicted: 'Every match predicted',
  /** The submit bar's progress while something is unsaved: "3 matches without a prediction · not saved yet". */
  progressNotSaved: '{progress} · not saved yet',
  /** Submit with no score entered anywhere: nothing is sent. */
  nothingToSave: 'Enter a score for at least one match first.',
  /** A save that emptied both boxes of saved predictions removed them (`{matches}`, a list of `count` matches). */
  removed: '{count, plural, one {Prediction removed: {matches}.} other {Predictions removed: {matches}.}}',
  userHasNoPredictions: '{username} has not made any predictions for gameweek {weekNumber} yet.',
  /** The score card's offer: the player's other groups where some of the card's real fixtures are open too. */
  alsoSaveOffer: 'Also save in my other groups ({count})',
  /** A save copied into other groups: where it went (`{groups}`, a list). */
  alsoSavedIn: 'Also saved in {groups}.',
  /**
   * A group where the copy was left unchanged, and why (the policy's reason there); with `kickoff`, the matches
   * that had kicked off (`{matches}`, a list of `count`; none named: "the match").
   */
  notSavedIn:
    '{reason, select, deadline {Not saved in {group}: the deadline has passed} lock {Not saved in {group}: the gameweek is locked} kickoff {{count, plural, =0 {Not saved in {group}: the match has kicked off} one {Not saved in {group}: {matches} has kicked off} other {Not saved in {group}: {matches} have kicked off}}} other {Not saved in {group}: predictions there are closed}}',
  /** `alsoInMyOtherGroups` on a save that is not the player's own (an admin's for a placeholder). */
  alsoSaveOwnOnly: 'Only your own predictions can be saved in your other groups.',
  /** /predictions: the two ways to show the open matches. */
  views: 'Show',
  byGroup: 'By group',
  eachMatchOnce: 'Each match once',
  /** /predictions, each match once: the groups a match is saved to (`{groups}`, a list). */
  savesTo: 'Saves to {groups}',
  noOpenMatches: 'No open matches to predict.',
  /** A match named in a list of matches ("Reds v Blues"). */
  fixture: '{home} v {away}',
  /** Points in a gameweek or on a prediction ("3 pts"). */
  points: '{points, plural, one {# pt} other {# pts}}',
  /** A prediction's result pill: the outcome's word, its points, and "so far" while its match is in play. */
  outcomePoints: '{outcome} · {points, plural, one {# pt} other {# pts}}',
  outcomePointsSoFar: '{outcome} · {points, plural, one {# pt} other {# pts}} so far',
  outcomeSoFar: '{outcome} so far',
} as const;

/** The joker: once per gameweek a player doubles one match's points (a group option). */
export const JOKER_MESSAGES = {
  /** The badge beside a prediction that carries the joker (with an icon, never colour alone). */
  badge: 'Joker',
  /** The score card's toggle of one match, as a screen reader names it. */
  toggleLabel: 'Joker: {homeTeam} v {awayTeam}',
  hint: "Your joker doubles this match's points.",
  /** Once its match has kicked off (or the gameweek closed) the joker stays where it is. */
  stays: "Your joker's match has kicked off, so the joker stays on it.",
  off: 'This group plays without jokers.',
  matchClosed: 'The joker can only go on a match that is still open.',
  needsPrediction: 'The joker can only go on a match you have predicted.',
  stuck: 'The joker can no longer be moved: its match has kicked off or the gameweek is closed.',
} as const;

/** /match/{id}, the match centre (the spec's figures are `exactScoreWording` and `mostPopularWording`). */
export const MATCH_CENTRE_MESSAGES = {
  loading: 'Loading match',
  loadFailed: 'Failed to load match',
  figures: 'Prediction figures',
  correctResultPercent: '{percent}% predicted the correct result',
  exactOnly: 'Only show exact scores',
  search: 'Search by username',
  predictions: 'Predictions',
  noPredictions: 'No predictions for this match yet.',
  noneMatch: 'No predictions match.',
  /** A member listed without a prediction once everyone's show (as Kicktipp lists every member). */
  noPrediction: 'No prediction',
  /** `{when}`: the kick-off's date and time in the reader's zone. */
  kickOff: 'Kick-off {when}',
  distribution: 'How the group predicted',
  homeWin: 'Home win',
  draw: 'Draw',
  awayWin: 'Away win',
  topScores: 'Most predicted scores',
  predictionCount: '{count, plural, one {# prediction} other {# predictions}}',
  /** The spec's figures (`exactScoreWording`, `mostPopularWording`). */
  exactCount: '{count, plural, one {# user got the exact score} other {# users got the exact score}}',
  mostPopularWas: 'The most popular prediction was {home}-{away}',
  mostPopularIs: 'The most popular prediction is {home}-{away}',
  /** A share of the predictions ("45%"). */
  percent: '{percent}%',
} as const;

export const LEADERBOARD_MESSAGES = {
  updated: 'Leaderboard records have been updated!',
  empty: 'No leaderboard data available.',
  loadFailed: 'Failed to load leaderboard',
  historyLoadFailed: 'Failed to load leaderboard history',
  gameweekLoadFailed: 'Failed to load gameweek leaderboard',
  winnerLoadFailed: 'Failed to load gameweek winner',
  /** Before any match of the group (or gameweek) has a final score: every position would be 1. */
  noResults: 'No results yet',
  noResultsDetail: 'Positions appear once a match has a final score.',
  noPosition: 'No position yet',
  /** Who can still win (a row's `contention`): some outcome of the matches left puts the player first, or none does. */
  canStillWin: 'Can still win',
  outOfTheRunning: 'Out of the running',
  /** The most points the player can still reach, shown short beside the mark and said in full to screen readers. */
  maxPoints: 'max {points}',
  maxPointsSpoken: '{points, plural, one {at most # point reachable} other {at most # points reachable}}',
} as const;

/** A group's house rules: the scoring presets, the joker and the tiebreak order (house-rules.ts builds the lines). */
export const HOUSE_RULES_MESSAGES = {
  presetLabels: { classic: 'Classic', goal_difference: 'Goal difference', custom: 'Custom' },
  presetSummaries: {
    classic: '3 exact score, 1 right result, 0 wrong.',
    goal_difference: '4 exact score, 3 right goal difference, 2 right result, 0 wrong.',
    custom: 'Your own points; the goal difference counts only if you give it points.',
  },
  goalDifferenceLabel: 'Goal difference points (optional)',
  goalDifferenceHint: 'Leave blank to not count the goal difference.',
  jokersLabel: 'Jokers',
  jokersHint: "Once per gameweek, each player may double one match's points.",
  jokerOn: "On: once per gameweek, each player may double one match's points.",
  jokerOff: 'Off',
  /** The scoring line: `{system}` is the preset's label. */
  scoringLine:
    '{system}: {exact, plural, one {# point} other {# points}} for an exact score, {result, plural, one {# point} other {# points}} for a correct result, {incorrect, plural, one {# point} other {# points}} for an incorrect result',
  scoringLineWithDifference:
    '{system}: {exact, plural, one {# point} other {# points}} for an exact score, {difference, plural, one {# point} other {# points}} for the right goal difference, {result, plural, one {# point} other {# points}} for a correct result, {incorrect, plural, one {# point} other {# points}} for an incorrect result',
  /** The tiebreak line: `{order}` is the tiebreaks joined by `tiesThen`, in the order the tables rank by. */
  tiesLine: 'Ties: {order}.',
  tiesThen: '{first}, then {next}',
  ties: {
    exact: 'more exact scores',
    differences: 'more right goal differences',
    results: 'more right results',
    jokers: 'more joker points',
    join: 'the earlier join',
  },
} as const;

export const STATS_MESSAGES = {
  noGroups: "You're not part of any groups yet!",
  noData: 'No stats data available.',
  loadFailed: 'Failed to load group stats',
  /** A podium place: "1st", "2nd", "3rd". */
  place: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  /** A percentage figure (Score Accuracy): "45%". */
  percent: '{value}%',
} as const;

export const PROFILE_MESSAGES = {
  linkCopied: 'Profile link copied!',
  memberSince: 'Member of {group} since {date}',
} as const;

export const NOTIFICATION_MESSAGES = {
  settingsSaved: 'Notification settings saved!',
  deviceOn: 'Notifications are on for this device.',
  deviceRemoved: 'This device no longer gets notifications.',
  pushUnsupported: 'This browser cannot show notifications.',
  pushDenied: 'Notifications are blocked for this site in your browser settings.',
  /** `kind`: a NotificationKind. */
  unsubscribed:
    '{kind, select, reminders {You will no longer get reminder emails. You can turn them back on in your Profile.} results {You will no longer get results emails. You can turn them back on in your Profile.} other {You will no longer get gameweek win emails. You can turn them back on in your Profile.}}',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
  remindersSent: '{count, plural, one {Reminder sent to # player.} other {Reminder sent to # players.}}',
  nobodyToRemind: 'Nobody was reminded: those yet to predict have reminders turned off.',
  pushServiceUnknown: 'This browser’s push service is not supported.',
  pushEndpointInvalid:
    'This push address is not accepted: it must be an https address on a push service’s host name (lower-case letters, digits, dots and hyphens), with no IP address, user name or port other than 443.',
  remindedRecently: 'A reminder was sent less than an hour ago.',
  remindClosed: 'Predictions for this gameweek are closed.',
  resultsIn:
    '{points, plural, one {Results are in: you scored # point in Gameweek {week}} other {Results are in: you scored # points in Gameweek {week}}}',
  youWon: 'You won Gameweek {week}!',
  /** The settings' row for goal pushes (push only). */
  goalsSetting: 'Goals in matches I predicted',
  goalsNotByEmail: 'Not by email',
  /** A goal's push: the title names the running score, the body what the player's prediction is worth now. */
  goalTitle: 'Goal: {homeTeam} {homeGoals}-{awayGoals} {awayTeam}',
  goalBody:
    '{points, plural, one {Your {predictedHome}-{predictedAway} is on for # point} other {Your {predictedHome}-{predictedAway} is on for # points}}',
  /** A reminder's push title (its body is the email's line). */
  closeSoonTitle: 'Predictions close soon',
} as const;

/** A player's calendar feed (ICS), in the feed owner's language; `time` names the zone ("25/11/2026, 21:00 CET"). */
export const CALENDAR_FEED_MESSAGES = {
  gameweek: '{group}, Gameweek {week}',
  deadlineSummary: 'Predictions close: {group}, Gameweek {week}',
  deadlineDescription: 'Predictions for every match of the gameweek close at {time}.',
  closesAtKickOff: 'Predictions close at kick-off.',
  closesAtKickOffAlarm: 'Predictions close at kick-off: {match}',
  fixture: '{homeTeam} v {awayTeam}',
} as const;

/** The installable app's manifest (served in the reader's language; its name stays "Scoreline"). */
export const MANIFEST_MESSAGES = {
  description: 'Predict football scores and compete with your friends.',
} as const;

/**
 * The emails, in their reader's language. `in`: a `MAIL_MESSAGES.inHours`/`inMinutes` message; `time`: a date
 * and time in the reader's zone with the zone named ("Sat 28 Nov, 15:00 CET").
 */
export const MAIL_MESSAGES = {
  greeting: 'Hi {username},',
  orOpenLink: 'Or open this link: {url}',
  confirmSubject: 'Confirm your Scoreline account',
  confirmIntro: 'Thanks for signing up to Scoreline. Please confirm your email address.',
  confirmAction: 'Confirm my email',
  confirmOutro: 'If you did not sign up, you can ignore this email.',
  resetSubject: 'Reset your Scoreline password',
  resetIntro: 'Someone asked to reset the password of your account. The link works for one hour.',
  resetAction: 'Choose a new password',
  resetOutro: 'If it was not you, ignore this email: your password stays as it is.',
  inHours: '{count, plural, one {in # hour} other {in # hours}}',
  inMinutes: '{count, plural, one {in # minute} other {in # minutes}}',
  reminderLine:
    '{group}, Gameweek {week}: {count, plural, one {# match} other {# matches}} without your prediction, closing {in} ({time}).',
  reminderLineFirst:
    '{group}, Gameweek {week}: {count, plural, one {# match} other {# matches}} without your prediction, the first closing {in} ({time}).',
  reminderSubject: 'Predictions close {in}: {group}, Gameweek {week}',
  reminderSubjectMany: '{count, plural, one {Predictions close soon in # gameweek} other {Predictions close soon in # gameweeks}}',
  predictNow: 'Predict now',
  unsubscribe: 'Unsubscribe',
  whyReminders: 'You get these emails because reminders are on in your Scoreline Profile.',
  whyResults: 'You get these emails because results emails are on in your Scoreline Profile.',
  whyWins: 'You get these emails because win emails are on in your Scoreline Profile.',
  resultsIntro:
    '{points, plural, one {In {group}, you scored # point in Gameweek {week}.} other {In {group}, you scored # points in Gameweek {week}.}}',
  winIntro: 'You won Gameweek {week} in {group}!',
  seeGameweek: 'See the gameweek',
  seeYouNext: 'See you next gameweek!',
  newSeasonSubject: '{group} follows the new {competition} season',
  newSeasonIntro: '{competition} has started a new season, so {group} now plays {season}, with its matchdays as gameweeks as before.',
  newSeasonOutro: 'If the group should not go on with the competition, stop following it in the group settings.',
  openGroupSettings: 'Open the group settings',
} as const;

export const INVITE_MESSAGES = {
  created: 'Invite link created!',
  copied: 'Invite link copied!',
  claimCopied: 'Claim link copied!',
  revoked: 'Invite link revoked.',
  invalid: 'This invite link is not valid.',
  expired: 'This invite link has expired.',
  wasRevoked: 'This invite link has been revoked.',
  usedUp: 'This invite link has been used up.',
  claimUsed: 'This claim link has already been used.',
  notPlaceholder: 'Claim links are only for placeholder members.',
  placeholderGone: 'That placeholder member is no longer in the group.',
  tooManyTries: 'Too many invalid invite links. Please try again in {wait}.',
  joined: 'Welcome to {group}!',
  claimed: "You have taken over {placeholder}'s predictions and points.",
} as const;

/** Following a competition: the autopilot that makes its matchdays gameweeks. */
export const FOLLOW_MESSAGES = {
  title: 'Follow a competition',
  intro: 'Its matchdays become gameweeks by themselves, with every fixture and a deadline, the next ones ahead of time.',
  none: 'Build gameweeks by hand',
  competition: 'Competition',
  leadTime: 'Deadline',
  /** The deadline's choices (follow-choice.ts picks one by the minutes). */
  leadAtKickOff: 'At the first kick-off',
  leadHours: '{hours, plural, one {# hour before the first kick-off} other {# hours before the first kick-off}}',
  leadMinutes: '{minutes, plural, one {# minute before the first kick-off} other {# minutes before the first kick-off}}',
  atEachKickOff: 'Each match closes at its own kick-off (this group closes predictions at kick-off).',
  ahead: 'Matchdays ahead',
  aheadOption: '{count, plural, one {The next matchday} other {The next # matchdays}}',
  following: 'Following {competition}',
  followed: 'Now following {competition}.',
  saved: 'Competition settings saved.',
  stop: 'Stop following',
  stopped: 'The group no longer follows a competition. Its gameweeks stay.',
  stopConfirm: 'Stop following? The gameweeks made so far stay; new matchdays are no longer added.',
  leadRange: 'The deadline must be between 0 minutes and 7 days before the first kick-off.',
  aheadRange: 'Between 1 and 10 matchdays ahead.',
  unknownCompetition: 'That competition is not offered.',
  loadFailed: 'Failed to load the competitions.',
  loading: 'Loading competitions',
  follow: 'Follow',
  save: 'Save',
  saving: 'Saving...',
  /** The create-group form's toast when the group was made but the follow was refused (the reason from the server). */
  followFailed: 'The group was created, but it does not follow the competition: {reason}',
  postponed: 'Postponed',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  voided: 'Void',
  voidMatch: 'Make void',
  voidConfirm: 'Make {home} vs {away} void? It will count for nobody, so the gameweek can finish without it.',
  matchVoided: 'The match is void: it counts for nobody.',
} as const;

/** Why a link that is no longer valid cannot be used, in words. */
export function inviteStatusMessage(status: Exclude<InviteStatus, 'valid'>, kind: 'join' | 'claim') {
  if (status === 'expired') return INVITE_MESSAGES.expired;
  if (status === 'revoked') return INVITE_MESSAGES.wasRevoked;
  return kind === 'claim' ? INVITE_MESSAGES.claimUsed : INVITE_MESSAGES.usedUp;
}

/** A match in play (its state beside the time) and what predictions and tables are on for meanwhile. */
export const LIVE_MATCH_MESSAGES = {
  live: 'LIVE',
  halfTime: 'HT',
  fullTime: 'FT',
  /** The minute of play beside "LIVE". */
  minute: "{minute}'",
  /** What a prediction would get if its match ended now. */
  onFor: '{points, plural, one {On for # point} other {On for # points}}',
  /** A sheet's or a player's live points beside their settled ones. */
  onForShort: 'on for {points}',
  /** The running (or final) score a started match shows in place of score boxes, for screen readers. */
  score: 'Score {home} - {away}',
  /** The running score of a match in play, and a final one, as read aloud. */
  liveScoreSpoken: 'LIVE {home} - {away}',
  finalScoreSpoken: 'Final {home} - {away}',
  /** The player's prediction under a started match's score ("Yours 2 - 1"). */
  yourPrediction: 'Yours {home} - {away}',
  /** A prediction beside a score, as read aloud. */
  yourPredictionSpoken: 'Your prediction {home} - {away}',
  noPrediction: 'No prediction',
  final: 'Final',
  /** The marker of a table while a match is in play, and what it means. */
  liveTable: 'Live',
  liveTableNote: 'Points and positions as if the matches in play ended now.',
  /** The all-time table's column of live points (shown only while a match is in play). */
  liveColumn: 'Live',
  liveColumnNote: 'Live: points the matches in play would add if they ended now.',
  /** A live points cell: "+3" (`{sign}` is "+" above 0, else empty; a negative number carries its own). */
  liveCell: '{sign}{points}',
} as const;

/** Bonus questions of a season ("Who wins the league?"): the forms, the answers, settling, and the refusals. */
export const BONUS_MESSAGES = {
  title: 'Bonus questions',
  none: 'No bonus questions yet.',
  add: 'Add bonus question',
  edit: 'Edit',
  delete: 'Delete',
  settle: 'Settle',
  resettle: 'Settle again',
  save: 'Save',
  saveAnswer: 'Save answer',
  cancel: 'Cancel',
  question: 'Question',
  kind: 'Type',
  kinds: { list: 'One of a list', number: 'A number', text: 'Free text' },
  options: 'Options, one per line',
  loadTeams: "Load the competition's teams",
  settlesFromLabel: 'Settle automatically from the final table',
  points: 'Points for a right answer',
  deadline: 'Answers close',
  pointsShort: '{points, plural, one {# point} other {# points}}',
  closes: 'Answers close {when}',
  closed: 'Answers closed {when}',
  yourAnswer: 'Your answer',
  noAnswer: 'No answer',
  answerFor: 'Answer for {name}',
  answers: 'Answers',
  noAnswers: 'Nobody answered.',
  hiddenUntilDeadline: 'Answers are shown once the deadline has passed.',
  /** `answer`: the right answers as a list (formatList). */
  rightAnswer: 'Right answer: {answer}',
  scored: '+{points}',
  /** The viewer's answer while answers are hidden: "<0>Your answer:</0> Arsenal". */
  yourAnswerIs: '<0>Your answer:</0> {answer}',
  chooseOption: 'Choose an option',
  realNumber: 'The real number',
  tickRight: 'Tick the right answers',
  deleteTitle: 'Delete this bonus question?',
  deleteBody: 'Its answers are deleted too, and any points it gave leave the tables.',
  /** Toasts. */
  created: 'Bonus question added.',
  updated: 'Bonus question saved.',
  deleted: 'Bonus question deleted.',
  answered: 'Your answer has been saved.',
  settled: 'Bonus question settled.',
  /** The table's column. */
  column: 'Bonus',
  columnShort: 'Bon',
  /** Refusals and validation. */
  questionRequired: 'Please enter the question.',
  questionTooLong: 'The question can be at most 200 characters.',
  optionsRequired: 'A list needs at least two options.',
  optionsTooMany: 'A list can have at most 100 options.',
  optionTooLong: 'An option can be at most 80 characters.',
  optionsDistinct: 'Each option can appear only once.',
  optionsOnlyForList: 'Only a list question has options.',
  settlesFromListOnly: 'Only a list question can be settled from a final table.',
  pointsRange: 'Points must be a whole number from 1 to 100.',
  deadlineInvalid: 'Please enter a valid deadline.',
  deadlinePast: 'The deadline must be in the future.',
  answerRequired: 'Please enter an answer.',
  answerTooLong: 'An answer can be at most 80 characters.',
  questionControl: 'The question cannot contain control characters.',
  optionControl: 'An option cannot contain control characters.',
  answerControl: 'An answer cannot contain control characters.',
  answerNotOption: 'Please choose one of the options.',
  answerNotNumber: 'Please enter a whole number.',
  editAfterAnswer: 'Questions can be edited until the first answer.',
  answersClosed: 'Answers to this question are closed.',
  alreadySettled: 'This question has already been settled.',
  settleBeforeDeadline: 'A question can be settled once its deadline has passed.',
  settleOneOption: 'Please choose the right option.',
  settleOneNumber: 'Please enter the real number.',
  answersHidden: 'Answers are shown once the deadline has passed.',
  placeholderOnly: 'Admins can answer only for placeholder members.',
  notFound: 'The bonus question you are looking for does not exist.',
} as const;
