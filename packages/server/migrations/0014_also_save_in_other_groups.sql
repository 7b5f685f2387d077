-- The score card's "Also save in my other groups", remembered per player (off until they choose).
-- Numbered 0014: 0013 is taken by work done in parallel (see the journal).
ALTER TABLE "users" ADD COLUMN "also_save_in_other_groups" boolean DEFAULT false NOT NULL;
