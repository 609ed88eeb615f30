CREATE TABLE "exam_case_studies" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_case_translations" (
	"case_id" text NOT NULL,
	"language" text NOT NULL,
	"scenario" text NOT NULL,
	CONSTRAINT "exam_case_translations_case_id_language_pk" PRIMARY KEY("case_id","language")
);
--> statement-breakpoint
CREATE TABLE "exam_form_items" (
	"form_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"item_version" integer NOT NULL,
	CONSTRAINT "exam_form_items_form_id_position_pk" PRIMARY KEY("form_id","position")
);
--> statement-breakpoint
CREATE TABLE "exam_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"languages" jsonb NOT NULL,
	"item_ids" jsonb NOT NULL,
	"case_ids" jsonb NOT NULL,
	"seed" text NOT NULL,
	"blueprint" jsonb NOT NULL,
	"created_by" text,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_item_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text,
	"case_id" text,
	"actor_id" text,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"language" text,
	"version" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_item_events_subject_check" CHECK (num_nonnulls("exam_item_events"."item_id", "exam_item_events"."case_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "exam_item_translations" (
	"item_id" text NOT NULL,
	"language" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"rationale" text DEFAULT '' NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "exam_item_translations_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
CREATE TABLE "exam_items" (
	"id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"case_id" text,
	"key" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" text NOT NULL,
	"reviewer_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_items_status_check" CHECK ("exam_items"."status" in ('draft', 'reviewed', 'live', 'retired')),
	CONSTRAINT "exam_items_reviewer_check" CHECK ("exam_items"."reviewer_id" is null or "exam_items"."reviewer_id" <> "exam_items"."author_id")
);
--> statement-breakpoint
ALTER TABLE "exam_case_translations" ADD CONSTRAINT "exam_case_translations_case_id_exam_case_studies_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."exam_case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_form_items" ADD CONSTRAINT "exam_form_items_form_id_exam_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."exam_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_form_items" ADD CONSTRAINT "exam_form_items_item_id_exam_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."exam_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_forms" ADD CONSTRAINT "exam_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_item_events" ADD CONSTRAINT "exam_item_events_item_id_exam_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."exam_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_item_events" ADD CONSTRAINT "exam_item_events_case_id_exam_case_studies_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."exam_case_studies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_item_events" ADD CONSTRAINT "exam_item_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_item_translations" ADD CONSTRAINT "exam_item_translations_item_id_exam_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."exam_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_item_translations" ADD CONSTRAINT "exam_item_translations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_items" ADD CONSTRAINT "exam_items_case_id_exam_case_studies_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."exam_case_studies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_form_items_item_idx" ON "exam_form_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "exam_forms_level_idx" ON "exam_forms" USING btree ("level","frozen_at");--> statement-breakpoint
CREATE INDEX "exam_item_events_item_idx" ON "exam_item_events" USING btree ("item_id","at");--> statement-breakpoint
CREATE INDEX "exam_item_events_case_idx" ON "exam_item_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "exam_items_level_status_idx" ON "exam_items" USING btree ("level","status","domain");--> statement-breakpoint
CREATE INDEX "exam_items_case_idx" ON "exam_items" USING btree ("case_id");--> statement-breakpoint
-- The item bank is shown on staff pages: its tables announce their changes (decision 026).
SELECT attach_data_change_notices();
