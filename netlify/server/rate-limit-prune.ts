import { query } from './db'

export interface PruneOptions {
  /** Rows per DELETE: small enough that one statement holds its locks briefly. */
  batchSize?: number
  /** Statements per run, so a run after a flood stays well inside a scheduled function's 30 s. */
  maxBatches?: number
}

/**
 * Deletes rate-limit hits whose window has passed, in every bucket: a bucket whose key never
 * calls again (one of a million rotated addresses) is otherwise never cleaned by
 * `takeRateLimit`. Bounded: at most `batchSize × maxBatches` rows per run; the next run goes on
 * where it stopped. Returns the number of rows deleted.
 */
export async function pruneRateLimitHits(now: Date, { batchSize = 10_000, maxBatches = 30 }: PruneOptions = {}): Promise<number> {
  let total = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const [row] = await query<{ n: number }>(
      `WITH pruned AS (
         DELETE FROM rate_limit_hits
          WHERE ctid = ANY (ARRAY(SELECT ctid FROM rate_limit_hits WHERE expires_at <= $1 LIMIT $2))
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM pruned`,
      [now, batchSize],
    )
    const deleted = row?.n ?? 0
    total += deleted
    if (deleted < batchSize) break
  }
  return total
}
