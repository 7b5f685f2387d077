ALTER TYPE "public"."prediction_outcome" ADD VALUE 'difference' BEFORE 'result';--> statement-breakpoint
ALTER TYPE "public"."scoring_system" ADD VALUE 'goal_difference' BEFORE 'custom';--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "total_correct_differences" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "total_joker_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "goal_difference_points" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "jokers_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard" ADD COLUMN "total_correct_differences" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard" ADD COLUMN "total_joker_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "is_joker" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "season_leaderboard" ADD COLUMN "total_correct_differences" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "season_leaderboard" ADD COLUMN "total_joker_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_goal_difference_points_min" CHECK ("groups"."goal_difference_points" IS NULL OR "groups"."goal_difference_points" >= 0);--> statement-breakpoint
-- Without goal-difference scoring a right goal difference counts only as an exact score: the tables so far.
UPDATE "scores" SET "total_correct_differences" = "total_correct_scores" WHERE "total_correct_scores" <> 0;--> statement-breakpoint
UPDATE "leaderboard" SET "total_correct_differences" = "total_correct_scores" WHERE "total_correct_scores" <> 0;--> statement-breakpoint
UPDATE "season_leaderboard" SET "total_correct_differences" = "total_correct_scores" WHERE "total_correct_scores" <> 0;
