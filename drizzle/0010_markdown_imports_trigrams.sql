CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "credential_imports_running" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "body_html_version" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_html" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_html_version" integer;--> statement-breakpoint
CREATE INDEX "credentials_import_idx" ON "credentials" USING btree ("import_id") WHERE "credentials"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "forum_discussions_title_trgm_idx" ON "forum_discussions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forum_posts_body_trgm_idx" ON "forum_posts" USING gin ("body" gin_trgm_ops);