-- The public accuracy record (issue 14 part 5; docs/decisions/190-accuracy-record-unit.md).

-- Which cell and threshold the alert job watched on which UTC day: one row per cell, threshold
-- and day (written by every batch with ON CONFLICT DO NOTHING), so an episode nobody predicted
-- is still found and counted as missed. Settled once the day and the day after are measured.
CREATE TABLE accuracy_watch (
  cell_key        TEXT COLLATE "C" NOT NULL,
  threshold_kind  TEXT             NOT NULL CHECK (threshold_kind IN ('level', 'us_aqi', 'pm25')),
  threshold_value DOUBLE PRECISION NOT NULL,
  day             DATE             NOT NULL,
  region          TEXT             NOT NULL CHECK (region IN ('UK', 'Europe', 'other')),
  lat             DOUBLE PRECISION NOT NULL,
  lon             DOUBLE PRECISION NOT NULL,
  settled_at      TIMESTAMPTZ,
  -- Whether any hour was measured near the cell in the settle window (false: nothing scored).
  measured        BOOLEAN,
  PRIMARY KEY (cell_key, threshold_kind, threshold_value, day)
);
CREATE INDEX accuracy_watch_unsettled ON accuracy_watch (day, cell_key) WHERE settled_at IS NULL;

-- What was predicted: per cell, threshold and forecaster ('job' the hours the job decided on,
-- 'model' the raw model, 'persistence' the hour under way held) one row per predicted episode,
-- the first cycle whose onset was in sight (2 h 15 min). A prediction within 3 h of one already
-- kept for the same cell, threshold and forecaster is the same predicted episode and not kept.
CREATE TABLE accuracy_predictions (
  id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cell_key        TEXT COLLATE "C" NOT NULL,
  threshold_kind  TEXT             NOT NULL CHECK (threshold_kind IN ('level', 'us_aqi', 'pm25')),
  threshold_value DOUBLE PRECISION NOT NULL,
  forecaster      TEXT             NOT NULL CHECK (forecaster IN ('job', 'model', 'persistence')),
  onset_at        TIMESTAMPTZ      NOT NULL,
  issued_at       TIMESTAMPTZ      NOT NULL,
  level           SMALLINT,
  source          TEXT             NOT NULL CHECK (source IN ('fused', 'model', 'measured')),
  region          TEXT             NOT NULL CHECK (region IN ('UK', 'Europe', 'other')),
  -- Set by the settle step for predictions issued on a settled, measured day.
  false_alarm     BOOLEAN,
  UNIQUE (cell_key, threshold_kind, threshold_value, forecaster, onset_at)
);
CREATE INDEX accuracy_predictions_settled ON accuracy_predictions (issued_at, region) WHERE false_alarm IS NOT NULL;

-- Each measured episode, once per forecaster, with what that forecaster achieved.
CREATE TABLE accuracy_episodes (
  cell_key        TEXT COLLATE "C" NOT NULL,
  threshold_kind  TEXT             NOT NULL,
  threshold_value DOUBLE PRECISION NOT NULL,
  forecaster      TEXT             NOT NULL CHECK (forecaster IN ('job', 'model', 'persistence')),
  onset_at        TIMESTAMPTZ      NOT NULL,
  region          TEXT             NOT NULL CHECK (region IN ('UK', 'Europe', 'other')),
  -- UTC month of the onset, YYYY-MM.
  month           TEXT             NOT NULL,
  outcome         TEXT             NOT NULL CHECK (outcome IN ('hit', 'late', 'missed')),
  -- Onset minus the first prediction, seconds; null when missed.
  lead_seconds    INTEGER,
  PRIMARY KEY (cell_key, threshold_kind, threshold_value, forecaster, onset_at)
);
CREATE INDEX accuracy_episodes_month ON accuracy_episodes (month, region);
