-- Accounts (issue 4, docs/accounts.md). A user starts anonymous (no phone) and becomes
-- signed in when a phone number is verified by an SMS code. Every table that belongs to a
-- user has a `user_id` column referencing users(id) ON DELETE CASCADE: merging an
-- anonymous account and deleting an account both find those tables by that rule.
CREATE TABLE users (
  id                UUID        PRIMARY KEY DEFAULT gen_random_uuid(),
  -- E.164, set only once verified: the one number we may text.
  phone_e164        TEXT        UNIQUE CHECK (phone_e164 ~ '^\+[1-9][0-9]{1,14}$'),
  phone_verified_at TIMESTAMPTZ,
  alerts_enabled    BOOLEAN     NOT NULL DEFAULT false,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((phone_e164 IS NULL) = (phone_verified_at IS NULL))
);

-- A session is the SHA-256 of the random 256-bit cookie token; the token itself is never stored.
CREATE TABLE sessions (
  token_hash   BYTEA       PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  user_id      UUID        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   TIMESTAMPTZ NOT NULL,
  -- Rolling: moved 30 days ahead (and the cookie re-sent) when used a day or more after the last move.
  expires_at   TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- Sign-in codes: only an HMAC-SHA256 of (phone, code) under SIGN_IN_CODE_SECRET. The newest
-- code of a phone is the only one that counts; 5 wrong tries lock it.
CREATE TABLE sign_in_codes (
  id          UUID        PRIMARY KEY DEFAULT gen_random_uuid(),
  phone_e164  TEXT        NOT NULL,
  code_hmac   BYTEA       NOT NULL CHECK (octet_length(code_hmac) = 32),
  attempts    INTEGER     NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 5),
  -- Kept for abuse investigation; deleted with the code (at most a day later).
  ip          TEXT,
  created_at  TIMESTAMPTZ NOT NULL,
  expires_at  TIMESTAMPTZ NOT NULL,
  consumed_at TIMESTAMPTZ
);
CREATE INDEX sign_in_codes_phone_created ON sign_in_codes (phone_e164, created_at DESC);

-- One subscription per user: Stripe's (status as Stripe reports it) or a demo grant.
CREATE TABLE subscriptions (
  user_id                UUID        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  stripe_customer_id     TEXT        UNIQUE,
  stripe_subscription_id TEXT        UNIQUE,
  -- Stripe's status (trialing, active, past_due, canceled, …), 'incomplete' until Stripe says,
  -- or 'premium' for a demo grant.
  status                 TEXT        NOT NULL,
  trial_end              TIMESTAMPTZ,
  current_period_end     TIMESTAMPTZ,
  cancel_at_period_end   BOOLEAN     NOT NULL DEFAULT false,
  last_payment_failed_at TIMESTAMPTZ,
  demo                   BOOLEAN     NOT NULL DEFAULT false,
  -- `created` of the newest Stripe event applied: an older event arriving late changes nothing.
  stripe_event_created   TIMESTAMPTZ,
  updated_at             TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Each Stripe event id is applied once, in the same transaction as its effect.
CREATE TABLE stripe_events (
  event_id     TEXT        PRIMARY KEY,
  type         TEXT        NOT NULL,
  processed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The local SMS adapter: messages are stored here instead of being texted (and can be read at
-- /api/dev/outbox in local mode only).
CREATE TABLE sms_outbox (
  id         UUID        PRIMARY KEY DEFAULT gen_random_uuid(),
  to_e164    TEXT        NOT NULL,
  body       TEXT        NOT NULL,
  purpose    TEXT        NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_created_at ON sms_outbox (created_at DESC);
CREATE INDEX sms_outbox_to ON sms_outbox (to_e164);
