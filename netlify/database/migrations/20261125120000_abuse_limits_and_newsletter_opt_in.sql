-- Each rate-limit hit says when it stops counting, so expired hits of every bucket (not only
-- of the bucket being checked) can be pruned with one indexed, bounded DELETE (decision 116).
-- Hits already stored count for at most a day (the longest window).
ALTER TABLE rate_limit_hits ADD COLUMN expires_at TIMESTAMPTZ;
UPDATE rate_limit_hits SET expires_at = hit_at + interval '1 day';
ALTER TABLE rate_limit_hits ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX rate_limit_hits_expires_at ON rate_limit_hits (expires_at);

-- Newsletter double opt-in (decision 119): an address counts only once the link in its
-- confirmation e-mail was followed. Until then it is pending, with the SHA-256 of the link's
-- random token (the token itself is never stored) and a time after which it is deleted.
ALTER TABLE newsletter_subscribers
  ADD COLUMN confirmed_at       TIMESTAMPTZ,
  ADD COLUMN confirm_token_hash BYTEA UNIQUE CHECK (octet_length(confirm_token_hash) = 32),
  ADD COLUMN pending_until      TIMESTAMPTZ;
-- Addresses stored before double opt-in were never confirmed: they do not count and expire now.
UPDATE newsletter_subscribers SET pending_until = now();
ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_pending_or_confirmed
  CHECK ((confirmed_at IS NULL) = (pending_until IS NOT NULL));
CREATE INDEX newsletter_subscribers_pending_until ON newsletter_subscribers (pending_until) WHERE confirmed_at IS NULL;
