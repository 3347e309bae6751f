-- Issue 12 item 4 (docs/decisions/121-place-cap-in-the-database.md): a user watches at most
-- 10 places (MAX_MONITORED_PLACES in src/domain/contracts/alerts.ts), however many inserts
-- race and whatever a merge moves. After each statement that adds or moves places, the
-- owners' user rows are locked (FOR NO KEY UPDATE: it serialises these checks without
-- blocking foreign-key checks) and their places counted. Under READ COMMITTED each statement
-- of the function takes a new snapshot, so a check that waited on the lock counts the places
-- the other transaction committed, and its own statement fails with check_violation.
-- `owners` are the users whose places a statement added or moved.
CREATE FUNCTION check_monitored_places_cap(owners UUID[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = ANY (owners) ORDER BY id FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM monitored_places WHERE user_id = ANY (owners) GROUP BY user_id HAVING count(*) > 10
  ) THEN
    RAISE EXCEPTION 'a user watches at most 10 places'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'monitored_places_per_user';
  END IF;
END
$$;

-- Inserts, checked once per statement (a bulk insert of many users' places costs one count).
CREATE FUNCTION monitored_places_cap_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM check_monitored_places_cap(ARRAY(SELECT DISTINCT user_id FROM added));
  RETURN NULL;
END
$$;
CREATE TRIGGER monitored_places_cap_insert AFTER INSERT ON monitored_places
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION monitored_places_cap_on_insert();

-- Moves to another owner (account merges) only: the alert job's updates of its own columns
-- on every place never pay for this check.
CREATE FUNCTION monitored_places_cap_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM check_monitored_places_cap(ARRAY[NEW.user_id]);
  RETURN NULL;
END
$$;
CREATE TRIGGER monitored_places_cap_move AFTER UPDATE OF user_id ON monitored_places
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION monitored_places_cap_on_move();

-- Expired forecasts are pruned oldest first in bounded batches (decision 120).
CREATE INDEX air_quality_cache_fetched_at ON air_quality_cache (fetched_at);

-- Upstream calls the air-quality reads made per fixed window (a minute, an hour, a UTC day),
-- shared by every function instance; one row per window, deleted once it has ended.
CREATE TABLE upstream_call_windows (
  window_key TEXT        PRIMARY KEY,
  calls      INTEGER     NOT NULL,
  max_calls  INTEGER     NOT NULL,
  ends_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX upstream_call_windows_ends_at ON upstream_call_windows (ends_at);
