CREATE TYPE "public"."bonus_question_kind" AS ENUM('list', 'number', 'text');--> statement-breakpoint
CREATE TABLE "bonus_answers" (
	"question_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_answers_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bonus_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"question" text NOT NULL,
	"kind" "bonus_question_kind" NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"points" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"settles_from" integer,
	"correct_answers" text[],
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_questions_id_group_key" UNIQUE("id","group_id"),
	CONSTRAINT "bonus_questions_points_min" CHECK ("bonus_questions"."points" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bonus_answers" ADD CONSTRAINT "bonus_answers_question_fk" FOREIGN KEY ("question_id","group_id") REFERENCES "public"."bonus_questions"("id","group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_answers" ADD CONSTRAINT "bonus_answers_member_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_questions" ADD CONSTRAINT "bonus_questions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_questions" ADD CONSTRAINT "bonus_questions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_answers_group_user_idx" ON "bonus_answers" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "bonus_questions_season_idx" ON "bonus_questions" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "bonus_questions_group_idx" ON "bonus_questions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "bonus_questions_settles_from_idx" ON "bonus_questions" USING btree ("settles_from") WHERE "bonus_questions"."settles_from" IS NOT NULL AND "bonus_questions"."settled_at" IS NULL;--> statement-breakpoint
-- The tables read each member's bonus points at read time, so bonus questions and answers move the group's
-- version like the other tables a group's pages show (see 0003_group_versions.sql).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['bonus_questions', 'bonus_answers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_by_group_id()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_by_group_id()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_by_group_id()', t || '_version_del', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_all_group_versions()', t || '_version_trunc', t);
  END LOOP;
END $$;
