ALTER TABLE "matches" ADD COLUMN "marked_home_score" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "marked_away_score" integer;