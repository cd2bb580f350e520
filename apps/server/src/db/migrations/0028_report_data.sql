CREATE TABLE "report_data_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "employees_report_idx" ON "employees" USING btree ("employment_status","hire_date","termination_date","corporation_id","division_id","headquarters_id","team_id","part_id","job_grade","employment_type","resignation_type","id");--> statement-breakpoint
INSERT INTO "report_data_state" ("id", "version") SELECT s, 0 FROM generate_series(0, 15) s;--> statement-breakpoint
CREATE OR REPLACE FUNCTION saram_report_data_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_data_state SET version = version + 1 WHERE id = pg_backend_pid() % 16;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employees FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER org_units_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON org_units FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER corporations_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON corporations FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER evaluations_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON evaluations FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER evaluation_cycles_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON evaluation_cycles FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER evaluation_codes_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON evaluation_codes FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER evaluation_templates_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON evaluation_templates FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER recruitment_notices_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recruitment_notices FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER applicants_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON applicants FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER resignations_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resignations FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER checklist_instances_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON checklist_instances FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();--> statement-breakpoint
CREATE TRIGGER checklist_verifications_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON checklist_verifications FOR EACH STATEMENT EXECUTE FUNCTION saram_report_data_bump();
