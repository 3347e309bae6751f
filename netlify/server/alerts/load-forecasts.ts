import { MAX_STALE_SECONDS, withModelRun } from '../air-quality/forecast-store'
import { admitJobForecastCalls } from '../air-quality/read-budget'
import { serverEnv } from '../env'
import { latestModelRun } from '../air-quality/model-runs'
import { predatesRun } from '../../../src/domain/forecast/model-run'
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
 * all of them (rows older than the model's latest run count as misses, decision 153), then the misses from the provider in batches of its `maxBatch` (one request
 * per batch), each batch stored with one statement. Each request is counted against the job's
 * share of the provider, one call per cell (`admitJobForecastCalls`, decision 246). A cell whose
 * fetch fails or is refused falls back to its cached forecast while that is at most
 * MAX_STALE_SECONDS old. `now` in unix s.
 */
export async function loadCellForecasts(
  provider: AirQualityProvider,
  cells: readonly GridCell[],
  now: number,
  db: Queryable,
  signal?: AbortSignal,
  admit: (calls: number) => Promise<boolean> = (calls) => admitJobForecastCalls(serverEnv(), provider.id, calls, now),
): Promise<CellForecasts> {
  if (cells.length === 0) return { forecasts: new Map(), failed: new Map(), upstreamRequests: 0 }
  const { fresh: forecasts, stale } = await readCachedForecasts(db, provider.id, cells.map((c) => c.key), now)
  // A row that predates the model's latest run is fetched again (decision 153); it stays the fallback.
  const run = await latestModelRun(provider, now)
  if (run) {
    for (const [key, forecast] of forecasts) {
      if (!predatesRun(forecast.fetchedAt, run)) continue
      forecasts.delete(key)
      stale.set(key, forecast)
    }
  }
  const failed = new Map<string, string>()
  const misses = cells.filter((c) => !forecasts.has(c.key))
  const batches = chunk(misses, Math.max(1, provider.maxBatch))
  let upstreamRequests = 0
  let next = 0
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]
      if (!batch) break
      const admitted = await admit(batch.length)
      if (admitted) upstreamRequests++
      const timeout = AbortSignal.timeout(30_000)
      const result = admitted
        ? await provider.fetchHourly(batch, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, now })
        : ({ ok: false, error: { message: `the alert job's share of ${provider.id} is spent (decision 246)` } } as const)
      if (result.ok) {
        const fetched = withModelRun(result.value, run)
        for (const forecast of fetched) forecasts.set(forecast.cell.key, forecast)
        await storeForecasts(db, provider.id, fetched)
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
