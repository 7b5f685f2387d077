/**
 * The whole data model in one Drizzle schema. SQL migrations are generated from it
 * (`npm run db:generate`) and committed under ./migrations.
 *
 * Conventions:
 * - uuid primary keys, `timestamptz` in UTC, snake_case columns with camelCase properties
 *   (better-auth reads the auth tables through these property names).
 * - Every group-owned row carries `group_id` directly, so hot queries are keyed by it and the data can be
 *   sharded by group later.
 * - A member's rows in a group (predictions, scores, leaderboard rows, history) reference the membership
 *   `(group_id, user_id)` with ON DELETE CASCADE: leaving or being removed from a group erases them, and no
 *   such row can exist for a non-member.
 * - Points, totals, positions and stats are derived from predictions and final scores, and recomputable.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------------------
// Accounts (better-auth's user, session, account, verification tables, with the spec's user fields).
// ---------------------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** better-auth's `name` field is mapped onto this column. */
    username: text('username').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** A placeholder member created by a group admin; never signs in. */
    isPlaceholder: boolean('is_placeholder').notNull().default(false),
    bgColour: text('bg_colour').notNull().default('#ccc'),
    /**
     * The player's remembered choice on the score card: "Also save in my other groups" (a save of a real fixture
     * written in every other group where the same fixture is open). Off until the player chooses.
     */
    alsoSaveInOtherGroups: boolean('also_save_in_other_groups').notNull().default(false),
    /** The player's language ('en', 'de', 'es'); null follows their browser. */
    locale: text('locale'),
    /**
     * The language the player's browser last asked for (noted when the app starts, while `locale` is null): what
     * their emails, pushes and calendar speak when they follow the browser. Null: English.
     */
    browserLocale: text('browser_locale'),
    /** The player's IANA time zone ("Europe/Berlin"), set from the browser at sign-up; null reads as UTC. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_username_not_blank', sql`btrim(${table.username}) <> ''`),
    check('users_locale_known', sql`${table.locale} IN ('en', 'de', 'es')`),
    check('users_browser_locale_known', sql`${table.browserLocale} IN ('en', 'de', 'es')`),
    check('users_time_zone_length', sql`length(${table.timeZone}) BETWEEN 1 AND 64`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password hash, written and verified by better-auth only. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** better-auth's request rate limiter, kept in PostgreSQL so every server instance shares it. */
export const rateLimits = pgTable('rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Attempts of a guarded action (sign-in per email, PIN per user and group), one row each, so the limit holds
 * over any sliding window. Shared by all server instances; rows older than the window are pruned.
 */
export const guardedAttempts = pgTable(
  'guarded_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guarded_attempts_subject_idx').on(table.scope, table.subject, table.attemptedAt)],
);

// ---------------------------------------------------------------------------------------------------------
// Groups, memberships and seasons.
// ---------------------------------------------------------------------------------------------------------

