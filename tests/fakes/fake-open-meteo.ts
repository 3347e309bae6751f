import { readFileSync } from 'node:fs'
import tzLookup from '@photostructure/tz-lookup'
import { zoneOffsetAt } from '../../src/domain/time/time-zone'
import { startFakeUpstream } from './fake-upstream'
import type { FakeReply, FakeUpstream, RecordedRequest } from './fake-upstream'
import { placeFactor, realNow } from './scripted-hours'
import type { ScriptedHours } from './scripted-hours'

export interface FakeOpenMeteoOptions {
  /** The fake's clock, unix seconds; answers cover yesterday..+5 days around it. */
  now?: () => number
  /** Retry-After sent in 'rate-limited' mode (default 60 s); null sends none. */
  retryAfterSeconds?: number | null
}

/** A model run as `/data/<model>/static/meta.json` tells it (unix s). */
export interface FakeModelRun {
  initialisedAt: number
  availableAt: number
}

export interface FakeOpenMeteo extends FakeUpstream {
  /** Scripts concentrations per place and hour (null restores the fixture's). */
  setPayloadFor(script: ScriptedHours | null): void
  /**
   * Publishes a new run of `model` (default: every model) in the model metadata; null restores
   * the default, a run published long ago (`DEFAULT_RUN`). Metadata requests are `sideRequests`.
   */
  publishRun(run: FakeModelRun | null, model?: string): void
}

/** The models the real API has metadata for (open-meteo.com/en/docs/model-updates, "Air Quality"). */
const MODELS = ['cams_global', 'cams_europe', 'cams_global_greenhouse_gases']
/** Until a test publishes one: a run published before any test's clock, so no cached row predates it. */
/**
 * The start of the hour under way when it is called (unix s). A payload that changes "from this
 * hour" reads it per request, not once when the test file starts: a run that crosses the hour would
 * otherwise see two hours of the new air and another level.
 */
export const hourUnderWay = (): number => Math.floor(Date.now() / 1000 / 3600) * 3600

export const DEFAULT_RUN: FakeModelRun = { initialisedAt: 1_700_000_000 - 5 * 3600, availableAt: 1_700_000_000 }
const META_PATH = /^\/data\/([a-z0-9_]+)\/static\/meta\.json$/

/** Hourly variables the real API knows (open-meteo.com/en/docs/air-quality-api), a useful subset. */
const KNOWN_VARIABLES = new Set([
  'pm10', 'pm2_5', 'carbon_monoxide', 'carbon_dioxide', 'nitrogen_dioxide', 'sulphur_dioxide', 'ozone',
  'aerosol_optical_depth', 'dust', 'uv_index', 'uv_index_clear_sky', 'ammonia', 'methane',
  'nitrogen_monoxide', 'european_aqi', 'us_aqi',
])
/** Our component names → Open-Meteo variable names. */
const VENDOR_NAMES = {
  pm2_5: 'pm2_5', pm10: 'pm10', o3: 'ozone', no2: 'nitrogen_dioxide', so2: 'sulphur_dioxide',
  co: 'carbon_monoxide', nh3: 'ammonia', no: 'nitrogen_monoxide',
} as const
/** The recorded answer for New York: 6 days of hourly unix times from local midnight. */
interface OpenMeteoFixture {
  latitude: number
  longitude: number
  generationtime_ms: number
  utc_offset_seconds: number
  timezone: string
  elevation: number
  hourly: Record<string, Array<number | null>> & { time: number[] }
}
export const openMeteoFixture = JSON.parse(
  readFileSync(new URL('../fixtures/open-meteo-new-york.json', import.meta.url), 'utf8'),
) as OpenMeteoFixture
const DAY = 86400

/**
 * A fake Open-Meteo Air Quality API. In 'ok' mode it replays the recorded New York answer
 * (tests/fixtures/open-meteo-new-york.json) with its hours moved to the fake's "now",
 * answers an array for several coordinates, each with its own coordinates, and rejects
 * unknown variables and bad parameters with HTTP 400 as the real API does.
 */
export async function startFakeOpenMeteo(options: FakeOpenMeteoOptions = {}): Promise<FakeOpenMeteo> {
  const now = options.now ?? realNow
  let script: ScriptedHours | null = null
  const runs = new Map<string, FakeModelRun>()
  const fake = await startFakeUpstream({
    answer: (request) => metaAnswer(request.path, runs) ?? answer(request, now(), script),
    isSideRequest: (request) => META_PATH.test(request.path),
    serverErrorBody: { error: true, reason: 'Internal Server Error' },
    rateLimitedBody: { error: true, reason: 'Minutely API request limit exceeded. Please try again in one minute.' },
    invalidShapeBody: { latitude: 40.7, longitude: -74, hourly: { time: ['2025-07-13T00:00'], pm10: ['n/a'] } },
    retryAfterSeconds: options.retryAfterSeconds === undefined ? 60 : options.retryAfterSeconds,
  })
  return {
    ...fake,
    setPayloadFor: (next) => {
      script = next
    },
    publishRun: (run, model) => {
      for (const name of model === undefined ? MODELS : [model]) {
        if (run) runs.set(name, run)
        else runs.delete(name)
      }
    },
  }
}

/**
 * `/data/<model>/static/meta.json`, with the fields of the real file (open-meteo/open-meteo,
 * Sources/App/Helper/ModelMetaJson.swift); CAMS global runs every 12 h. Null for other paths.
 */
