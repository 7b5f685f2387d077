CREATE TYPE "public"."reminder_timing" AS ENUM('off', '24h', '2h', 'both');--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminder_timing" "reminder_timing" DEFAULT 'both' NOT NULL,
	"reminders_email" boolean DEFAULT true NOT NULL,
	"reminders_push" boolean DEFAULT true NOT NULL,
	"results_email" boolean DEFAULT false NOT NULL,
	"results_push" boolean DEFAULT true NOT NULL,
	"wins_email" boolean DEFAULT false NOT NULL,
	"wins_push" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications_sent" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_sent_user_id_kind_subject_pk" PRIMARY KEY("user_id","kind","subject")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "gameweeks" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gameweeks" ADD COLUMN "results_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_sent" ADD CONSTRAINT "notifications_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_sent_at_idx" ON "notifications_sent" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gameweeks_results_to_notify_idx" ON "gameweeks" USING btree ("id") WHERE "gameweeks"."is_finished" AND "gameweeks"."results_notified_at" IS NULL;--> statement-breakpoint
-- Gameweeks finished before this release are not announced again.
UPDATE "gameweeks" SET "results_notified_at" = now() WHERE "is_finished";