-- reserved for this change; replace the statement below
SELECT 1;