function metaAnswer(path: string, runs: ReadonlyMap<string, FakeModelRun>): FakeReply | null {
  const model = META_PATH.exec(path)?.[1]
  if (model === undefined) return null
  if (!MODELS.includes(model)) return { status: 404, body: { error: true, reason: 'Not Found' } }
  const run = runs.get(model) ?? DEFAULT_RUN
  return {
    status: 200,
    body: {
      crs_wkt: '',
      data_end_time: run.initialisedAt + 5 * DAY,
      last_run_initialisation_time: run.initialisedAt,
      last_run_modification_time: run.availableAt - 60,
      last_run_availability_time: run.availableAt,
      temporal_resolution_seconds: 3600,
      update_interval_seconds: 12 * 3600,
    },
  }
}

function answer({ path, query }: RecordedRequest, now: number, script: ScriptedHours | null): FakeReply {
  const bad = (reason: string): FakeReply => ({ status: 400, body: { error: true, reason } })
  if (path !== '/v1/air-quality') return { status: 404, body: { error: true, reason: 'Not Found' } }
  const lats = (query['latitude'] ?? '').split(',').map(Number)
  const lons = (query['longitude'] ?? '').split(',').map(Number)
  if (lats.length !== lons.length) return bad("Parameter 'latitude' and 'longitude' must have the same number of elements")
  if (lats.some((lat) => !(Math.abs(lat) <= 90)) || lons.some((lon) => !(Math.abs(lon) <= 180))) {
    return bad('Latitude must be in range of -90 to 90°. Longitude must be in range of -180 to 180°.')
  }
  const variables = (query['hourly'] ?? '').split(',').filter((name) => name !== '')
  const unknown = variables.find((name) => !KNOWN_VARIABLES.has(name))
  if (unknown) return bad(`Cannot initialize AirQualityVariable from invalid String value ${unknown}`)
  const pastDays = Number(query['past_days'] ?? 0)
  const forecastDays = Number(query['forecast_days'] ?? 5)
  if (!Number.isInteger(pastDays) || pastDays < 0 || pastDays > 92) return bad('Parameter past_days must be between 0 and 92')
  if (!Number.isInteger(forecastDays) || forecastDays < 0 || forecastDays > 7) return bad('Forecast days is invalid. Allowed range 0 to 7.')

  const locations = lats.map((lat, i) => {
    const lon = lons[i] ?? 0
    const zone = zoneOf(query['timezone'], lat, lon, now)
    if (!zone) return null
    // Data starts at local midnight, `past_days` before today (Open-Meteo docs, "timezone"). As
    // the real API does, it is read at the offset cut to whole hours and stamped with the real
    // one, so a +05:30 zone gets the 19:00 UTC value stamped 18:30 (open-meteo/open-meteo,
    // Sources/App/Helper/ForecastapiQuery.swift, getTimerange2).
    const readOffset = Math.trunc(zone.offset / 3600) * 3600
    const start = Math.floor((now + readOffset) / DAY) * DAY - pastDays * DAY
    const readTimes = Array.from({ length: (pastDays + forecastDays) * 24 }, (_, h) => start - readOffset + h * 3600)
    const times = readTimes.map((t) => t + readOffset - zone.offset)
    const factor = isFixturePlace(lat, lon) ? 1 : placeFactor(lat, lon)
    const hourly: Record<string, unknown[]> = {
      time: query['timeformat'] === 'unixtime' ? times : times.map((t) => isoLocal(t + zone.offset)),
    }
    for (const name of variables) {
      hourly[name] = readTimes.map((dt, h) => {
        const scripted = script?.(lat, lon, dt)
        const key = (Object.keys(VENDOR_NAMES) as Array<keyof typeof VENDOR_NAMES>).find((k) => VENDOR_NAMES[k] === name)
        if (scripted && key && scripted[key] !== undefined) return scripted[key]
        const value = openMeteoFixture.hourly[name]?.[h % openMeteoFixture.hourly.time.length] ?? null
        return value === null ? null : Math.round(value * factor * 10) / 10
      })
    }
    return {
      latitude: lat, longitude: lon, generationtime_ms: openMeteoFixture.generationtime_ms,
      utc_offset_seconds: zone.offset, timezone: zone.name, timezone_abbreviation: abbreviation(zone.offset),
      elevation: openMeteoFixture.elevation,
      hourly_units: Object.fromEntries(['time', ...variables].map((n) => [n, n === 'time' ? query['timeformat'] ?? 'iso8601' : 'μg/m³'])),
      hourly,
    }
  })
  if (locations.some((location) => location === null)) return bad(`Invalid timezone ${query['timezone'] ?? ''}`)
  return { status: 200, body: locations.length === 1 ? locations[0] : locations }
}

const isFixturePlace = (lat: number, lon: number) =>
  Math.abs(lat - openMeteoFixture.latitude) < 0.5 && Math.abs(lon - openMeteoFixture.longitude) < 0.5

/**
 * The zone the real API answers in: GMT by default or when asked for it; with `timezone=auto`
 * the place's IANA zone (Open-Meteo resolves it from the coordinates; this fake uses the same
 * boundary data as the app, @photostructure/tz-lookup); or the IANA zone named. Null for a name
 * Intl does not know. The offset is the zone's at `now`.
 */
function zoneOf(param: string | undefined, lat: number, lon: number, now: number): { offset: number; name: string } | null {
  if (param === undefined || param === 'GMT' || param === 'UTC') return { offset: 0, name: 'GMT' }
  const name = param === 'auto' ? tzLookup(lat, lon) : param
  try {
    return { offset: zoneOffsetAt(name)(now), name }
  } catch {
    return null
  }
}

const abbreviation = (offset: number) => (offset === 0 ? 'GMT' : `GMT${offset > 0 ? '+' : ''}${offset / 3600}`)
const isoLocal = (localSeconds: number) => new Date(localSeconds * 1000).toISOString().slice(0, 16)
