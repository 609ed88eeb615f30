-- Notifications (issue 19, decision 027). The digest marks are bookkeeping no page shows (decision 026);
-- the other new tables announce their changes.
INSERT INTO data_change_exempt (tablename) VALUES ('notification_digests') ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT attach_data_change_notices();
