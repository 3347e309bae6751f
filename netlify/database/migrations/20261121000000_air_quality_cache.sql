-- One row per (provider, ~1 km cell): the provider's hourly forecast for that cell,
-- kept until the next model update may have changed it. Every reader in every
-- function instance shares it, so a cell costs one upstream call per update.
CREATE TABLE air_quality_cache (
  provider   TEXT        NOT NULL,
  cell_key   TEXT        NOT NULL,
  payload    JSONB       NOT NULL,
  fetched_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (provider, cell_key)
);
