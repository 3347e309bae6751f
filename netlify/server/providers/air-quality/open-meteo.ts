import { z } from 'zod'
import type { HourlyReading } from '../../../../src/domain/aqi/pollutants'
import type { Source } from '../../../../src/domain/contracts/air-quality'
import { fetchJson } from '../../http-client'
import { ok } from '../../result'
import { fetchInChunks } from './batches'
import { hasReading } from './has-reading'
import { placeTimeZone } from './place-time-zone'
import type { AirQualityProvider, CellForecast, GridCell, ModelRunSource } from './types'

export const OPEN_METEO_BASE_URL = 'https://air-quality-api.open-meteo.com'
/** Commercial plans use this host together with `apikey` (Open-Meteo docs, "apikey"). */
export const OPEN_METEO_CUSTOMER_BASE_URL = 'https://customer-air-quality-api.open-meteo.com'

/**
 * Locations per request. Open-Meteo accepts up to 1000 comma-separated coordinates, but it
 * counts every location as one call against its fair-use limits and the URL and answer grow
 * with each one; 50 keeps a request under ~2 KB of URL and ~0.5 MB of JSON.
 */
export const OPEN_METEO_MAX_BATCH = 50

export const openMeteoSource: Source = {
  id: 'open-meteo',
  name: 'CAMS forecast via Open-Meteo',
  simulated: false,
  url: 'https://open-meteo.com/en/docs/air-quality-api',
}

/** Open-Meteo variable names (µg/m³) for our components; its own AQIs are never requested. */
const VARIABLES = {
  pm10: 'pm10',
  pm2_5: 'pm2_5',
  co: 'carbon_monoxide',
  no2: 'nitrogen_dioxide',
  so2: 'sulphur_dioxide',
  o3: 'ozone',
  nh3: 'ammonia',
} as const

const series = z.array(z.number().nullable())
const locationSchema = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    hourly: z.object({
      time: z.array(z.number().int()),
      pm10: series,
      pm2_5: series,
      carbon_monoxide: series,
      nitrogen_dioxide: series,
      sulphur_dioxide: series,
      ozone: series,
      // CAMS has ammonia only over Europe; tolerate its absence.
      ammonia: series.optional(),
    }),
  })
  .refine(({ hourly }) => Object.values(hourly).every((values) => !values || values.length === hourly.time.length), {
    message: 'hourly series differ in length from hourly.time',
  })
type OpenMeteoLocation = z.infer<typeof locationSchema>

/** One location answers an object, several answer an array in request order. */
const responseSchema = (count: number) =>
  count === 1
    ? z.union([locationSchema.transform((location) => [location]), z.array(locationSchema).length(1)])
    : z.array(locationSchema).length(count)

export interface OpenMeteoOptions {
  /** Defaults to the public host, or the customer host when `apiKey` is set. */
  baseUrl?: string
  /** Commercial API key, sent as `apikey`. */
  apiKey?: string
  /** Per request, milliseconds. */
  timeoutMs: number
  fetch?: typeof fetch
}

/**
 * The CAMS models behind the Air Quality API: with the default `domains=auto` it serves CAMS
 * Europe (0.1°) where that covers and CAMS global (0.4°) elsewhere (open-meteo.com/en/docs/air-quality-api,
 * "domains"). Their names are those of the model-updates page (open-meteo/open-meteo-website,
 * src/routes/en/docs/model-updates/+page.svelte: `fetchMeta('cams_global', 'air-quality')`).
 */
export const OPEN_METEO_MODELS = ['cams_global', 'cams_europe'] as const

/**
 * Open-Meteo's model metadata, `/data/<model>/static/meta.json` on the API's own host (the
 * model-updates page reads it from `https://air-quality-api.open-meteo.com/data/cams_global/static/meta.json`,
 * and from `customer-air-quality-api` for commercial keys). Fields (open-meteo/open-meteo,
 * Sources/App/Helper/ModelMetaJson.swift, `ModelUpdateMetaJson`): `last_run_initialisation_time`
 * (the run's reference time, unix s), `last_run_availability_time` ("time at which that model run
 * has been available on the current server"), `update_interval_seconds`. Calls to it do not count
 * towards the API's request limits (open-meteo.com/en/docs/model-updates).
 */
const metaSchema = z.object({
  last_run_initialisation_time: z.number().int(),
  last_run_availability_time: z.number().int(),
  update_interval_seconds: z.number().int().optional(),
})

