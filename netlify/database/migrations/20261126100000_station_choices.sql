-- A person's choice of stations for a watched place (issue 14 part 3, decision 194): stations
-- pinned (used first, in order, while their data is valid) and excluded (never used). Ids look
-- like 'openaq:2178'. The alert job fuses the place's hours with these; the dashboard sends the
-- same choices as ?pin= and ?exclude= so a place's screen and its texts agree.
ALTER TABLE monitored_places
  ADD COLUMN pinned_station_ids   TEXT[] NOT NULL DEFAULT '{}' CHECK (cardinality(pinned_station_ids) <= 3),
  ADD COLUMN excluded_station_ids TEXT[] NOT NULL DEFAULT '{}' CHECK (cardinality(excluded_station_ids) <= 20);
