CREATE TABLE "exam_accommodations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"request" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"extra_time_percent" integer DEFAULT 0 NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_accommodations_extra_time_check" CHECK ("exam_accommodations"."extra_time_percent" between 0 and 200)
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone,
	"by" text,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"level" text NOT NULL,
	"language" text NOT NULL,
	"number" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"form_id" uuid,
	"seed" text,
	"admission_code_hash" text,
	"admission_expires_at" timestamp with time zone,
	"admitted_by" text,
	"admitted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"extra_time_percent" integer DEFAULT 0 NOT NULL,
	"end_reason" text,
	"raw_score" integer,
	"max_score" integer,
	"scaled_score" integer,
	"passed" boolean,
	"domain_results" jsonb,
	"result_status" text DEFAULT 'pending' NOT NULL,
	"decision" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempts_state_check" CHECK (state in ('booked', 'admitted', 'inProgress', 'paused', 'submitted', 'timedOut', 'ended', 'scored', 'cancelled', 'noShow')),
	CONSTRAINT "exam_attempts_result_check" CHECK ("exam_attempts"."result_status" in ('pending', 'withheld', 'released', 'voided')),
	CONSTRAINT "exam_attempts_extra_time_check" CHECK ("exam_attempts"."extra_time_percent" between 0 and 200)
);
--> statement-breakpoint
CREATE TABLE "exam_responses" (
	"attempt_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"choice" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_responses_attempt_id_item_id_pk" PRIMARY KEY("attempt_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "exam_session_staff" (
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_session_staff_session_id_user_id_role_pk" PRIMARY KEY("session_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"delivery" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"venue" text,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"event_id" uuid,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_sessions_delivery_check" CHECK ("exam_sessions"."delivery" in ('testCentre', 'online')),
	CONSTRAINT "exam_sessions_status_check" CHECK ("exam_sessions"."status" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "exam_sessions_seats_check" CHECK ("exam_sessions"."capacity" > 0 and "exam_sessions"."booked" >= 0 and "exam_sessions"."booked" <= "exam_sessions"."capacity")
);
--> statement-breakpoint
ALTER TABLE "exam_accommodations" ADD CONSTRAINT "exam_accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_accommodations" ADD CONSTRAINT "exam_accommodations_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_accommodations" ADD CONSTRAINT "exam_accommodations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_events" ADD CONSTRAINT "exam_attempt_events_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_events" ADD CONSTRAINT "exam_attempt_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_pauses" ADD CONSTRAINT "exam_attempt_pauses_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_pauses" ADD CONSTRAINT "exam_attempt_pauses_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_form_id_exam_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."exam_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_admitted_by_users_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_responses" ADD CONSTRAINT "exam_responses_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_responses" ADD CONSTRAINT "exam_responses_item_id_exam_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."exam_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_session_staff" ADD CONSTRAINT "exam_session_staff_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_session_staff" ADD CONSTRAINT "exam_session_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_session_staff" ADD CONSTRAINT "exam_session_staff_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_accommodations_application_idx" ON "exam_accommodations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "exam_accommodations_status_idx" ON "exam_accommodations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_accommodations_live_idx" ON "exam_accommodations" USING btree ("application_id") WHERE status in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "exam_attempt_events_attempt_idx" ON "exam_attempt_events" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE INDEX "exam_attempt_pauses_attempt_idx" ON "exam_attempt_pauses" USING btree ("attempt_id","from_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id","level");--> statement-breakpoint
CREATE INDEX "exam_attempts_session_idx" ON "exam_attempts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_application_idx" ON "exam_attempts" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_active_idx" ON "exam_attempts" USING btree ("user_id","level") WHERE state in ('booked', 'admitted', 'inProgress', 'paused');--> statement-breakpoint
CREATE INDEX "exam_session_staff_user_idx" ON "exam_session_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_sessions_level_start_idx" ON "exam_sessions" USING btree ("level","starts_at");--> statement-breakpoint
CREATE INDEX "exam_sessions_event_idx" ON "exam_sessions" USING btree ("event_id");--> statement-breakpoint
-- Answers are saved with every click of every candidate and no kept page shows them: they announce nothing, so
-- a sitting does not drop the site's kept pages hundreds of times a minute. The other new tables are shown on
-- staff and candidate pages and announce their changes (decision 026).
INSERT INTO data_change_exempt (tablename) VALUES ('exam_responses') ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT attach_data_change_notices();
