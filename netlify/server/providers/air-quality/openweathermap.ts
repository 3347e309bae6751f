import { z } from 'zod'
import type { HourlyReading } from '../../../../src/domain/aqi/pollutants'
import type { Source } from '../../../../src/domain/contracts/air-quality'
import { fetchJson } from '../../http-client'
import { ok } from '../../result'
import { fetchInChunks } from './batches'
import { hasReading } from './has-reading'
import { placeTimeZone } from './place-time-zone'
import type { AirQualityProvider, CellForecast, GridCell } from './types'

export const OPENWEATHERMAP_BASE_URL = 'https://api.openweathermap.org'

export const openWeatherMapSource: Source = {
  id: 'openweathermap',
  name: 'OpenWeatherMap Air Pollution API',
  simulated: false,
  url: 'https://openweathermap.org/api/air-pollution',
}

const HOUR_SECONDS = 3600
/** History asked for before the current hour, seconds: enough for trailing 24-h means. */
const HISTORY_SECONDS = 24 * HOUR_SECONDS

/** A missing component is an unknown value, not a failed answer. */
const concentration = z.number().nullable().optional()
/** `main.aqi` (OpenWeather's own index) is deliberately not read: our domain computes indexes. */
const responseSchema = z.object({
  list: z.array(
    z.object({
      dt: z.number().int(),
      components: z.object({
        co: concentration,
        no: concentration,
        no2: concentration,
        o3: concentration,
        so2: concentration,
        pm2_5: concentration,
        pm10: concentration,
        nh3: concentration,
      }),
    }),
  ),
})
type OpenWeatherMapEntry = z.infer<typeof responseSchema>['list'][number]

export interface OpenWeatherMapOptions {
  /** Defaults to https://api.openweathermap.org. */
  baseUrl?: string
  /** Sent as `appid`. */
  apiKey: string
  /** Per request, milliseconds. */
  timeoutMs: number
  fetch?: typeof fetch
}

/**
 * OpenWeatherMap Air Pollution API (µg/m³). The API takes one coordinate per request, so
 * each cell costs two calls made in parallel: `/air_pollution/history` for the 24 h before
 * the current hour and `/air_pollution/forecast` for the current hour and ~4 days ahead.
 * Cells are fetched one after another. OpenWeather gives no time zone: `placeTimeZone` does.
 */
export function createOpenWeatherMapProvider(options: OpenWeatherMapOptions): AirQualityProvider {
  const baseUrl = options.baseUrl ?? OPENWEATHERMAP_BASE_URL
  return {
    id: 'openweathermap',
    maxBatch: 1,
    fetchHourly: (cells, { signal, now }) =>
      fetchInChunks(cells, 1, async ([cell]) => {
        if (!cell) return ok([])
        const currentHour = Math.floor(now / HOUR_SECONDS) * HOUR_SECONDS
        const get = (path: string, extra: Record<string, number> = {}) =>
          fetchJson(requestUrl(baseUrl, path, cell, options.apiKey, extra), responseSchema, {
            upstream: 'OpenWeatherMap',
            timeoutMs: options.timeoutMs,
            signal,
            fetch: options.fetch,
          })
        const [history, forecast] = await Promise.all([
          get('/data/2.5/air_pollution/history', { start: currentHour - HISTORY_SECONDS, end: currentHour }),
          get('/data/2.5/air_pollution/forecast'),
        ])
        if (!history.ok) return history
        if (!forecast.ok) return forecast
        return ok([toCellForecast(cell, [...history.value.list, ...forecast.value.list], now)])
      }),
  }
}

function requestUrl(baseUrl: string, path: string, cell: GridCell, apiKey: string, extra: Record<string, number>) {
  const url = new URL(path, baseUrl)
  url.searchParams.set('lat', String(Number(cell.lat.toFixed(4))))
  url.searchParams.set('lon', String(Number(cell.lon.toFixed(4))))
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, String(value))
  url.searchParams.set('appid', apiKey)
  return url
}

/** Later entries win for the same hour, so the forecast replaces history at the current hour. */
function toCellForecast(cell: GridCell, entries: OpenWeatherMapEntry[], now: number): CellForecast {
  const byHour = new Map<number, HourlyReading>()
  for (const { dt, components: c } of entries) {
    const hour = Math.floor(dt / HOUR_SECONDS) * HOUR_SECONDS
    byHour.set(hour, {
      dt: hour,
      components: {
        pm2_5: c.pm2_5 ?? null,
        pm10: c.pm10 ?? null,
        o3: c.o3 ?? null,
        no2: c.no2 ?? null,
        so2: c.so2 ?? null,
        co: c.co ?? null,
        no: c.no ?? null,
        nh3: c.nh3 ?? null,
      },
    })
  }
  return {
    cell,
    hours: [...byHour.values()].filter(hasReading).sort((a, b) => a.dt - b.dt),
    timezone: placeTimeZone(cell.lat, cell.lon),
    source: openWeatherMapSource,
    fetchedAt: now,
  }
}
