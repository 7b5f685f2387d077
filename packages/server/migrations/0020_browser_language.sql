ALTER TABLE "users" ADD COLUMN "browser_locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_browser_locale_known" CHECK ("users"."browser_locale" IN ('en', 'de', 'es'));