-- A member's alert threshold may be on an official index (docs/decisions/275): DEFRA's UK DAQI
-- (4-10) or the EEA's European AQI (2-6). The accuracy record keeps a row per threshold the job
-- watched, so its tables take the same kinds. Existing thresholds keep their kinds and values.
ALTER TABLE alert_settings DROP CONSTRAINT alert_settings_threshold_kind_check;
ALTER TABLE alert_settings ADD CONSTRAINT alert_settings_threshold_kind_check
  CHECK (threshold_kind IN ('level', 'us_aqi', 'pm25', 'uk_daqi', 'eaqi'));

ALTER TABLE accuracy_watch DROP CONSTRAINT accuracy_watch_threshold_kind_check;
ALTER TABLE accuracy_watch ADD CONSTRAINT accuracy_watch_threshold_kind_check
  CHECK (threshold_kind IN ('level', 'us_aqi', 'pm25', 'uk_daqi', 'eaqi'));

ALTER TABLE accuracy_predictions DROP CONSTRAINT accuracy_predictions_threshold_kind_check;
ALTER TABLE accuracy_predictions ADD CONSTRAINT accuracy_predictions_threshold_kind_check
  CHECK (threshold_kind IN ('level', 'us_aqi', 'pm25', 'uk_daqi', 'eaqi'));
