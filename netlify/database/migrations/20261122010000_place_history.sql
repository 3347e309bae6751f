-- Air-quality history kept by the server (issue 6, decision 066): each 0.1° cell the alert
-- job checks gets one row per hour, the values for the hour under way when it checked. Users
-- read them through their monitored places (GET /api/user/air-quality-history), so a watched
-- place has a history even when no phone had the app open. Kept 35 days.
CREATE TABLE cell_readings (
  cell_key    TEXT        NOT NULL,
  hour        TIMESTAMPTZ NOT NULL,
  lat         DOUBLE PRECISION NOT NULL,
  lon         DOUBLE PRECISION NOT NULL,
  aqi         SMALLINT    NOT NULL CHECK (aqi BETWEEN 1 AND 5),
  us_aqi      SMALLINT    CHECK (us_aqi BETWEEN 0 AND 500),
  components  JSONB       NOT NULL,
  source_id   TEXT        NOT NULL,
  source_name TEXT        NOT NULL,
  simulated   BOOLEAN     NOT NULL,
  fetched_at  TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (cell_key, hour)
);
CREATE INDEX cell_readings_hour ON cell_readings (hour);
