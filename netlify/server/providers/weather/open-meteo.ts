import { z } from 'zod'
import type { LatLon } from '../../../../src/domain/map/bbox'
import { fetchJson } from '../../http-client'
import { ok } from '../../result'
import type { WeatherProvider } from './types'

export const OPEN_METEO_WEATHER_BASE_URL = 'https://api.open-meteo.com'
/** Commercial plans use the customer host with `apikey` (Open-Meteo docs, "Commercial use"). */
export const OPEN_METEO_WEATHER_CUSTOMER_BASE_URL = 'https://customer-api.open-meteo.com'

const series = z.array(z.number().nullable())
const locationSchema = z.object({
  hourly: z.object({ time: z.array(z.number().int()), wind_speed_10m: series, wind_direction_10m: series }),
})
const responseSchema = (count: number) =>
  count === 1 ? z.union([locationSchema.transform((l) => [l]), z.array(locationSchema).length(1)]) : z.array(locationSchema).length(count)

/**
 * Wind from Open-Meteo's Weather Forecast API (https://open-meteo.com/en/docs): hourly
 * `wind_speed_10m` in m/s (`wind_speed_unit=ms`) and `wind_direction_10m` (degrees, where the
 * wind comes from), whole UTC hours as unix time, several comma-separated coordinates in one
 * request. The same terms as the air-quality API: keyless only for non-commercial use, else
 * the customer host with `apikey` (decision 100).
 */
export function createOpenMeteoWeather(options: { baseUrl?: string; apiKey?: string; timeoutMs: number }): WeatherProvider {
  const baseUrl = options.baseUrl ?? (options.apiKey ? OPEN_METEO_WEATHER_CUSTOMER_BASE_URL : OPEN_METEO_WEATHER_BASE_URL)
  return {
    id: 'open-meteo',
    source: { name: 'Wind forecast via Open-Meteo', simulated: false, url: 'https://open-meteo.com/en/docs' },
    fetchWind: async (points, hours, { signal }) => {
      const result = await fetchJson(requestUrl(baseUrl, points, options.apiKey), responseSchema(points.length), {
        upstream: 'Open-Meteo',
        timeoutMs: options.timeoutMs,
        signal,
      })
      if (!result.ok) return result
      return ok(
        points.map((point, i) => {
          const { hourly } = result.value[i] ?? { hourly: { time: [], wind_speed_10m: [], wind_direction_10m: [] } }
          const at = new Map(hourly.time.map((dt, j) => [dt, j]))
          const pick = (values: Array<number | null>) => hours.map((dt) => values[at.get(dt) ?? -1] ?? null)
          return { ...point, speedMs: pick(hourly.wind_speed_10m), fromDegrees: pick(hourly.wind_direction_10m) }
        }),
      )
    },
  }
}

function requestUrl(baseUrl: string, points: readonly LatLon[], apiKey: string | undefined): URL {
  const url = new URL('/v1/forecast', baseUrl)
  url.searchParams.set('latitude', points.map((p) => String(p.lat)).join(','))
  url.searchParams.set('longitude', points.map((p) => String(p.lon)).join(','))
  url.searchParams.set('hourly', 'wind_speed_10m,wind_direction_10m')
  url.searchParams.set('wind_speed_unit', 'ms')
  url.searchParams.set('timezone', 'GMT')
  url.searchParams.set('timeformat', 'unixtime')
  url.searchParams.set('forecast_days', '2')
  if (apiKey) url.searchParams.set('apikey', apiKey)
  return url
}
