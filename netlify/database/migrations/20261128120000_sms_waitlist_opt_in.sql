-- SMS waitlist double opt-in (decision 240, as the newsletter's, decision 119): an address
-- counts only once the link in its confirmation e-mail was followed (`confirmed_at`), and a
-- confirmed address's `country` changes only when its owner follows the link for the change.
-- A join waits in `pending_country` with the SHA-256 of the link's random token (the token is
-- never stored) until `pending_until`; a confirmed address keeps its country meanwhile.
ALTER TABLE sms_waitlist
  ADD COLUMN confirmed_at       TIMESTAMPTZ,
  ADD COLUMN confirm_token_hash BYTEA UNIQUE CHECK (octet_length(confirm_token_hash) = 32),
  ADD COLUMN pending_country    TEXT CHECK (pending_country ~ '^[A-Z]{2}$'),
  ADD COLUMN pending_until      TIMESTAMPTZ;
ALTER TABLE sms_waitlist ALTER COLUMN country DROP NOT NULL;
-- Rows stored before this were never confirmed (anyone could type anyone's address): they do
-- not count, their country becomes a pending one, and they expire now, so the hourly cleanup
-- deletes them. Their owners may join again and confirm.
UPDATE sms_waitlist SET pending_country = country, country = NULL, pending_until = now();
ALTER TABLE sms_waitlist
  -- `country` is the confirmed one: an address has one exactly when it is confirmed.
  ADD CONSTRAINT sms_waitlist_country_when_confirmed CHECK ((confirmed_at IS NULL) = (country IS NULL)),
  -- A pending join has its country and its deadline; an unconfirmed address always has one.
  ADD CONSTRAINT sms_waitlist_pending_join CHECK ((pending_until IS NULL) = (pending_country IS NULL)),
  ADD CONSTRAINT sms_waitlist_confirmed_or_pending CHECK (confirmed_at IS NOT NULL OR pending_until IS NOT NULL);
CREATE INDEX sms_waitlist_pending_until ON sms_waitlist (pending_until) WHERE pending_until IS NOT NULL;
