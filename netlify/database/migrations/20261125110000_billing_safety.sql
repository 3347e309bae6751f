-- Billing safety (issue 12, decision 110).

-- One Stripe customer per user, created before the first Checkout and reused by every later
-- one, so a person's subscriptions and invoices live under one customer (and a second
-- subscription is visible next to the first). `checkout_session_id` is the newest Checkout
-- Session opened for it: while that session is open, Checkout answers its URL again instead
-- of opening a second one.
CREATE TABLE stripe_customers (
  user_id             UUID        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  customer_id         TEXT        NOT NULL UNIQUE,
  checkout_session_id TEXT,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Phones that have had the free trial, as HMAC-SHA256(SIGN_IN_CODE_SECRET, phone): kept after
-- the account is deleted (no user_id column, on purpose), so deleting and re-creating an
-- account does not start a second trial. The number itself is not stored.
CREATE TABLE trial_uses (
  phone_hmac BYTEA       PRIMARY KEY CHECK (octet_length(phone_hmac) = 32),
  used_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
