CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "body_html_version" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_html" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_html_version" integer;--> statement-breakpoint
CREATE INDEX "forum_discussions_title_trgm_idx" ON "forum_discussions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forum_posts_body_trgm_idx" ON "forum_posts" USING gin ("body" gin_trgm_ops);