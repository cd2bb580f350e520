-- Page ids ordered by employee number come from the index alone (deep pages skip no heap rows).
CREATE INDEX IF NOT EXISTS "employees_employee_no_id_idx" ON "employees" USING btree ("employee_no") INCLUDE ("id");
