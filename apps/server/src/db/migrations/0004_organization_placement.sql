CREATE TABLE "org_tree_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "org_tree_state_one_row" CHECK ("org_tree_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "hierarchy_mappings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_members_one_primary_key" ON "unit_members" USING btree ("employee_id") WHERE "unit_members"."is_primary";--> statement-breakpoint
CREATE INDEX "unit_members_primary_unit_idx" ON "unit_members" USING btree ("unit_id") WHERE "unit_members"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "hierarchy_mappings_level_key" ON "hierarchy_mappings" USING btree ("level");--> statement-breakpoint
INSERT INTO "org_tree_state" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION saram_org_tree_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE org_tree_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER org_units_tree_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON org_units FOR EACH STATEMENT EXECUTE FUNCTION saram_org_tree_bump();
--> statement-breakpoint
CREATE TRIGGER unit_members_tree_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unit_members FOR EACH STATEMENT EXECUTE FUNCTION saram_org_tree_bump();
