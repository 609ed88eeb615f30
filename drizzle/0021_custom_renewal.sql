-- Renewals (issue 20): page-shown tables announce their changes (decision 026).
SELECT attach_data_change_notices();
