-- The organisation tree's version (migration 0004) in 16 slots, each backend moving its own: creates
-- that place new hires on different connections no longer wait for each other's commit on one row.
-- The version is the sum of the slots; slot 1 keeps the version so far.
ALTER TABLE "org_tree_state" DROP CONSTRAINT "org_tree_state_one_row";--> statement-breakpoint
INSERT INTO "org_tree_state" ("id", "version") SELECT s, 0 FROM generate_series(0, 15) s ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION saram_org_tree_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE org_tree_state SET version = version + 1 WHERE id = pg_backend_pid() % 16;
  RETURN NULL;
END
$$;
