CREATE TABLE "mentorship_ending_notices" (
	"mentorship_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_application_decisions" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"outcome" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_invitations_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "partner_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "credential_renewal_reminders" (
	"credential_id" text NOT NULL,
	"threshold" text NOT NULL,
	"expires_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_renewal_reminders_credential_id_threshold_expires_on_pk" PRIMARY KEY("credential_id","threshold","expires_on")
);
--> statement-breakpoint
CREATE TABLE "credential_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"level" text NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_end" date NOT NULL,
	"required_tenths" integer NOT NULL,
	"counted_tenths" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"conduct_confirmed_at" timestamp with time zone NOT NULL,
	"audit_rate" integer NOT NULL,
	"audit_draw" integer NOT NULL,
	"audited" boolean DEFAULT false NOT NULL,
	"evidence_requested_at" timestamp with time zone,
	"evidence_ready_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text,
	"new_issued_on" date,
	"new_expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "renewal_grace_until" date;--> statement-breakpoint
ALTER TABLE "mentorship_ending_notices" ADD CONSTRAINT "mentorship_ending_notices_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_application_decisions" ADD CONSTRAINT "partner_application_decisions_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_application_decisions" ADD CONSTRAINT "partner_application_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_renewal_reminders" ADD CONSTRAINT "credential_renewal_reminders_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_renewals" ADD CONSTRAINT "credential_renewals_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_renewals" ADD CONSTRAINT "credential_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_renewals" ADD CONSTRAINT "credential_renewals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_renewals_open_idx" ON "credential_renewals" USING btree ("credential_id") WHERE "credential_renewals"."status" in ('submitted', 'inAudit', 'evidenceReady');--> statement-breakpoint
CREATE INDEX "credential_renewals_credential_idx" ON "credential_renewals" USING btree ("credential_id","created_at");--> statement-breakpoint
CREATE INDEX "credential_renewals_status_idx" ON "credential_renewals" USING btree ("status");--> statement-breakpoint
-- Issues 19 and 20: renewals, reminders, partnership decisions and invitations, mentorship notices are shown
-- on pages (account, admin): they announce their changes, so kept pages are dropped (decision 026).
SELECT attach_data_change_notices();
