CREATE TABLE "exam_panel_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"assessor_id" text NOT NULL,
	"slot" integer NOT NULL,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scores" jsonb,
	"comments" jsonb,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "exam_panel_assessments_slot_check" CHECK ("exam_panel_assessments"."slot" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "exam_portfolio_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"level" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"sections" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"final_score" double precision,
	"panel_passed" boolean,
	"scored_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_portfolios_state_check" CHECK (state in ('draft', 'submitted', 'assessing', 'awaitingThird', 'scored'))
);
--> statement-breakpoint
ALTER TABLE "exam_panel_assessments" ADD CONSTRAINT "exam_panel_assessments_portfolio_id_exam_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."exam_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_panel_assessments" ADD CONSTRAINT "exam_panel_assessments_assessor_id_users_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_panel_assessments" ADD CONSTRAINT "exam_panel_assessments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_portfolio_events" ADD CONSTRAINT "exam_portfolio_events_portfolio_id_exam_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."exam_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_portfolio_events" ADD CONSTRAINT "exam_portfolio_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_portfolios" ADD CONSTRAINT "exam_portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_portfolios" ADD CONSTRAINT "exam_portfolios_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_panel_assessments_slot_idx" ON "exam_panel_assessments" USING btree ("portfolio_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_panel_assessments_assessor_idx" ON "exam_panel_assessments" USING btree ("portfolio_id","assessor_id");--> statement-breakpoint
CREATE INDEX "exam_panel_assessments_queue_idx" ON "exam_panel_assessments" USING btree ("assessor_id");--> statement-breakpoint
CREATE INDEX "exam_portfolio_events_portfolio_idx" ON "exam_portfolio_events" USING btree ("portfolio_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_portfolios_application_idx" ON "exam_portfolios" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "exam_portfolios_user_idx" ON "exam_portfolios" USING btree ("user_id","level");--> statement-breakpoint
SELECT attach_data_change_notices();
