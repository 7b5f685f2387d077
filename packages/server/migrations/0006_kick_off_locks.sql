CREATE TYPE "public"."predictions_close" AS ENUM('deadline', 'kickoff');--> statement-breakpoint
ALTER TABLE "gameweeks" ADD COLUMN "closes_at_kick_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "predictions_close" "predictions_close" DEFAULT 'deadline' NOT NULL;