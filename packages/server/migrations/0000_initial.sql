CREATE TYPE "public"."prediction_outcome" AS ENUM('exact', 'result', 'wrong');--> statement-breakpoint
CREATE TYPE "public"."scoring_system" AS ENUM('classic', 'custom');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_club_id" integer NOT NULL,
	"name" text NOT NULL,
	"crest_url" text,
	CONSTRAINT "clubs_api_club_id_unique" UNIQUE("api_club_id")
);
--> statement-breakpoint
CREATE TABLE "failed_attempts" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "failed_attempts_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"gameweek_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"total_correct_scores" integer DEFAULT 0 NOT NULL,
	"total_correct_results" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_gameweek_user_key" UNIQUE("gameweek_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gameweeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"week_number" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gameweeks_id_group_key" UNIQUE("id","group_id"),
	CONSTRAINT "gameweeks_week_number_min" CHECK ("gameweeks"."week_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_user_key" UNIQUE("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"owner_id" uuid NOT NULL,
	"icon_url" text,
	"scoring_system" "scoring_system" DEFAULT 'classic' NOT NULL,
	"exact_score_points" integer DEFAULT 3 NOT NULL,
	"correct_result_points" integer DEFAULT 1 NOT NULL,
	"incorrect_points" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"max_members" integer DEFAULT 100 NOT NULL,
	"pin" text,
	"active_season_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_name_not_blank" CHECK (btrim("groups"."name") <> ''),
	CONSTRAINT "groups_exact_points_min" CHECK ("groups"."exact_score_points" >= 0),
	CONSTRAINT "groups_correct_points_min" CHECK ("groups"."correct_result_points" >= 0),
	CONSTRAINT "groups_incorrect_points_max" CHECK ("groups"."incorrect_points" <= 0),
	CONSTRAINT "groups_max_members_range" CHECK ("groups"."max_members" BETWEEN 1 AND 500),
	CONSTRAINT "groups_pin_format" CHECK ("groups"."pin" IS NULL OR "groups"."pin" ~ '^[0-9]{4}$'),
	CONSTRAINT "groups_pin_iff_private" CHECK (("groups"."is_public" AND "groups"."pin" IS NULL) OR (NOT "groups"."is_public" AND "groups"."pin" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "leaderboard" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"total_correct_scores" integer DEFAULT 0 NOT NULL,
	"total_correct_results" integer DEFAULT 0 NOT NULL,
	"points_adjustment" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_group_user_key" UNIQUE("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_history" (
	"group_id" uuid NOT NULL,
	"gameweek_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"week_number" integer NOT NULL,
	"position" integer NOT NULL,
	"total_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_history_gameweek_id_user_id_pk" PRIMARY KEY("gameweek_id","user_id"),
	CONSTRAINT "leaderboard_history_position_min" CHECK ("leaderboard_history"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"gameweek_id" uuid NOT NULL,
	"api_match_id" integer,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_api_id" integer,
	"away_team_api_id" integer,
	"match_time" timestamp with time zone NOT NULL,
	"api_status" text,
	"final_home_score" integer,
	"final_away_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_id_group_key" UNIQUE("id","group_id"),
	CONSTRAINT "matches_final_home_score_min" CHECK ("matches"."final_home_score" IS NULL OR "matches"."final_home_score" >= 0),
	CONSTRAINT "matches_final_away_score_min" CHECK ("matches"."final_away_score" IS NULL OR "matches"."final_away_score" >= 0),
	CONSTRAINT "matches_teams_not_blank" CHECK (btrim("matches"."home_team") <> '' AND btrim("matches"."away_team") <> '')
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"predicted_home_score" integer DEFAULT 0 NOT NULL,
	"predicted_away_score" integer DEFAULT 0 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"created_by_admin" boolean DEFAULT false NOT NULL,
	"admin_id" uuid,
	"points" integer,
	"outcome" "prediction_outcome",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_match_user_key" UNIQUE("match_id","user_id"),
	CONSTRAINT "predictions_home_score_min" CHECK ("predictions"."predicted_home_score" >= 0),
	CONSTRAINT "predictions_away_score_min" CHECK ("predictions"."predicted_away_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "season_leaderboard" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"total_correct_scores" integer DEFAULT 0 NOT NULL,
	"total_correct_results" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_leaderboard_season_user_key" UNIQUE("season_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT 'Season 1' NOT NULL,
	"group_id" uuid NOT NULL,
	"admin_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_name_not_blank" CHECK (btrim("seasons"."name") <> ''),
	CONSTRAINT "seasons_end_after_start" CHECK ("seasons"."start_date" IS NULL OR "seasons"."end_date" IS NULL OR "seasons"."end_date" >= "seasons"."start_date" + 1)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"is_fake" boolean DEFAULT false NOT NULL,
	"bg_colour" text DEFAULT '#ccc' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_not_blank" CHECK (btrim("users"."username") <> '')
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_gameweek_fk" FOREIGN KEY ("gameweek_id","group_id") REFERENCES "public"."gameweeks"("id","group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_member_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gameweeks" ADD CONSTRAINT "gameweeks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gameweeks" ADD CONSTRAINT "gameweeks_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_active_season_id_seasons_id_fk" FOREIGN KEY ("active_season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard" ADD CONSTRAINT "leaderboard_member_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_history" ADD CONSTRAINT "leaderboard_history_gameweek_fk" FOREIGN KEY ("gameweek_id","group_id") REFERENCES "public"."gameweeks"("id","group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_history" ADD CONSTRAINT "leaderboard_history_member_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_api_id_clubs_api_club_id_fk" FOREIGN KEY ("home_team_api_id") REFERENCES "public"."clubs"("api_club_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_api_id_clubs_api_club_id_fk" FOREIGN KEY ("away_team_api_id") REFERENCES "public"."clubs"("api_club_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_gameweek_fk" FOREIGN KEY ("gameweek_id","group_id") REFERENCES "public"."gameweeks"("id","group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_fk" FOREIGN KEY ("match_id","group_id") REFERENCES "public"."matches"("id","group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_member_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_leaderboard" ADD CONSTRAINT "season_leaderboard_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_leaderboard" ADD CONSTRAINT "season_leaderboard_member_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gameweeks_group_week_idx" ON "gameweeks" USING btree ("group_id","week_number");--> statement-breakpoint
CREATE INDEX "gameweeks_season_idx" ON "gameweeks" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gameweeks_one_active_per_group" ON "gameweeks" USING btree ("group_id") WHERE "gameweeks"."is_active";--> statement-breakpoint
CREATE INDEX "gameweeks_unlocked_deadline_idx" ON "gameweeks" USING btree ("deadline") WHERE NOT "gameweeks"."is_locked";--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_public_idx" ON "groups" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "groups_owner_idx" ON "groups" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "leaderboard_history_group_idx" ON "leaderboard_history" USING btree ("group_id","week_number");--> statement-breakpoint
CREATE INDEX "matches_gameweek_idx" ON "matches" USING btree ("gameweek_id");--> statement-breakpoint
CREATE INDEX "matches_api_match_idx" ON "matches" USING btree ("api_match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_gameweek_api_match_key" ON "matches" USING btree ("gameweek_id","api_match_id") WHERE "matches"."api_match_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "predictions_user_idx" ON "predictions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seasons_group_idx" ON "seasons" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");