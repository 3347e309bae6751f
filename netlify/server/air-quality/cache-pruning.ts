import { query } from '../db'
import { MAX_STALE_SECONDS } from './forecast-store'

export interface PruneCounts {
  forecasts: number
  callWindows: number
}

/** Rows one statement deletes: short statements, so readers and writers never wait long. */
export const PRUNE_BATCH = 1000
/** Statements one run may take; the rest waits for the next hour (or a write's own pruning). */
const MAX_BATCHES = 20

/**
 * Deletes what no reader may use any more, in bounded batches: cached forecasts fetched
 * more than MAX_STALE_SECONDS ago (past even the provider-down fallback) and the read
 * budget's ended windows. `now` is unix seconds.
 */
export async function pruneAirQualityRows(now: number): Promise<PruneCounts> {
  let forecasts = 0
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const deleted = await query(
      `DELETE FROM air_quality_cache
        WHERE (provider, cell_key) IN (
          SELECT provider, cell_key FROM air_quality_cache
           WHERE fetched_at < to_timestamp($1::float8 - $2::float8) ORDER BY fetched_at LIMIT $3)
       RETURNING 1`,
      [now, MAX_STALE_SECONDS, PRUNE_BATCH],
    )
    forecasts += deleted.length
    if (deleted.length < PRUNE_BATCH) break
  }
  const windows = await query(`DELETE FROM upstream_call_windows WHERE ends_at < to_timestamp($1) RETURNING 1`, [now])
  return { forecasts, callWindows: windows.length }
}
