-- The unfiltered employee list shows the company's exact headcount on every page: kept here by
-- statement triggers instead of counting 100k rows per request.
CREATE TABLE IF NOT EXISTS "employee_totals" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "n" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "employee_totals" ("id", "n") SELECT true, count(*) FROM "employees" ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employee_totals SET n = n + (SELECT count(*) FROM new_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employee_totals SET n = n - (SELECT count(*) FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employee_totals SET n = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER employees_total_inserted AFTER INSERT ON "employees" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION employee_totals_inserted();--> statement-breakpoint
CREATE TRIGGER employees_total_deleted AFTER DELETE ON "employees" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION employee_totals_deleted();--> statement-breakpoint
CREATE TRIGGER employees_total_truncated AFTER TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION employee_totals_truncated();
