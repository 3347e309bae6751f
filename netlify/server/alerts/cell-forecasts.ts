import { CACHE_TTL_SECONDS, MAX_STALE_SECONDS, storedForecastSchema } from '../air-quality/forecast-store'
import { chunk } from '../providers/air-quality/batches'
import type { AirQualityProvider, CellForecast, GridCell } from '../providers/air-quality/types'

export type QueryFn = <Row extends object>(text: string, values?: unknown[]) => Promise<Row[]>

export interface CellForecasts {
  forecasts: Map<string, CellForecast>
  /** Cells with no usable forecast, and why. */
  failed: Map<string, string>
  upstreamRequests: number
}

/** Provider requests in flight at once. */
const FETCH_CONCURRENCY = 4

/**
 * The forecasts of many cells for one alert cycle: one cache read for all of them, then
 * the misses from the provider in batches of its `maxBatch` (one request per batch), each
 * batch stored with one statement. A cell whose fetch fails falls back to its cached
 * forecast while that is at most MAX_STALE_SECONDS old.
 */
export async function loadCellForecasts(
  provider: AirQualityProvider,
  cells: readonly GridCell[],
  now: number,
  q: QueryFn,
): Promise<CellForecasts> {
  const forecasts = new Map<string, CellForecast>()
  const failed = new Map<string, string>()
  const stale = new Map<string, CellForecast>()
  const rows = await q<{ cell_key: string; payload: unknown; fresh: boolean }>(
    `SELECT cell_key, payload, expires_at > to_timestamp($3) AS fresh
       FROM air_quality_cache WHERE provider = $1 AND cell_key = ANY($2::text[])`,
    [provider.id, cells.map((c) => c.key), now],
  )
  for (const row of rows) {
    const parsed = storedForecastSchema.safeParse(row.payload)
    if (!parsed.success) continue
    if (row.fresh) forecasts.set(row.cell_key, parsed.data)
    else stale.set(row.cell_key, parsed.data)
  }

  const misses = cells.filter((c) => !forecasts.has(c.key))
  const batches = chunk(misses, Math.max(1, provider.maxBatch))
  let upstreamRequests = 0
  let next = 0
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]
      if (!batch) break
      upstreamRequests++
      const result = await provider.fetchHourly(batch, { signal: AbortSignal.timeout(30_000), now })
      if (result.ok) {
        for (const forecast of result.value) forecasts.set(forecast.cell.key, forecast)
        await storeForecasts(provider.id, result.value, q)
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

async function storeForecasts(providerId: string, list: readonly CellForecast[], q: QueryFn): Promise<void> {
  if (list.length === 0) return
  await q(
    `INSERT INTO air_quality_cache (provider, cell_key, payload, fetched_at, expires_at)
     SELECT $1, x.key, x.payload, to_timestamp(x.fetched_at), to_timestamp(x.fetched_at + $3)
       FROM jsonb_to_recordset($2::jsonb) AS x(key text, payload jsonb, fetched_at float8)
     ON CONFLICT (provider, cell_key) DO UPDATE
       SET payload = EXCLUDED.payload, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at`,
    [providerId, JSON.stringify(list.map((f) => ({ key: f.cell.key, payload: f, fetched_at: f.fetchedAt }))), CACHE_TTL_SECONDS],
  )
}
