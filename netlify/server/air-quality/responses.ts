import { indexSeriesAt } from '../../../src/domain/aqi/index-series-at'
import type { AirQualityEntry, AirQualityResponse } from '../../../src/domain/contracts/air-quality'
import { offsetChanges, zoneOffsetAt } from '../../../src/domain/time/time-zone'
import type { FusedSource } from '../../../src/domain/fusion/types'
import type { CellForecast } from '../providers/air-quality/types'

const HOUR = 3600

/** How far ahead each endpoint looks, in hours (free: a 2-day forecast; premium: 5 days). */
export const WINDOW_HOURS = { current: 1, forecast: 48, 'forecast-premium': 120 } as const
export type AirQualityView = keyof typeof WINDOW_HOURS

/**
 * Every hour of a cell's forecast as an API entry: the US AQI and the spec's 1-5 level, which is
 * that AQI's category (decision 135), computed by our domain from the concentrations (never taken
 * from the provider) by the rule the alert job uses (`indexSeriesAt`, decision 152): NowCast up to
 * the hour containing `now` (unix s), each later hour from its own concentration, labelled
 * `averaging`, and where its PM2.5 comes from (`pmSources`, one per hour: measured, fused or the
 * model's; decision 194). Hours without a US AQI are left out.
 */
export function toEntries(forecast: CellForecast, now: number, pmSources?: readonly FusedSource[]): AirQualityEntry[] {
  const series = indexSeriesAt(forecast.hours, now)
  const entries: AirQualityEntry[] = []
  forecast.hours.forEach((hour, i) => {
    const indexed = series[i]
    const at = indexed?.indexes
    if (!indexed || !at || at.owm5.index === null) return
    entries.push({
      dt: hour.dt,
      main: { aqi: at.owm5.index },
      components: hour.components,
      usAqi: at.usAqi.index,
      usAqiBeyond: at.usAqi.beyond,
      usSubIndexes: at.usSubIndexes,
      dominantPollutant: at.usAqi.dominant,
      averaging: indexed.averaging,
      official: { ukDaqi: at.ukDaqi.index, eaqi: at.eaqi.index },
      ...(pmSources ? { pmSource: pmSources[i] ?? 'model' } : {}),
    })
  })
  return entries
}

/**
 * The entries a view shows: from the hour containing `now` (unix s) onward, for the
 * view's window. Null when the forecast does not cover the current hour.
 */
export function entriesFor(view: AirQualityView, entries: AirQualityEntry[], now: number): AirQualityEntry[] | null {
  const currentHour = Math.floor(now / HOUR) * HOUR
  const end = currentHour + WINDOW_HOURS[view] * HOUR
  const shown = entries.filter((e) => e.dt >= currentHour && e.dt < end)
  return shown[0]?.dt === currentHour ? shown : null
}

/**
 * The docs/product.md §API body with our additions: source, ages, and the place's time zone with its
 * offsets from the first hour shown to the end of the last (decision 140).
 */
export function airQualityBody(forecast: CellForecast, list: AirQualityEntry[], now: number): AirQualityResponse {
  const from = Math.min(now, list[0]?.dt ?? now)
  const to = Math.max(now, (list[list.length - 1]?.dt ?? now) + HOUR)
  return {
    coord: { lat: forecast.cell.lat, lon: forecast.cell.lon },
    list,
    source: forecast.source,
    generatedAt: new Date(now * 1000).toISOString(),
    fetchedAt: new Date(forecast.fetchedAt * 1000).toISOString(),
    utcOffsetSeconds: zoneOffsetAt(forecast.timezone)(now),
    timezone: forecast.timezone,
    utcOffsets: offsetChanges(forecast.timezone, from, to),
  }
}
