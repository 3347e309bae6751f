import type { OverlayCell } from '../../../src/domain/contracts/map'
import type { LatLon } from '../../../src/domain/map/bbox'
import type { StationSeries } from '../../../src/domain/observations/types'
import { cellFor } from '../air-quality/cells'
import { cellForecast, type AdmitMiss, type ForecastError, type StoredForecast } from '../air-quality/forecast-store'
import { toEntries } from '../air-quality/responses'
import { cellStationsFrom, fuseCell, NO_CHOICES } from '../fusion/fused-cell'
import type { AirQualityProvider, CellForecast } from '../providers/air-quality/types'

/** Cells read at once: enough to hide latency, few enough not to hog the database pool. */
const CONCURRENT_READS = 6

export interface OverlayRead {
  forecasts: CellForecast[]
  /** Unix s: the oldest `fetchedAt` of the forecasts read. */
  oldestFetchedAt: number | null
  stale: boolean
  failures: ForecastError[]
  source: StoredForecast['forecast']['source'] | null
}

/**
 * The overlay's forecasts for the sampled points: each point's 0.1° cell read through the one
 * forecast store (the shared cache, each miss admitted by the read budgets, decision 120). A
 * cell the budgets refuse or the provider fails is left out and counted, so one bad cell never
 * blanks the view.
 */
export async function readOverlayForecasts(
  provider: AirQualityProvider,
  points: readonly LatLon[],
  now: number,
  admitMiss: AdmitMiss,
): Promise<OverlayRead> {
  const unique = [...new Map(points.map((p) => [cellFor(p).key, cellFor(p)])).values()]
  const results: Array<Awaited<ReturnType<typeof cellForecast>>> = []
  for (let i = 0; i < unique.length; i += CONCURRENT_READS) {
    const batch = unique.slice(i, i + CONCURRENT_READS)
    results.push(...(await Promise.all(batch.map((cell) => cellForecast(provider, cell, now, admitMiss)))))
  }
  const read: OverlayRead = { forecasts: [], oldestFetchedAt: null, stale: false, failures: [], source: null }
  for (const result of results) {
    if (!result.ok) {
      read.failures.push(result.error)
      continue
    }
    const { forecast, stale } = result.value
    read.forecasts.push(forecast)
    read.stale ||= stale
    read.source ??= forecast.source
    read.oldestFetchedAt = Math.min(read.oldestFetchedAt ?? forecast.fetchedAt, forecast.fetchedAt)
  }
  return read
}

/**
 * One overlay cell as a place's answer without anyone's choices reads it (decision 197): the
 * cell's forecast fused (`fuseCell`, decision 194) with the stations of the view's one read that
 * lie within the fusion's reach of the cell's centre (`cellStationsFrom`), then its levels at
 * `hours` from the same index as every screen (`toEntries`: NowCast up to now, the hour's own
 * value for forecast hours, decision 152), each with where its PM2.5 comes from.
 * @param now unix s
 */
export function overlayCell(forecast: CellForecast, viewStations: readonly StationSeries[], hours: readonly number[], now: number): OverlayCell {
  const { cell } = forecast
  const fusion = fuseCell(forecast, cellStationsFrom(viewStations, forecast), NO_CHOICES, { lat: cell.lat, lon: cell.lon }, now)
  const byHour = new Map(toEntries(fusion.forecast, now, fusion.sources).map((entry) => [entry.dt, entry]))
  return {
    key: cell.key,
    lat: cell.lat,
    lon: cell.lon,
    levels: hours.map((dt) => byHour.get(dt)?.main.aqi ?? null),
    usAqi: hours.map((dt) => byHour.get(dt)?.usAqi ?? null),
    // The hour's level rests on stations only when PM2.5 sets it; an ozone hour is the model's (issue 24 item 6).
    pmSources: hours.map((dt) => {
      const entry = byHour.get(dt)
      if (entry?.pmSource === undefined) return null
      return entry.dominantPollutant === null || entry.dominantPollutant === 'pm2_5' ? entry.pmSource : 'model'
    }),
  }
}
