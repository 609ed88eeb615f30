-- Committed changes of the data that pages show are announced on the channel "data_changed" (payload: the
-- table), so every instance drops the renders its page cache keeps of data pages (docs/decisions/026).
-- A notice is sent when the writing transaction commits, and not at all when it rolls back.
CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Bookkeeping tables no page shows: their changes are not announced. A migration adding one inserts it here.
CREATE TABLE data_change_exempt (tablename text PRIMARY KEY);
--> statement-breakpoint
INSERT INTO data_change_exempt (tablename) VALUES
  ('data_change_exempt'), ('rate_limit_counters'), ('mail_outbox'), ('form_submissions'), ('verifications'),
  ('partner_application_drafts'), ('app_settings');
--> statement-breakpoint
-- Attaches the notice to every table of the schema but the exempt ones. A migration that adds a table calls
-- it again (app/db/data-changes.server.test.ts checks that none is missed).
CREATE OR REPLACE FUNCTION attach_data_change_notices() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN (SELECT tablename FROM data_change_exempt)
  LOOP
    -- For each row, so a statement that changes nothing (a periodic clean-up finding nothing to do)
    -- announces nothing; PostgreSQL sends one notice per table and transaction however many rows changed.
    EXECUTE format('CREATE OR REPLACE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE ON %I '
                   'FOR EACH ROW EXECUTE FUNCTION notify_data_changed()', t);
    EXECUTE format('CREATE OR REPLACE TRIGGER data_truncated AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()', t);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT attach_data_change_notices();
