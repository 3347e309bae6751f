-- The alert job at scale (docs/decisions/125-alert-job-queue.md).

-- The 0.1° forecast cell of a place, the key alertCellFor() computes in JavaScript
-- ('a:40.7,-74.0'): the coordinate's 15 significant digits (float8 -> numeric) rounded half
-- away from zero; longitude -180 is 180. Shards are ranges of this column, balanced by place count.
ALTER TABLE monitored_places ADD COLUMN cell_key TEXT COLLATE "C" GENERATED ALWAYS AS (
  'a:' || round(lat::numeric, 1)::text || ',' ||
  (CASE WHEN round(lon::numeric, 1) = -180 THEN 180.0 ELSE round(lon::numeric, 1) END)::text
) STORED;
CREATE INDEX monitored_places_cell ON monitored_places (cell_key);

-- The queue of one alert cycle's work, claimed by background workers with FOR UPDATE SKIP LOCKED.
-- 'cells': the places whose cell_key lies in (cell_after, cell_to] (NULL: open end); `cursor`
-- is the last cell whose batch is committed, so a cut-off shard resumes after it.
-- 'send': the one sender of recorded texts, paced to the SMS sender's throughput.
CREATE TABLE alert_jobs (
  id            BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          TEXT        NOT NULL CHECK (kind IN ('cells', 'send')),
  planned_at    TIMESTAMPTZ NOT NULL,
  cell_after    TEXT,
  cell_to       TEXT,
  places        INTEGER     NOT NULL DEFAULT 0,
  cursor        TEXT,
  status        TEXT        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts      INTEGER     NOT NULL DEFAULT 0,
  -- The worker holding the job (a random id per claim) and until when; renewed as it saves progress.
  claimed_by    UUID,
  claimed_until TIMESTAMPTZ,
  last_error    TEXT,
  started_at    TIMESTAMPTZ,
  finished_at   TIMESTAMPTZ
);
CREATE INDEX alert_jobs_open ON alert_jobs (kind, id) WHERE status = 'pending';

-- The sender's queue in order: texts to send, oldest first. Claiming a chunk reads the
-- chunk's rows, not every pending text (tens of thousands in a large cycle).
CREATE INDEX alerts_to_send ON alerts (created_at, id)
  WHERE status IN ('pending', 'failed') AND provider_id IS NULL AND kind <> 'test';
