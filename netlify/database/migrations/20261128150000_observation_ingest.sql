-- Issue 22 item 1 (docs/decisions/245-observations-are-ingested.md): station hours are kept by
-- a scheduled ingest for the areas people watch and view; reads and the alert job read them.

-- When the ingest last brought an area's stations up to date, per network (null: never).
ALTER TABLE observation_station_areas ADD COLUMN ingested_at TIMESTAMPTZ;

-- The earliest hour a fetch of this station's hours has asked for: under 13 days back, the
-- ingest asks for the 14 days the early warning needs (decision 220) once.
ALTER TABLE observation_stations ADD COLUMN history_from TIMESTAMPTZ;

-- Cells whose stations someone looked at (a place read, a map view's centre): the ingest keeps
-- them up to date for a week after the last look, from the public share (decision 234).
CREATE TABLE observation_viewed_cells (
  cell_key  TEXT COLLATE "C" PRIMARY KEY,
  viewed_at TIMESTAMPTZ      NOT NULL
);
CREATE INDEX observation_viewed_cells_at ON observation_viewed_cells (viewed_at);
