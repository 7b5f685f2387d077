CREATE TABLE "competition_checks" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_follows" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"season_id" uuid NOT NULL,
	"competition_id" integer NOT NULL,
	"competition_name" text NOT NULL,
	"lead_minutes" integer DEFAULT 60 NOT NULL,
	"matchdays_ahead" integer DEFAULT 2 NOT NULL,
	"competition_season_start" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_follows_lead_range" CHECK ("competition_follows"."lead_minutes" BETWEEN 0 AND 10080),
	CONSTRAINT "competition_follows_ahead_range" CHECK ("competition_follows"."matchdays_ahead" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "followed_matchdays" (
	"season_id" uuid NOT NULL,
	"matchday_key" text NOT NULL,
	"gameweek_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_matchdays_season_id_matchday_key_pk" PRIMARY KEY("season_id","matchday_key")
);
--> statement-breakpoint
ALTER TABLE "gameweeks" ADD COLUMN "matchday" text;--> statement-breakpoint
ALTER TABLE "gameweeks" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "is_voided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_follows" ADD CONSTRAINT "competition_follows_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_follows" ADD CONSTRAINT "competition_follows_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_matchdays" ADD CONSTRAINT "followed_matchdays_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_matchdays" ADD CONSTRAINT "followed_matchdays_gameweek_id_gameweeks_id_fk" FOREIGN KEY ("gameweek_id") REFERENCES "public"."gameweeks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_follows_competition_idx" ON "competition_follows" USING btree ("competition_id");