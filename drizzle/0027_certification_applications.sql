CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"level" text NOT NULL,
	"institution" text NOT NULL,
	"completed_on" date NOT NULL,
	"document_id" uuid
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"actor_id" text,
	"actor_kind" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"employer" text NOT NULL,
	"role" text NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date,
	"hours_per_week" integer NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duties" text DEFAULT '' NOT NULL,
	"referee_name" text NOT NULL,
	"referee_email" text NOT NULL,
	"referee_relation" text NOT NULL,
	"referee_language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" text,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"document_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_training" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"title" text NOT NULL,
	"completed_on" date NOT NULL,
	"hours" integer NOT NULL,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"level" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"step" text DEFAULT 'education' NOT NULL,
	"education" text,
	"prerequisite_credential_id" text,
	"declaration_version" integer,
	"declared_at" timestamp with time zone,
	"experience_months" integer,
	"eligibility_outcome" text,
	"fee_basis" text,
	"audit_rate" integer,
	"audit_draw" integer,
	"audited" boolean DEFAULT false NOT NULL,
	"audit_evidence_due_on" date,
	"audit_evidence_at" timestamp with time zone,
	"more_info_due_on" date,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"eligible_from" date,
	"eligible_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"referee_name" text NOT NULL,
	"referee_email" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"answer" text,
	"comment" text,
	"answered_at" timestamp with time zone,
	"replaced_by" uuid,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_education" ADD CONSTRAINT "application_education_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_education" ADD CONSTRAINT "application_education_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_experience" ADD CONSTRAINT "application_experience_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_training" ADD CONSTRAINT "application_training_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_training" ADD CONSTRAINT "application_training_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_prerequisite_credential_id_credentials_id_fk" FOREIGN KEY ("prerequisite_credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_requests" ADD CONSTRAINT "referee_requests_experience_id_application_experience_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."application_experience"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_requests" ADD CONSTRAINT "referee_requests_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_application_idx" ON "application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_education_application_idx" ON "application_education" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "application_experience_application_idx" ON "application_experience" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_messages_application_idx" ON "application_messages" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_training_application_idx" ON "application_training" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "certification_applications_user_idx" ON "certification_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certification_applications_state_idx" ON "certification_applications" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_applications_open_idx" ON "certification_applications" USING btree ("user_id","level") WHERE state in ('draft', 'submitted', 'inReview', 'moreInfoRequested', 'appealed');--> statement-breakpoint
CREATE UNIQUE INDEX "referee_requests_token_idx" ON "referee_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "referee_requests_experience_idx" ON "referee_requests" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "referee_requests_pending_idx" ON "referee_requests" USING btree ("sent_at") WHERE answer is null and replaced_by is null;--> statement-breakpoint
-- Staff, complaints, invoices and applications are shown on pages: they announce their changes (decision 026).
SELECT attach_data_change_notices();
