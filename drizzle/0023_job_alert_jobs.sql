CREATE TABLE "job_alert_jobs" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_jobs_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_alert_jobs" ADD CONSTRAINT "job_alert_jobs_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_jobs" ADD CONSTRAINT "job_alert_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_jobs_mailed_idx" ON "job_alert_jobs" USING btree ("mailed_at");--> statement-breakpoint
-- Bookkeeping of the alert runs: no page shows it, so its changes drop no kept page (decision 026).
INSERT INTO data_change_exempt (tablename) VALUES ('job_alert_jobs') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Until now the marker alone said what an alert had mailed: the jobs created up to it (within the day the runs
-- now look back) are recorded as mailed, so the first runs after this migration do not mail them again.
INSERT INTO "job_alert_jobs" ("alert_id", "job_id", "mailed_at")
SELECT a."id", j."id", a."sent_through"
FROM "job_alerts" a
JOIN "jobs" j ON j."created_at" > a."sent_through" - interval '1 day' AND j."created_at" <= a."sent_through"
WHERE a."sent_through" IS NOT NULL
ON CONFLICT DO NOTHING;
