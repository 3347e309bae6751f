-- SMS alerts (issue 5, docs/alerts.md). users.alerts_enabled (accounts migration) is the
-- switch; everything else about a user's alerts lives here.

-- One row per user who has changed an alert preference; absent = the defaults
-- (DEFAULT_ALERT_PREFERENCES in src/domain/contracts/alerts.ts).
CREATE TABLE alert_settings (
  user_id         UUID        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- NULL kind: the sensitivity profile's default threshold.
  threshold_kind  TEXT        CHECK (threshold_kind IN ('level', 'us_aqi', 'pm25')),
  threshold_value NUMERIC(6, 1),
  sensitivity     TEXT        NOT NULL DEFAULT 'general'
                              CHECK (sensitivity IN ('general', 'child', 'older_adult', 'heart_lung')),
  -- Local clock times 'HH:MM' in each place's time zone; both NULL = no quiet hours.
  quiet_start     TEXT        CHECK (quiet_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  quiet_end       TEXT        CHECK (quiet_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  daily_cap       INTEGER     NOT NULL DEFAULT 3 CHECK (daily_cap BETWEEN 1 AND 10),
  all_clear       BOOLEAN     NOT NULL DEFAULT true,
  updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((threshold_kind IS NULL) = (threshold_value IS NULL)),
  CHECK ((quiet_start IS NULL) = (quiet_end IS NULL))
);

-- The evidence of each opt-in (carriers require it): what was shown, when, from where.
CREATE TABLE sms_consents (
  id           UUID        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      UUID        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone_e164   TEXT        NOT NULL,
  text_version TEXT        NOT NULL,
  text_body    TEXT        NOT NULL,
  ip           TEXT,
  user_agent   TEXT,
  given_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sms_consents_user ON sms_consents (user_id, given_at DESC);

-- STOP belongs to the phone number, whoever's account it is on: no text to it until START.
CREATE TABLE sms_opt_outs (
  phone_e164    TEXT        PRIMARY KEY,
  opted_out_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  keyword       TEXT        NOT NULL
);

-- Places a premium user watches (at most 10, enforced by the API).
CREATE TABLE monitored_places (
  id            UUID             PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       UUID             NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name          TEXT             NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  lat           DOUBLE PRECISION NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon           DOUBLE PRECISION NOT NULL CHECK (lon BETWEEN -180 AND 180),
  created_at    TIMESTAMPTZ      NOT NULL DEFAULT now(),
  -- The alert job's state for this place: the open (or last) pollution episode.
  episode       JSONB,
  checked_at    TIMESTAMPTZ
);
CREATE INDEX monitored_places_user ON monitored_places (user_id, created_at);
CREATE INDEX monitored_places_checked ON monitored_places (checked_at NULLS FIRST);

-- Every alert text, recorded (pending) BEFORE the SMS provider is called; the unique key
-- makes a rerun or a second concurrent cycle unable to send the same alert twice.
CREATE TABLE alerts (
  id            UUID        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       UUID        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_id      UUID        REFERENCES monitored_places (id) ON DELETE CASCADE,
  place_name    TEXT,
  kind          TEXT        NOT NULL CHECK (kind IN ('advance', 'escalation', 'all_clear', 'test')),
  alert_type    TEXT        NOT NULL CHECK (alert_type IN ('poor', 'very_poor', 'all_clear', 'test')),
  -- 'ep-<unix s of the first hour over the threshold>'; for a test text, 'test-<uuid>'.
  episode_key   TEXT        NOT NULL,
  to_e164       TEXT        NOT NULL,
  body          TEXT        NOT NULL,
  -- The forecast hour the text is about (NULL for a test), and when it was due.
  hour_at       TIMESTAMPTZ,
  scheduled_for TIMESTAMPTZ NOT NULL,
  status        TEXT        NOT NULL DEFAULT 'pending'
                            CHECK (status IN ('pending', 'sent', 'delivered', 'failed')),
  attempts      INTEGER     NOT NULL DEFAULT 0,
  -- A sender's lease: while it lies in the future no other run may send this row. A run
  -- that crashed between recording and sending leaves a pending row whose lease expires,
  -- and the next run sends it.
  claimed_until TIMESTAMPTZ,
  -- Twilio's message SID (or the outbox id), set when the provider accepted it.
  provider_id   TEXT        UNIQUE,
  last_error    TEXT,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at       TIMESTAMPTZ,
  delivered_at  TIMESTAMPTZ,
  UNIQUE (place_id, episode_key, kind)
);
CREATE INDEX alerts_user_created ON alerts (user_id, created_at DESC);
CREATE INDEX alerts_retry ON alerts (status, created_at) WHERE status IN ('pending', 'failed');
