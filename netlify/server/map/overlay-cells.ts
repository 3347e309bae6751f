import type { OverlayCell } from '../../../src/domain/contracts/map'
import type { LatLon } from '../../../src/domain/map/bbox'
import { cellFor } from '../air-quality/cells'
import { cellForecast, type AdmitMiss, type ForecastError, type StoredForecast } from '../air-quality/forecast-store'
import { toEntries } from '../air-quality/responses'
import type { AirQualityProvider } from '../providers/air-quality/types'

/** Cells read at once: enough to hide latency, few enough not to hog the database pool. */
const CONCURRENT_READS = 6

export interface OverlayRead {
  cells: OverlayCell[]
  /** Unix s: the oldest `fetchedAt` of the forecasts shown. */
  oldestFetchedAt: number | null
  stale: boolean
  failures: ForecastError[]
  source: StoredForecast['forecast']['source'] | null
}

/**
 * The overlay's cells for the sampled points: each point's 0.1° cell read through the one
 * forecast store (the shared cache, each miss admitted by the read budgets, decision 120),
 * then its levels at `hours` from the same index as every screen (`toEntries`: NowCast up to now,
 * the hour's own value for forecast hours, decision 152). A cell the budgets refuse or the provider fails is left out and
 * counted, so one bad cell never blanks the view.
 */
export async function readOverlayCells(
  provider: AirQualityProvider,
  points: readonly LatLon[],
  hours: readonly number[],
  now: number,
  admitMiss: AdmitMiss,
): Promise<OverlayRead> {
  const unique = [...new Map(points.map((p) => [cellFor(p).key, cellFor(p)])).values()]
  const results: Array<Awaited<ReturnType<typeof cellForecast>>> = []
  for (let i = 0; i < unique.length; i += CONCURRENT_READS) {
    const batch = unique.slice(i, i + CONCURRENT_READS)
    results.push(...(await Promise.all(batch.map((cell) => cellForecast(provider, cell, now, admitMiss)))))
  }
  const read: OverlayRead = { cells: [], oldestFetchedAt: null, stale: false, failures: [], source: null }
  results.forEach((result, i) => {
    const cell = unique[i]
    if (!cell) return
    if (!result.ok) {
      read.failures.push(result.error)
      return
    }
    const { forecast, stale } = result.value
    const byHour = new Map(toEntries(forecast, now).map((entry) => [entry.dt, entry]))
    read.cells.push({
      key: cell.key,
      lat: cell.lat,
      lon: cell.lon,
      levels: hours.map((dt) => byHour.get(dt)?.main.aqi ?? null),
      usAqi: hours.map((dt) => byHour.get(dt)?.usAqi ?? null),
    })
    read.stale ||= stale
    read.source ??= forecast.source
    read.oldestFetchedAt = Math.min(read.oldestFetchedAt ?? forecast.fetchedAt, forecast.fetchedAt)
  })
  return read
}
