CREATE TABLE "periodic_runs" (
	"task" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"owner" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "periodic_runs_task_slot_pk" PRIMARY KEY("task","slot")
);
--> statement-breakpoint
-- Bookkeeping: no page shows it (decision 026).
INSERT INTO data_change_exempt (tablename) VALUES ('periodic_runs');
