CREATE TABLE "credential_imports_running" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "import_id" uuid;--> statement-breakpoint
CREATE INDEX "credentials_import_idx" ON "credentials" USING btree ("import_id") WHERE "credentials"."import_id" is not null;