function openMeteoModelRuns(baseUrl: string, timeoutMs: number, fetchImpl: typeof fetch | undefined): ModelRunSource {
  return {
    models: OPEN_METEO_MODELS,
    latestRun: async (model, { signal }) => {
      const result = await fetchJson(new URL(`/data/${model}/static/meta.json`, baseUrl), metaSchema, {
        upstream: 'Open-Meteo model metadata',
        timeoutMs,
        signal,
        fetch: fetchImpl,
      })
      if (!result.ok) return result
      return ok({ model, initialisedAt: result.value.last_run_initialisation_time, availableAt: result.value.last_run_availability_time })
    },
  }
}

/** The metadata is a small static file: a slow answer is not worth holding a reading for. */
const META_TIMEOUT_MS = 2000

/**
 * The default air-quality provider: the CAMS forecast through Open-Meteo's Air Quality API,
 * yesterday plus 5 forecast days (so trailing 24-h means exist for "now"), hourly, µg/m³,
 * in UTC days and whole UTC hours.
 */
export function createOpenMeteoProvider(options: OpenMeteoOptions): AirQualityProvider {
  const baseUrl = options.baseUrl ?? (options.apiKey ? OPEN_METEO_CUSTOMER_BASE_URL : OPEN_METEO_BASE_URL)
  return {
    id: 'open-meteo',
    maxBatch: OPEN_METEO_MAX_BATCH,
    fetchHourly: (cells, { signal, now }) =>
      fetchInChunks(cells, OPEN_METEO_MAX_BATCH, async (batch) => {
        const result = await fetchJson(requestUrl(baseUrl, batch, options.apiKey), responseSchema(batch.length), {
          upstream: 'Open-Meteo',
          timeoutMs: options.timeoutMs,
          signal,
          fetch: options.fetch,
        })
        if (!result.ok) return result
        // The schema checked that there is exactly one location per cell, in request order.
        return ok(batch.map((cell, i) => toCellForecast(cell, result.value[i] as OpenMeteoLocation, now)))
      }),
    modelRuns: openMeteoModelRuns(baseUrl, Math.min(options.timeoutMs, META_TIMEOUT_MS), options.fetch),
  }
}

function requestUrl(baseUrl: string, cells: GridCell[], apiKey: string | undefined): URL {
  const url = new URL('/v1/air-quality', baseUrl)
  url.searchParams.set('latitude', cells.map((cell) => coordinate(cell.lat)).join(','))
  url.searchParams.set('longitude', cells.map((cell) => coordinate(cell.lon)).join(','))
  url.searchParams.set('hourly', Object.values(VARIABLES).join(','))
  // Whole UTC hours. With `timezone=auto` Open-Meteo reads the data at the offset cut to whole
  // hours but stamps it with the real one, so in India (+05:30) the 19:00 UTC value comes
  // labelled 18:30 (open-meteo/open-meteo, Sources/App/Helper/ForecastapiQuery.swift,
  // getTimerange2: "Align data to nearest hour"). GMT is the documented default (docs,
  // "timezone"); the place's zone comes from `placeTimeZone` (decision 140).
  url.searchParams.set('timezone', 'GMT')
  url.searchParams.set('timeformat', 'unixtime')
  url.searchParams.set('past_days', '1')
  url.searchParams.set('forecast_days', '5')
  if (apiKey) url.searchParams.set('apikey', apiKey)
  return url
}

/** 4 decimals (~11 m) is finer than any grid cell and keeps float noise out of the URL. */
const coordinate = (degrees: number) => String(Number(degrees.toFixed(4)))

function toCellForecast(cell: GridCell, location: OpenMeteoLocation, now: number): CellForecast {
  const { hourly } = location
  const hours: HourlyReading[] = hourly.time.map((dt, i) => ({
    dt,
    components: {
      pm2_5: hourly.pm2_5[i] ?? null,
      pm10: hourly.pm10[i] ?? null,
      o3: hourly.ozone[i] ?? null,
      no2: hourly.nitrogen_dioxide[i] ?? null,
      so2: hourly.sulphur_dioxide[i] ?? null,
      co: hourly.carbon_monoxide[i] ?? null,
      no: null,
      nh3: hourly.ammonia?.[i] ?? null,
    },
  }))
  return {
    cell,
    // The tail of a CAMS run is often all-null: such hours carry no reading.
    hours: hours.filter(hasReading),
    timezone: placeTimeZone(cell.lat, cell.lon),
    source: openMeteoSource,
    fetchedAt: now,
  }
}
