-- Issue 23 item 3 (docs/decisions/272-the-training-archive.md): what re-training the exceedance
-- classifier needs, kept past the ingest's 14 days. The accuracy record keeps the cells' forecasts
-- and measured episodes; re-training also needs the stations' own hours (the classifier's
-- inputs, its neighbours' too) and what the shipped classifier said at each decision.

-- A station's position and kind, kept for as long as its days are (the ingest's listing may drop it).
CREATE TABLE training_stations (
  id      TEXT             PRIMARY KEY,
  network TEXT             NOT NULL,
  name    TEXT             NOT NULL,
  lat     DOUBLE PRECISION NOT NULL,
  lon     DOUBLE PRECISION NOT NULL,
  kind    TEXT             NOT NULL CHECK (kind IN ('regulatory', 'low-cost'))
);

-- One UTC day of a station's usable hourly PM2.5 (µg/m³): 24 values, hour 0 first, null where
-- not measured or not usable (a vendor flag, an uncorrected low-cost value, indoor).
CREATE TABLE training_station_days (
  station_id  TEXT        NOT NULL REFERENCES training_stations (id) ON DELETE CASCADE,
  day         DATE        NOT NULL,
  pm2_5       REAL[]      NOT NULL CHECK (cardinality(pm2_5) = 24),
  archived_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (station_id, day)
);
CREATE INDEX training_station_days_day ON training_station_days (day);
CREATE INDEX training_station_days_archived ON training_station_days (archived_at);

-- What the shipped classifier said for a cell and threshold (its PM2.5 equivalent, µg/m³), the
-- first decision of each hour: to score it and to freeze a re-trained model's point beside it.
CREATE TABLE training_outlooks (
  cell_key        TEXT COLLATE "C" NOT NULL,
  hour            TIMESTAMPTZ      NOT NULL,
  threshold_ugm3  REAL             NOT NULL,
  probability     REAL             NOT NULL,
  operating_point REAL             NOT NULL,
  PRIMARY KEY (cell_key, hour, threshold_ugm3)
);
CREATE INDEX training_outlooks_hour ON training_outlooks (hour);
