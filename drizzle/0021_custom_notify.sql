-- Issue 19 (helper notify): partnership decisions, partner invitations and mentorship ending notices
-- announce their changes like every table a page shows (decision 026).
SELECT attach_data_change_notices();
