-- The headcount (migration 0008) in 16 slots, each backend adding to its own: creates on different
-- connections no longer wait for each other's commit on one row. The total is their sum.
ALTER TABLE "employee_totals" ADD COLUMN "slot" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "employee_totals" DROP CONSTRAINT "employee_totals_pkey";--> statement-breakpoint
ALTER TABLE "employee_totals" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "employee_totals" ADD PRIMARY KEY ("slot");--> statement-breakpoint
INSERT INTO "employee_totals" ("slot", "n") SELECT s, 0 FROM generate_series(1, 15) s ON CONFLICT ("slot") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employee_totals SET n = n + (SELECT count(*) FROM new_rows) WHERE slot = pg_backend_pid() % 16;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employee_totals SET n = n - (SELECT count(*) FROM old_rows) WHERE slot = pg_backend_pid() % 16;
  RETURN NULL;
END $$;
