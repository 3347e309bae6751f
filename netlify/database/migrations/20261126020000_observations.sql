-- Issue 14, part 1 (docs/decisions/162-observation-cache.md): measured PM2.5 near places,
-- cached for every function instance. Stations are listed per network and area (a 0.1° cell
-- and a radius) about once a day; their hourly values are fetched at most every 15 minutes.

CREATE TABLE observation_stations (
  id                  TEXT             PRIMARY KEY,            -- network-prefixed, e.g. 'openaq:2178'
  network             TEXT             NOT NULL,
  name                TEXT             NOT NULL,
  lat                 DOUBLE PRECISION NOT NULL,
  lon                 DOUBLE PRECISION NOT NULL,
  kind                TEXT             NOT NULL CHECK (kind IN ('regulatory', 'low-cost')),
  indoor              BOOLEAN          NOT NULL,
  upstream_ref        TEXT,                                    -- e.g. OpenAQ's PM2.5 sensor id
  listed_at           TIMESTAMPTZ      NOT NULL,
  readings_fetched_at TIMESTAMPTZ
);
CREATE INDEX observation_stations_position ON observation_stations (network, lat, lon);

-- Which areas were listed when, so an area with no station is not asked again all day.
CREATE TABLE observation_station_areas (
  network   TEXT        NOT NULL,
  area_key  TEXT        NOT NULL,
  listed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (network, area_key)
);

-- One hour of PM2.5 (µg/m³) at one station; `flags` are the ones only the vendor data tell
-- (channel-disagreement); the rest are computed when read, at the reader's "now".
CREATE TABLE observation_hours (
  station_id TEXT             NOT NULL REFERENCES observation_stations (id) ON DELETE CASCADE,
  hour       TIMESTAMPTZ      NOT NULL,
  pm2_5      DOUBLE PRECISION NOT NULL,
  raw_pm2_5  DOUBLE PRECISION,
  correction TEXT,
  flags      TEXT[]           NOT NULL DEFAULT '{}',
  fetched_at TIMESTAMPTZ      NOT NULL,
  PRIMARY KEY (station_id, hour)
);
CREATE INDEX observation_hours_hour ON observation_hours (hour);

-- A network that answered 429 is left alone until its Retry-After has passed.
CREATE TABLE observation_network_holds (
  network TEXT        PRIMARY KEY,
  until   TIMESTAMPTZ NOT NULL
);
