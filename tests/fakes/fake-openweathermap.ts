import { readFileSync } from 'node:fs'
import type { Components } from '../../src/domain/aqi/pollutants'
import { startFakeUpstream } from './fake-upstream'
import type { FakeReply, FakeUpstream, RecordedRequest } from './fake-upstream'
import { placeFactor, realNow } from './scripted-hours'
import type { ScriptedHours } from './scripted-hours'

export interface FakeOpenWeatherMapOptions {
  /** The fake's clock, unix seconds: forecasts start at its hour, history ends there. */
  now?: () => number
  /** The only `appid` accepted (default 'test-key'). */
  apiKey?: string
  /** Retry-After sent in 'rate-limited' mode (default 60 s); null sends none. */
  retryAfterSeconds?: number | null
}

export interface FakeOpenWeatherMap extends FakeUpstream {
  /** Scripts concentrations per place and hour (null restores the fixture's). */
  setPayloadFor(script: ScriptedHours | null): void
}

type OwmComponents = Record<'co' | 'no' | 'no2' | 'o3' | 'so2' | 'pm2_5' | 'pm10' | 'nh3', number | null>
/** A recorded 4-day forecast for New York (tests/fixtures/openweathermap-new-york-forecast.json). */
export const openWeatherMapFixture = JSON.parse(
  readFileSync(new URL('../fixtures/openweathermap-new-york-forecast.json', import.meta.url), 'utf8'),
) as { coord: { lon: number; lat: number }; list: Array<{ components: OwmComponents }> }
/** OpenWeather's own 1-5 bands (openweathermap.org/api/air-pollution), to keep `main.aqi` plausible. */
const BANDS: Partial<Record<keyof OwmComponents, number[]>> = {
  so2: [20, 80, 250, 350], no2: [40, 70, 150, 200], pm10: [20, 50, 100, 200],
  pm2_5: [10, 25, 50, 75], o3: [60, 100, 140, 180], co: [4400, 9400, 12400, 15400],
}
const HOUR = 3600
const FORECAST_HOURS = 96

/**
 * A fake OpenWeatherMap Air Pollution API (current, forecast, history) answering from the
 * recorded New York forecast, with hours moved to the fake's "now". It checks `appid`
 * (401 otherwise) and `lat`/`lon` (400), like the real API.
 */
export async function startFakeOpenWeatherMap(options: FakeOpenWeatherMapOptions = {}): Promise<FakeOpenWeatherMap> {
  const now = options.now ?? realNow
  const apiKey = options.apiKey ?? 'test-key'
  let script: ScriptedHours | null = null
  const fake = await startFakeUpstream({
    answer: (request) => answer(request, Math.floor(now() / HOUR) * HOUR, apiKey, script),
    serverErrorBody: { cod: 500, message: 'Internal error' },
    rateLimitedBody: {
      cod: 429,
      message: 'Your account is temporary blocked due to exceeding of requests limitation of your subscription type.',
    },
    invalidShapeBody: { coord: { lon: -74, lat: 40.7 }, list: [{ dt: '2025-07-14T14:00:00Z', components: { pm2_5: '7.6' } }] },
    retryAfterSeconds: options.retryAfterSeconds === undefined ? 60 : options.retryAfterSeconds,
  })
  return {
    ...fake,
    setPayloadFor: (next) => {
      script = next
    },
  }
}

function answer(request: RecordedRequest, currentHour: number, apiKey: string, script: ScriptedHours | null): FakeReply {
  const { path, query } = request
  const bad = (message: string): FakeReply => ({ status: 400, body: { cod: '400', message } })
  if (query['appid'] !== apiKey) {
    return { status: 401, body: { cod: 401, message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.' } }
  }
  if (query['lat'] === undefined || query['lon'] === undefined) return bad('Nothing to geocode')
  const lat = Number(query['lat'])
  const lon = Number(query['lon'])
  if (!(Math.abs(lat) <= 90)) return bad('wrong latitude')
  if (!(Math.abs(lon) <= 180)) return bad('wrong longitude')

  let hours: number[]
  if (path === '/data/2.5/air_pollution') hours = [currentHour]
  else if (path === '/data/2.5/air_pollution/forecast') {
    hours = Array.from({ length: FORECAST_HOURS }, (_, i) => currentHour + i * HOUR)
  } else if (path === '/data/2.5/air_pollution/history') {
    const start = Number(query['start'])
    const end = Number(query['end'])
    if (!Number.isInteger(start)) return bad('start: invalid value')
    if (!Number.isInteger(end)) return bad('end: invalid value')
    hours = []
    for (let dt = Math.ceil(start / HOUR) * HOUR; dt <= Math.min(end, currentHour); dt += HOUR) hours.push(dt)
  } else return { status: 404, body: { cod: '404', message: 'Internal error' } }

  const list = hours.map((dt) => {
    const { coord, list: recordedList } = openWeatherMapFixture
    // Hour 0 of the recording is the current hour; earlier hours wrap around to its tail.
    const index = ((((dt - currentHour) / HOUR) % recordedList.length) + recordedList.length) % recordedList.length
    const recorded = recordedList[index]?.components as OwmComponents
    const nearFixture = Math.abs(lat - coord.lat) < 0.5 && Math.abs(lon - coord.lon) < 0.5
    const factor = nearFixture ? 1 : placeFactor(lat, lon)
    const components = Object.fromEntries(
      Object.entries(recorded).map(([name, value]) => [name, value === null ? null : Math.round(value * factor * 100) / 100]),
    ) as OwmComponents
    Object.assign(components, definedOnly(script?.(lat, lon, dt)))
    return { main: { aqi: owmIndex(components) }, components, dt }
  })
  return { status: 200, body: { coord: { lon, lat }, list } }
}

function definedOnly(scripted: Partial<Components> | undefined): Partial<OwmComponents> {
  return Object.fromEntries(Object.entries(scripted ?? {}).filter(([, value]) => value !== undefined))
}

function owmIndex(components: OwmComponents): number {
  return Math.max(
    ...Object.entries(BANDS).map(([name, bands]) => {
      const value = components[name as keyof OwmComponents] ?? 0
      return 1 + bands.filter((threshold) => value >= threshold).length
    }),
  )
}
