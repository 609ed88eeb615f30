CREATE TABLE "cpd_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"activity_date" date NOT NULL,
	"category" text NOT NULL,
	"hours_tenths" integer NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_ref" text,
	"evidence_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cpd_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cpd_activities" ADD CONSTRAINT "cpd_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpd_activities" ADD CONSTRAINT "cpd_activities_evidence_id_cpd_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."cpd_evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpd_evidence" ADD CONSTRAINT "cpd_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cpd_activities_user_date_idx" ON "cpd_activities" USING btree ("user_id","activity_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cpd_activities_source_idx" ON "cpd_activities" USING btree ("user_id","source","source_ref") WHERE "cpd_activities"."source_ref" is not null;--> statement-breakpoint
CREATE INDEX "cpd_evidence_user_idx" ON "cpd_evidence" USING btree ("user_id");--> statement-breakpoint
-- Issue 20: the CPD ledger announces its changes, so kept pages (the account pages) are dropped.
SELECT attach_data_change_notices();