export const scoringSystem = pgEnum('scoring_system', ['classic', 'goal_difference', 'custom']);
/** When a group's predictions close: all at the gameweek deadline, or each match at its kick-off. */
export const predictionsClose = pgEnum('predictions_close', ['deadline', 'kickoff']);

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** The owner (the spec's `admin_id`). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    iconUrl: text('icon_url'),
    scoringSystem: scoringSystem('scoring_system').notNull().default('classic'),
    exactScorePoints: integer('exact_score_points').notNull().default(3),
    /** Points for the right goal difference (not exact); null when the scoring does not count it. */
    goalDifferencePoints: integer('goal_difference_points'),
    correctResultPoints: integer('correct_result_points').notNull().default(1),
    incorrectPoints: integer('incorrect_points').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    maxMembers: integer('max_members').notNull().default(100),
    /** Four digits, kept as text so a leading zero survives; never sent to a browser. Null when public. */
    pin: text('pin'),
    predictionsClose: predictionsClose('predictions_close').notNull().default('deadline'),
    /** The joker: once per gameweek a player doubles one match's points. Off by default. */
    jokersEnabled: boolean('jokers_enabled').notNull().default(false),
    activeSeasonId: uuid('active_season_id').references((): AnyPgColumn => seasons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('groups_name_not_blank', sql`btrim(${table.name}) <> ''`),
    check('groups_exact_points_min', sql`${table.exactScorePoints} >= 0`),
    check('groups_correct_points_min', sql`${table.correctResultPoints} >= 0`),
    check('groups_goal_difference_points_min', sql`${table.goalDifferencePoints} IS NULL OR ${table.goalDifferencePoints} >= 0`),
    check('groups_incorrect_points_max', sql`${table.incorrectPoints} <= 0`),
    check('groups_max_members_range', sql`${table.maxMembers} BETWEEN 1 AND 500`),
    check('groups_pin_format', sql`${table.pin} IS NULL OR ${table.pin} ~ '^[0-9]{4}$'`),
    check(
      'groups_pin_iff_private',
      sql`(${table.isPublic} AND ${table.pin} IS NULL) OR (NOT ${table.isPublic} AND ${table.pin} IS NOT NULL)`,
    ),
    index('groups_public_idx').on(table.isPublic),
    index('groups_owner_idx').on(table.ownerId),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('group_members_group_user_key').on(table.groupId, table.userId), index('group_members_user_idx').on(table.userId)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default('Season 1'),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The season admin (its creator). */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Null: the season starts with its first gameweek. */
    startDate: date('start_date'),
    /** Null: the season is ended manually. */
    endDate: date('end_date'),
    createdAt: createdAt(),
  },
  (table) => [
    check('seasons_name_not_blank', sql`btrim(${table.name}) <> ''`),
    check(
      'seasons_end_after_start',
      sql`${table.startDate} IS NULL OR ${table.endDate} IS NULL OR ${table.endDate} >= ${table.startDate} + 1`,
    ),
    index('seasons_group_idx').on(table.groupId),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Gameweeks, clubs and matches.
// ---------------------------------------------------------------------------------------------------------

export const gameweeks = pgTable(
  'gameweeks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    weekNumber: integer('week_number').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    isFinished: boolean('is_finished').notNull().default(false),
    /**
     * Kick-off locks: the group's `predictions_close` when the gameweek was created (a gameweek keeps the rule it
     * was played under); its deadline is then its first kick-off.
     */
    closesAtKickOff: boolean('closes_at_kick_off').notNull().default(false),
    /** When an admin last pressed "Remind them" (at most once an hour). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When its members were told the results (push and email); null for a finished gameweek still to tell. */
    resultsNotifiedAt: timestamp('results_notified_at', { withTimezone: true }),
    /**
     * The competition matchday it holds ("Matchday 12", "Last 16, matchday 1") when the competition autopilot
     * created it; null for a gameweek built by hand. An automatic gameweek takes predictions from its creation.
     */
    matchday: text('matchday'),
    /** When an admin last changed its deadline or matches: from then on the autopilot leaves them alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('gameweeks_week_number_min', sql`${table.weekNumber} >= 1`),
    unique('gameweeks_id_group_key').on(table.id, table.groupId),
    index('gameweeks_group_week_idx').on(table.groupId, table.weekNumber),
    index('gameweeks_season_idx').on(table.seasonId),
    // One active gameweek per group.
    uniqueIndex('gameweeks_one_active_per_group')
      .on(table.groupId)
      .where(sql`${table.isActive}`),
    // The notifications job looks only at finished gameweeks whose members were not told yet.
    index('gameweeks_results_to_notify_idx')
      .on(table.id)
      .where(sql`${table.isFinished} AND ${table.resultsNotifiedAt} IS NULL`),
    // The deadline sweep looks only at unlocked gameweeks.
    index('gameweeks_unlocked_deadline_idx')
      .on(table.deadline)
      .where(sql`NOT ${table.isLocked}`),
  ],
);

/** A real club from the football data provider, stored once with its crest. */
export const clubs = pgTable('clubs', {
  id: uuid('id').primaryKey().defaultRandom(),
  apiClubId: integer('api_club_id').notNull().unique(),
  name: text('name').notNull(),
  crestUrl: text('crest_url'),
});

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    gameweekId: uuid('gameweek_id').notNull(),
    /** The provider's match id; null for a custom match typed in by an admin. */
    apiMatchId: integer('api_match_id'),
    /** The provider's competition of a real fixture (the live poll asks by competition); null for custom matches. */
    apiCompetitionId: integer('api_competition_id'),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeTeamApiId: integer('home_team_api_id').references(() => clubs.apiClubId),
    awayTeamApiId: integer('away_team_api_id').references(() => clubs.apiClubId),
    matchTime: timestamp('match_time', { withTimezone: true }).notNull(),
    /** The provider's last known status (SCHEDULED, TIMED, IN_PLAY, FINISHED, ...); null for custom matches. */
    apiStatus: text('api_status'),
    finalHomeScore: integer('final_home_score'),
    finalAwayScore: integer('final_away_score'),
    /**
     * A real fixture's running 90-minute score while it is played (IN_PLAY, PAUSED, extra time, penalties), as
     * the live poll last saw it; kept after full time. Never marked: only `final_*` enters the tables.
     */
    liveHomeScore: integer('live_home_score'),
    liveAwayScore: integer('live_away_score'),
    /** The minute of play, when the provider tells it (football-data.org's paid plans, the demo leagues). */
    liveMinute: integer('live_minute'),
    /**
     * The final score this match's predictions were last marked with (in a locked gameweek): a fixture's result
     * synced again finds its copies already marked and reads none of their predictions. Null: never marked.
     */
    markedHomeScore: integer('marked_home_score'),
    markedAwayScore: integer('marked_away_score'),
    /** When the results sync last asked the provider for a real fixture's kick-off time (it may be moved). */
    kickOffCheckedAt: timestamp('kick_off_checked_at', { withTimezone: true }),
    /**
     * Counts for nobody: a CANCELLED fixture, or one an admin voided (a postponed match, so its gameweek can
     * finish). It never gets a final score, so its predictions are never marked.
     */
    isVoided: boolean('is_voided').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'matches_gameweek_fk',
      columns: [table.gameweekId, table.groupId],
      foreignColumns: [gameweeks.id, gameweeks.groupId],
    }).onDelete('cascade'),
    unique('matches_id_group_key').on(table.id, table.groupId),
    check('matches_final_home_score_min', sql`${table.finalHomeScore} IS NULL OR ${table.finalHomeScore} >= 0`),
    check('matches_final_away_score_min', sql`${table.finalAwayScore} IS NULL OR ${table.finalAwayScore} >= 0`),
    check('matches_teams_not_blank', sql`btrim(${table.homeTeam}) <> '' AND btrim(${table.awayTeam}) <> ''`),
    index('matches_gameweek_idx').on(table.gameweekId),
    index('matches_api_match_idx').on(table.apiMatchId),
    // A real fixture appears at most once in a gameweek.
    uniqueIndex('matches_gameweek_api_match_key')
      .on(table.gameweekId, table.apiMatchId)
      .where(sql`${table.apiMatchId} IS NOT NULL`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Predictions and everything derived from them.
// ---------------------------------------------------------------------------------------------------------

export const predictionOutcome = pgEnum('prediction_outcome', ['exact', 'difference', 'result', 'wrong']);

export const predictions = pgTable(
  'predictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    matchId: uuid('match_id').notNull(),
    userId: uuid('user_id').notNull(),
    predictedHomeScore: integer('predicted_home_score').notNull().default(0),
    predictedAwayScore: integer('predicted_away_score').notNull().default(0),
    isLocked: boolean('is_locked').notNull().default(false),
    createdByAdmin: boolean('created_by_admin').notNull().default(false),
    /** The player's joker of the gameweek (at most one per member and gameweek): doubles the points where the group plays jokers. */
    isJoker: boolean('is_joker').notNull().default(false),
    /** The admin who last saved this prediction on the member's behalf. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Derived when the match has both final scores; null before. Never indexed, and the table keeps
     * fillfactor 85 (set in a migration), so marking updates rows in place (HOT).
     */
    points: integer('points'),
    outcome: predictionOutcome('outcome'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Starts with match_id: marking a fixture scans its predictions by this key.
    unique('predictions_match_user_key').on(table.matchId, table.userId),
    index('predictions_user_idx').on(table.userId),
    foreignKey({
      name: 'predictions_match_fk',
      columns: [table.matchId, table.groupId],
      foreignColumns: [matches.id, matches.groupId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'predictions_member_fk',
      columns: [table.groupId, table.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete('cascade'),
    check('predictions_home_score_min', sql`${table.predictedHomeScore} >= 0`),
    check('predictions_away_score_min', sql`${table.predictedAwayScore} >= 0`),
  ],
);

/** A member's total in one gameweek (the spec's `scores`). */
export const gameweekScores = pgTable(
  'scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    gameweekId: uuid('gameweek_id').notNull(),
    userId: uuid('user_id').notNull(),
    totalPoints: integer('total_points').notNull().default(0),
    totalCorrectScores: integer('total_correct_scores').notNull().default(0),
    totalCorrectDifferences: integer('total_correct_differences').notNull().default(0),
    totalCorrectResults: integer('total_correct_results').notNull().default(0),
    totalJokerPoints: integer('total_joker_points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('scores_gameweek_user_key').on(table.gameweekId, table.userId),
    foreignKey({
      name: 'scores_gameweek_fk',
      columns: [table.gameweekId, table.groupId],
      foreignColumns: [gameweeks.id, gameweeks.groupId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'scores_member_fk',
      columns: [table.groupId, table.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete('cascade'),
  ],
);

/** The all-time group leaderboard row of a member. */
export const leaderboard = pgTable(
  'leaderboard',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    totalPoints: integer('total_points').notNull().default(0),
    totalCorrectScores: integer('total_correct_scores').notNull().default(0),
    totalCorrectDifferences: integer('total_correct_differences').notNull().default(0),
    totalCorrectResults: integer('total_correct_results').notNull().default(0),
    totalJokerPoints: integer('total_joker_points').notNull().default(0),
    /** An admin's edit of the total, kept apart so recomputing from predictions preserves it. */
    pointsAdjustment: integer('points_adjustment').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('leaderboard_group_user_key').on(table.groupId, table.userId),
    foreignKey({
      name: 'leaderboard_member_fk',
      columns: [table.groupId, table.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete('cascade'),
  ],
);

export const seasonLeaderboard = pgTable(
  'season_leaderboard',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    totalPoints: integer('total_points').notNull().default(0),
    totalCorrectScores: integer('total_correct_scores').notNull().default(0),
    totalCorrectDifferences: integer('total_correct_differences').notNull().default(0),
    totalCorrectResults: integer('total_correct_results').notNull().default(0),
    totalJokerPoints: integer('total_joker_points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('season_leaderboard_season_user_key').on(table.seasonId, table.userId),
    foreignKey({
      name: 'season_leaderboard_member_fk',
      columns: [table.groupId, table.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete('cascade'),
  ],
);

/** A member's all-time position after each gameweek (the history chart and movement arrows). */
export const leaderboardHistory = pgTable(
  'leaderboard_history',
  {
    groupId: uuid('group_id').notNull(),
    gameweekId: uuid('gameweek_id').notNull(),
    userId: uuid('user_id').notNull(),
    weekNumber: integer('week_number').notNull(),
    position: integer('position').notNull(),
    totalPoints: integer('total_points').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.gameweekId, table.userId] }),
    index('leaderboard_history_group_idx').on(table.groupId, table.weekNumber),
    foreignKey({
      name: 'leaderboard_history_gameweek_fk',
      columns: [table.gameweekId, table.groupId],
      foreignColumns: [gameweeks.id, gameweeks.groupId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leaderboard_history_member_fk',
      columns: [table.groupId, table.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete('cascade'),
    check('leaderboard_history_position_min', sql`${table.position} >= 1`),
  ],
);

/**
 * A counter per group that moves whenever anything a group's shared pages show changes (the group, its members
 * and their names, tables, history, gameweeks, matches, scores). Bumped by statement triggers (see the
 * migration `0003_group_versions.sql`) in the same transaction as the change, so it is never behind what is
 * committed; a read that finds the version it cached under can answer from memory (see modules/reads).
 */
export const groupVersions = pgTable('group_versions', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------------------------------------------------
// Invite links.
// ---------------------------------------------------------------------------------------------------------

/**
 * A link that joins a group without its PIN (`placeholder_id` null), or a claim link that hands a placeholder
 * member's place to whoever accepts it. The link is `/invite/{id}.{secret}`; the secret is compared in constant
 * time and kept so admins can copy the link again.
 */
export const groupInvites = pgTable(
  'group_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A claim link (for `placeholder_id`), not an invite link. */
    isClaim: boolean('is_claim').notNull().default(false),
    /** A claim link's placeholder; null once it is gone (claimed or removed), which ends the link. */
    placeholderId: uuid('placeholder_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('group_invites_group_idx').on(table.groupId),
    check('group_invites_max_uses_min', sql`${table.maxUses} IS NULL OR ${table.maxUses} >= 1`),
  ],
);

/**
 * A player's private calendar feed: `/api/v1/calendar/{id}.{secret}.ics` lists the deadlines and kick-offs of their
 * groups. One per player; regenerating it replaces the row (a new id and secret), so the old address answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('calendar_feeds_user_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------------------
// The competition autopilot: a group following a competition gets its matchdays as gameweeks by themselves.
// ---------------------------------------------------------------------------------------------------------

/**
 * A group following a competition with its active season (one per group). `leadMinutes` is how long before a
 * matchday's first kick-off its deadline falls (a kick-off-locked group closes each match at its own kick-off
 * instead); `matchdaysAhead` how many upcoming matchdays exist as gameweeks. `competitionSeasonStart` is the
 * provider's season the group's season follows: a new one there starts the group's next season.
 */
export const competitionFollows = pgTable(
  'competition_follows',
  {
    groupId: uuid('group_id')
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id').notNull(),
    competitionName: text('competition_name').notNull(),
    leadMinutes: integer('lead_minutes').notNull().default(60),
    matchdaysAhead: integer('matchdays_ahead').notNull().default(2),
    competitionSeasonStart: date('competition_season_start'),
    createdAt: createdAt(),
  },
  (table) => [
    check('competition_follows_lead_range', sql`${table.leadMinutes} BETWEEN 0 AND 10080`),
    check('competition_follows_ahead_range', sql`${table.matchdaysAhead} BETWEEN 1 AND 10`),
    index('competition_follows_competition_idx').on(table.competitionId),
  ],
);

/**
 * Each competition matchday the autopilot made a gameweek of, per season: claimed in the transaction that creates
 * the gameweek, so two instances or a restart never create it twice, and kept when an admin deletes the gameweek
 * (a deletion is a human edit the autopilot does not undo).
 */
export const followedMatchdays = pgTable(
  'followed_matchdays',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    matchdayKey: text('matchday_key').notNull(),
    gameweekId: uuid('gameweek_id').references(() => gameweeks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.seasonId, table.matchdayKey] })],
);

/** When the autopilot last asked the provider for a competition's season (once per competition, however many follow it). */
export const competitionChecks = pgTable('competition_checks', {
  competitionId: integer('competition_id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * When a job that runs more often than pg-boss's minute schedule last ran (the live poll): an instance runs it only
 * if it moves `ran_at` forward past the interval, so with several instances each poll happens once.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------------------
// Notifications: each player's settings, their devices' push subscriptions, and what was sent.
// ---------------------------------------------------------------------------------------------------------

export const reminderTiming = pgEnum('reminder_timing', ['off', '24h', '2h', 'both']);

/** A player's choices; no row means the defaults (DEFAULT_NOTIFICATION_SETTINGS in the shared package). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminderTiming: reminderTiming('reminder_timing').notNull().default('both'),
  remindersEmail: boolean('reminders_email').notNull().default(true),
  remindersPush: boolean('reminders_push').notNull().default(true),
  resultsEmail: boolean('results_email').notNull().default(false),
  resultsPush: boolean('results_push').notNull().default(true),
  winsEmail: boolean('wins_email').notNull().default(false),
  winsPush: boolean('wins_push').notNull().default(true),
  /** A push for each goal in a match the player predicted (issue 30): off until they turn it on. */
  goalsPush: boolean('goals_push').notNull().default(false),
  updatedAt: updatedAt(),
});

/** One browser (device) that receives Web Push for a player. The endpoint is the push service's address for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * What was sent to whom: one row per player, kind and subject (a reminder window of a gameweek's close, a
 * gameweek's results), written in the transaction that sends it, so each is sent exactly once however many
 * server instances run and across restarts.
 */
export const notificationsSent = pgTable(
  'notifications_sent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.subject] }), index('notifications_sent_at_idx').on(table.sentAt)],
);

/** Everything better-auth reads and writes, keyed by its plural model names. */
export const authSchema = { users, sessions, accounts, verifications, rateLimits };

export const bonusQuestionKind = pgEnum('bonus_question_kind', ['list', 'number', 'text']);

/**
 * A season's bonus question ("Who wins the league?"). `options` for a list; `settles_from` a competition whose
 * final table settles it (the results sync). Settled: `correct_answers` and `settled_at` set (again on a re-settle).
 */
export const bonusQuestions = pgTable(
  'bonus_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    kind: bonusQuestionKind('kind').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    points: integer('points').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    settlesFrom: integer('settles_from'),
    correctAnswers: text('correct_answers').array(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // A member's answers reference (question, group), so an answer cannot sit in another group than its question.
    unique('bonus_questions_id_group_key').on(table.id, table.groupId),
    index('bonus_questions_season_idx').on(table.seasonId),
    index('bonus_questions_group_idx').on(table.groupId),
    // The results sync looks for unsettled questions a competition settles.
    index('bonus_questions_settles_from_idx')
      .on(table.settlesFrom)
      .where(sql`${table.settlesFrom} IS NOT NULL AND ${table.settledAt} IS NULL`),
    check('bonus_questions_points_min', sql`${table.points} >= 1`),
  ],
);

/** A member's answer to a bonus question; `points` once the question is settled (0 when wrong). */
export const bonusAnswers = pgTable(
  'bonus_answers',
  {
    questionId: uuid('question_id').notNull(),
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    answer: text('answer').notNull(),
    points: integer('points'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.userId] }),
    // The tables sum each member's bonus points by group at read time.
    index('bonus_answers_group_user_idx').on(table.groupId, table.userId),
    foreignKey({
      name: 'bonus_answers_question_fk',
      columns: [table.questionId, table.groupId],
      foreignColumns: [bonusQuestions.id, bonusQuestions.groupId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bonus_answers_member_fk',
      columns: [table.groupId, table.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete('cascade'),
  ],
);
