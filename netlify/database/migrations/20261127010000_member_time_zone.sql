-- The member's own time zone (decision 200): quiet hours, the daily cap's day and the times in
-- texts are read on the recipient's clock, not each place's. NULL: not known yet (members who
-- set up before this), so the job reads each place's own zone as it did.
ALTER TABLE alert_settings
  ADD COLUMN time_zone TEXT CHECK (time_zone IS NULL OR length(time_zone) BETWEEN 1 AND 64);
