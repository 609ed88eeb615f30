-- Newsletter double opt-in (issue 19, decision 030): the addresses collected before it were taken
-- as subscribers; they stay subscribers (confirmed at their sign-up) unless they had unsubscribed.
UPDATE newsletter_subscriptions SET confirmed_at = created_at WHERE confirmed_at IS NULL AND unsubscribed_at IS NULL;
--> statement-breakpoint
-- Newsletter issues, their versions and deliveries are shown on admin pages: they announce changes (decision 026).
SELECT attach_data_change_notices();
