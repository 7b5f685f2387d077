-- Marking a fixture rewrites the rows of most members of each group holding it: their gameweek score, all-time
-- and season totals and positions. Free space on each page lets PostgreSQL update them in place (HOT), without
-- new index entries. The all-time and season tables are small (a row per member); the per-gameweek tables keep
-- less room. Pages already written keep their fill until rewritten.
ALTER TABLE "leaderboard" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "season_leaderboard" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "scores" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "leaderboard_history" SET (fillfactor = 70);
