CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "api_competition_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_home_score" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_away_score" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_minute" integer;