CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_flags_user_idx" ON "forum_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_reactions_user_idx" ON "forum_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentorships_active_end_idx" ON "mentorships" USING btree ("ends_at") WHERE "mentorships"."status" = 'active';