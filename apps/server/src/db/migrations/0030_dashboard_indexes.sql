CREATE INDEX "evaluations_cycle_status_idx" ON "evaluations" USING btree ("cycle_id","status");--> statement-breakpoint
-- The HR dashboard reads only these columns of employees (never the wide rows with the jsonb record): today's
-- headcount and its placements from the corporation-and-status index (a corporation's people are one range of it), the period's
-- hires from the hire-date index, its leavers from the 퇴직 index; each carries the placement ids the record scope tests.
CREATE INDEX IF NOT EXISTS "employees_dashboard_status_idx" ON "employees" USING btree ("corporation_id", "employment_status") INCLUDE ("hire_date", "division_id", "headquarters_id", "team_id", "part_id", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_dashboard_hire_idx" ON "employees" USING btree ("hire_date") INCLUDE ("employment_status", "corporation_id", "division_id", "headquarters_id", "team_id", "part_id", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_dashboard_leave_idx" ON "employees" USING btree ("termination_date") INCLUDE ("hire_date", "corporation_id", "division_id", "headquarters_id", "team_id", "part_id", "id") WHERE "employment_status" = '퇴직';
