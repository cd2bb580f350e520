-- Audit rows and access records stay append-only, with one narrow exception: the retention purge
-- (features/retention) erases a person's values inside them. In its own transaction it sets
-- `saram.erasure` to 'on' (set_config(..., true): for that transaction only); then an UPDATE is let
-- through when it changes only the value columns (audit_log: before, after; access_log: subject_id,
-- reason) and leaves who, when, what and where as they were. DELETE and TRUNCATE stay refused, and
-- login_attempts has no exception.
CREATE OR REPLACE FUNCTION saram_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested IFs: PL/pgSQL plans each expression on first use, and NEW of one table lacks the other's columns.
  IF TG_OP = 'UPDATE' AND current_setting('saram.erasure', true) = 'on' THEN
    IF TG_TABLE_NAME = 'audit_log' THEN
      IF (NEW.id, NEW.at, NEW.actor_id, NEW.actor_label, NEW.action, NEW.target_collection, NEW.target_id, NEW.ip, NEW.request_id)
        IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.actor_id, OLD.actor_label, OLD.action, OLD.target_collection, OLD.target_id, OLD.ip, OLD.request_id) THEN
        RETURN NEW;
      END IF;
    ELSIF TG_TABLE_NAME = 'access_log' THEN
      IF (NEW.id, NEW.at, NEW.actor_id, NEW.actor_label, NEW.ip, NEW.subject_type, NEW.action, NEW.fields, NEW.request_id)
        IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.actor_id, OLD.actor_label, OLD.ip, OLD.subject_type, OLD.action, OLD.fields, OLD.request_id) THEN
        RETURN NEW;
      END IF;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
