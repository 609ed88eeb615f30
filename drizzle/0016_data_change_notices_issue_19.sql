-- Issue 19's tables (decisions 026, 027, 029): the digest marks are bookkeeping no page shows; every other new
-- table (notifications, preferences, watches, job alerts) announces its changes, so kept pages are dropped.
INSERT INTO data_change_exempt (tablename) VALUES ('notification_digests') ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT attach_data_change_notices();
