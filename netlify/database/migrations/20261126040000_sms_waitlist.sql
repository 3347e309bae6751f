-- Issue 15: people from a country AirAhead cannot text yet, to tell when it can (decision 171).
-- Not a user's row (visitors join it); one row per address: joining again updates the country.
CREATE TABLE sms_waitlist (
  email       TEXT        PRIMARY KEY CHECK (char_length(email) BETWEEN 3 AND 254),
  country     TEXT        NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sms_waitlist_country ON sms_waitlist (country);
