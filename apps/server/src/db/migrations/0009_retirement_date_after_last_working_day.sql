-- 퇴직일 is the day after 최종 근무일 (packages/shared employees.ts retirementDateOf); records
-- stored before that definition carried their resignationDate. Recompute the stored column.
UPDATE employees
SET termination_date = (record->'resignation'->>'lastWorkingDate')::date + 1
WHERE record->'resignation'->>'lastWorkingDate' ~ '^\d{4}-\d{2}-\d{2}$';
