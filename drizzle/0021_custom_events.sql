-- Issue 20 (decision 032): events and registrations announce their changes, so kept pages (the events
-- pages, chapters) are dropped when an admin edits an event or a member registers.
SELECT attach_data_change_notices();
