-- The score card's "Also save in my other groups", remembered per player (off until they choose).
ALTER TABLE "users" ADD COLUMN "also_save_in_other_groups" boolean DEFAULT false NOT NULL;