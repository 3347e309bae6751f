-- Sliding-window rate limits shared by every function instance: one row per allowed hit.
CREATE TABLE rate_limit_hits (
  bucket TEXT        NOT NULL,
  hit_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limit_hits_bucket_hit_at ON rate_limit_hits (bucket, hit_at);
