-- Free Web Push alerts (docs/decisions/265-free-push-alerts.md): one row per browser push
-- subscription, anonymous, keyed by its endpoint (a capability URL only that browser knows),
-- with the one place it watches. The alert job decides it beside the watched places of the
-- same cell, with the same decision, and sends at most one warning per episode.
CREATE TABLE push_subscriptions (
  id          UUID             PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint    TEXT             NOT NULL UNIQUE CHECK (char_length(endpoint) BETWEEN 1 AND 1000),
  -- The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption.
  p256dh      TEXT             NOT NULL CHECK (char_length(p256dh) BETWEEN 80 AND 100),
  auth        TEXT             NOT NULL CHECK (char_length(auth) BETWEEN 16 AND 32),
  name        TEXT             NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  lat         DOUBLE PRECISION NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon         DOUBLE PRECISION NOT NULL CHECK (lon BETWEEN -180 AND 180),
  -- The same cell key as monitored_places.cell_key (migration 20261125140000).
  cell_key    TEXT COLLATE "C" GENERATED ALWAYS AS (
    'a:' || round(lat::numeric, 1)::text || ',' ||
    (CASE WHEN round(lon::numeric, 1) = -180 THEN 180.0 ELSE round(lon::numeric, 1) END)::text
  ) STORED,
  -- The device's IANA zone: quiet hours and the times in a push are read on it.
  time_zone   TEXT             NOT NULL CHECK (char_length(time_zone) BETWEEN 1 AND 64),
  created_at  TIMESTAMPTZ      NOT NULL DEFAULT now(),
  updated_at  TIMESTAMPTZ      NOT NULL DEFAULT now(),
  -- The job's state, as monitored_places: the open (or last) episode and the last check.
  episode     JSONB,
  checked_at  TIMESTAMPTZ,
  -- A push decided in a committed batch and not yet handed to the push service.
  pending     JSONB
);
CREATE INDEX push_subscriptions_cell ON push_subscriptions (cell_key);
