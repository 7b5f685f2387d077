ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" IN ('en', 'de', 'es'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_time_zone_length" CHECK (length("users"."time_zone") BETWEEN 1 AND 64);