CREATE TABLE "guarded_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guarded_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "failed_attempts" CASCADE;--> statement-breakpoint
CREATE INDEX "guarded_attempts_subject_idx" ON "guarded_attempts" USING btree ("scope","subject","attempted_at");