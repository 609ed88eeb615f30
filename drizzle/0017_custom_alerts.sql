-- job_alerts is shown on the alerts page (members' lists): changes drop kept pages (decision 026).
SELECT attach_data_change_notices();
