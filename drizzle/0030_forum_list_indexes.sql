CREATE INDEX "forum_discussions_list_idx" ON "forum_discussions" USING btree ("pinned" DESC NULLS FIRST,"last_post_at" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "forum_posts_hidden_opening_idx" ON "forum_posts" USING btree ("discussion_id") WHERE "forum_posts"."opening" and "forum_posts"."hidden_at" is not null;
--> statement-breakpoint
SELECT attach_data_change_notices();
