-- One take of a rate limit, atomic under concurrency (decision 231). The single-statement
-- version counted a bucket in the statement's snapshot, so concurrent takes that each saw
-- room all passed (201 texts under a cap of 200 in the deploy suite). Here the bucket is
-- locked for the transaction first, and in READ COMMITTED each statement of a PL/pgSQL
-- function sees what committed before it, so the count includes every earlier take.
CREATE FUNCTION take_rate_limit(p_bucket TEXT, p_now FLOAT8, p_window FLOAT8, p_limit INT)
RETURNS TABLE (inserted INT, oldest TIMESTAMPTZ)
LANGUAGE plpgsql AS $$
DECLARE
  n INT;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('rate_limit_hits:' || p_bucket, 0));
  DELETE FROM rate_limit_hits WHERE bucket = p_bucket AND hit_at <= to_timestamp(p_now - p_window);
  SELECT count(*), min(hit_at) INTO n, oldest FROM rate_limit_hits WHERE bucket = p_bucket AND hit_at > to_timestamp(p_now - p_window);
  inserted := 0;
  IF n < p_limit THEN
    INSERT INTO rate_limit_hits (bucket, hit_at, expires_at) VALUES (p_bucket, to_timestamp(p_now), to_timestamp(p_now + p_window));
    inserted := 1;
  END IF;
  RETURN NEXT;
END
$$;
