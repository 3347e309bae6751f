-- Each rate-limit hit says when it stops counting, so expired hits of every bucket (not only
-- of the bucket being checked) can be pruned with one indexed, bounded DELETE (decision 116).
-- Hits already stored count for at most a day (the longest window).
ALTER TABLE rate_limit_hits ADD COLUMN expires_at TIMESTAMPTZ;
UPDATE rate_limit_hits SET expires_at = hit_at + interval '1 day';
ALTER TABLE rate_limit_hits ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX rate_limit_hits_expires_at ON rate_limit_hits (expires_at);
