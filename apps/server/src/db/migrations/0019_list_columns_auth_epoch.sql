ALTER TABLE "employees" ADD COLUMN "address" text GENERATED ALWAYS AS (coalesce(nullif(coalesce((record->'personal'->'addressInfo'->>'address') || ' ' || nullif(record->'personal'->'addressInfo'->>'addressDetail', ''),
        record->'personal'->'addressInfo'->>'address', nullif(record->'personal'->'addressInfo'->>'addressDetail', ''), ''), ''), record->'personal'->>'address')) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "termination_reason" text GENERATED ALWAYS AS (record->'resignation'->>'resignationReason') STORED;
--> statement-breakpoint
-- What the per-request authentication caches (lib/authenticate.ts: a user's roles, permissions and
-- employee scopes) is valid while this counter stands still: every change that could alter it bumps
-- the counter in the same transaction, so every server instance sees it on the very next request.
CREATE TABLE IF NOT EXISTS "auth_epoch" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "epoch" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "epoch") VALUES (true, 1) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_epoch SET epoch = epoch + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A placement change reaches the scopes of the account linked to that employee (own unit, own corporation).
CREATE OR REPLACE FUNCTION auth_epoch_bump_if_linked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE employee_id = OLD.id::text) THEN
    UPDATE auth_epoch SET epoch = epoch + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_roles_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();--> statement-breakpoint
CREATE TRIGGER users_employee_auth_epoch AFTER UPDATE OF "employee_id" ON "users" FOR EACH ROW
  WHEN (OLD.employee_id IS DISTINCT FROM NEW.employee_id) EXECUTE FUNCTION auth_epoch_bump();--> statement-breakpoint
CREATE TRIGGER employees_placement_auth_epoch AFTER UPDATE OF "corporation_id", "division_id", "headquarters_id", "team_id", "part_id" ON "employees" FOR EACH ROW
  WHEN (OLD.corporation_id IS DISTINCT FROM NEW.corporation_id OR OLD.division_id IS DISTINCT FROM NEW.division_id
    OR OLD.headquarters_id IS DISTINCT FROM NEW.headquarters_id OR OLD.team_id IS DISTINCT FROM NEW.team_id OR OLD.part_id IS DISTINCT FROM NEW.part_id)
  EXECUTE FUNCTION auth_epoch_bump_if_linked();--> statement-breakpoint
CREATE TRIGGER employees_deleted_auth_epoch AFTER DELETE ON "employees" FOR EACH ROW EXECUTE FUNCTION auth_epoch_bump_if_linked();
