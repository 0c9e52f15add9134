-- Every status change of a song request is recorded by the database itself, whichever code path makes it
-- (order, payment, production, delivery, failure, admin). Admin code names the person acting with
-- set_config('serenade.actor', <user id>, true) inside its transaction, and may add a note with
-- set_config('serenade.status_note', <text>, true); anything else is recorded as the system (changed_by null).
CREATE OR REPLACE FUNCTION record_request_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('serenade.actor', true), '');
  note text := nullif(current_setting('serenade.status_note', true), '');
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  IF note IS NULL AND NEW.status = 'failed' THEN
    note := NEW.error_message;
  END IF;
  INSERT INTO request_status_history (request_id, from_status, to_status, changed_by, note, created_at)
  VALUES (
    NEW.id,
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
    NEW.status,
    CASE WHEN actor IS NOT NULL THEN actor::uuid END,
    note,
    -- clock time, not transaction time: a request inserted and moved on in one transaction keeps its order.
    clock_timestamp()
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS song_requests_status_history ON song_requests;
--> statement-breakpoint
CREATE TRIGGER song_requests_status_history
AFTER INSERT OR UPDATE OF status ON song_requests
FOR EACH ROW EXECUTE FUNCTION record_request_status_change();
--> statement-breakpoint
-- Requests made before history began get one row for the status they are in.
INSERT INTO request_status_history (request_id, from_status, to_status, changed_by, note, created_at)
SELECT r.id, NULL, r.status, NULL, 'Recorded when status history began', r.updated_at
FROM song_requests r
WHERE NOT EXISTS (SELECT 1 FROM request_status_history h WHERE h.request_id = r.id);
