import { MAX_STALE_SECONDS } from '../air-quality/forecast-store'
import { readCachedForecasts, storeForecasts } from '../data/forecast-cache'
import type { Queryable } from '../data/transaction'
import { chunk } from '../providers/air-quality/batches'
import type { AirQualityProvider, CellForecast, GridCell } from '../providers/air-quality/types'

export interface CellForecasts {
  forecasts: Map<string, CellForecast>
  /** Cells with no usable forecast, and why. */
  failed: Map<string, string>
  upstreamRequests: number
}

/** Provider requests in flight at once. */
const FETCH_CONCURRENCY = 4

/**
 * Step 2 of a batch — loading forecasts: the forecasts of many cells, one cache read for
 * all of them, then the misses from the provider in batches of its `maxBatch` (one request
 * per batch), each batch stored with one statement. A cell whose fetch fails falls back to
 * its cached forecast while that is at most MAX_STALE_SECONDS old. `now` in unix s.
 */
export async function loadCellForecasts(
  provider: AirQualityProvider,
  cells: readonly GridCell[],
  now: number,
  db: Queryable,
  signal?: AbortSignal,
): Promise<CellForecasts> {
  if (cells.length === 0) return { forecasts: new Map(), failed: new Map(), upstreamRequests: 0 }
  const { fresh: forecasts, stale } = await readCachedForecasts(db, provider.id, cells.map((c) => c.key), now)
  const failed = new Map<string, string>()
  const misses = cells.filter((c) => !forecasts.has(c.key))
  const batches = chunk(misses, Math.max(1, provider.maxBatch))
  let upstreamRequests = 0
  let next = 0
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]
      if (!batch) break
      upstreamRequests++
      const timeout = AbortSignal.timeout(30_000)
      const result = await provider.fetchHourly(batch, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, now })
      if (result.ok) {
        for (const forecast of result.value) forecasts.set(forecast.cell.key, forecast)
        await storeForecasts(db, provider.id, result.value)
        continue
      }
      for (const cell of batch) {
        const old = stale.get(cell.key)
        if (old && now - old.fetchedAt <= MAX_STALE_SECONDS) forecasts.set(cell.key, old)
        else failed.set(cell.key, result.error.message)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, batches.length) }, worker))
  return { forecasts, failed, upstreamRequests }
}
