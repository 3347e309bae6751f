import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { HttpClientError } from '../../../netlify/server/http-client'
import {
  createOpenWeatherMapProvider,
  openWeatherMapSource,
} from '../../../netlify/server/providers/air-quality/openweathermap'
import type { GridCell } from '../../../netlify/server/providers/air-quality/types'
import { openWeatherMapFixture as fixture, startFakeOpenWeatherMap } from '../../fakes/fake-openweathermap'
import type { FakeOpenWeatherMap } from '../../fakes/fake-openweathermap'

/** 2026-01-15 10:20 UTC, unix seconds; the current hour starts at 10:00. */
const NOW = Date.UTC(2026, 0, 15, 10, 20) / 1000
const HOUR = Date.UTC(2026, 0, 15, 10) / 1000
const NEW_YORK: GridCell = { key: 'ny', lat: 40.7128, lon: -74.006 }
const options = () => ({ signal: new AbortController().signal, now: NOW })

let fake: FakeOpenWeatherMap
beforeAll(async () => {
  fake = await startFakeOpenWeatherMap({ now: () => NOW, apiKey: 'owm-key' })
})
afterEach(() => {
  fake.setMode('ok')
  fake.setPayloadFor(null)
  fake.requests.length = 0
})
afterAll(() => fake.close())

const provider = (extra: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenWeatherMapProvider({ baseUrl: fake.url, apiKey: 'owm-key', timeoutMs: 2000, ...extra })

const hourlyOf = async (cell: GridCell) => {
  const result = await provider().fetchHourly([cell], options())
  if (!result.ok) throw new Error(result.error.message)
  return result.value[0]!
}

const failure = async (extra: { apiKey?: string; timeoutMs?: number } = {}): Promise<HttpClientError> => {
  const result = await provider(extra).fetchHourly([NEW_YORK], options())
  if (result.ok) throw new Error('expected a failure')
  return result.error
}

describe('OpenWeatherMap adapter: requests', () => {
  it('makes two calls per cell: the past 24 h of history and the forecast, each with appid', async () => {
    await provider().fetchHourly([NEW_YORK], options())
    const byPath = Object.fromEntries(fake.requests.map((r) => [r.path, r.query]))
    expect(fake.requests).toHaveLength(2)
    expect(byPath['/data/2.5/air_pollution/history']).toEqual({
      lat: '40.7128',
      lon: '-74.006',
      start: String(HOUR - 24 * 3600),
      end: String(HOUR),
      appid: 'owm-key',
    })
    expect(byPath['/data/2.5/air_pollution/forecast']).toEqual({ lat: '40.7128', lon: '-74.006', appid: 'owm-key' })
  })

  it('fetches several cells one per request pair, in order (maxBatch 1)', async () => {
    const cells: GridCell[] = [NEW_YORK, { key: 'ldn', lat: 51.5072, lon: -0.1276 }]
    const result = await provider().fetchHourly(cells, options())
    if (!result.ok) throw new Error(result.error.message)
    expect(provider().maxBatch).toBe(1)
    expect(fake.requests).toHaveLength(4)
    expect(result.value.map((f) => f.cell)).toEqual(cells)
  })
})

describe('OpenWeatherMap adapter: mapping', () => {
  it('joins history and forecast into one hourly series from now-24 h to ~4 days ahead', async () => {
    const { hours } = await hourlyOf(NEW_YORK)
    const times = hours.map((h) => h.dt)
    expect(times[0]).toBe(HOUR - 24 * 3600)
    expect(times.at(-1)).toBe(HOUR + 95 * 3600)
    expect(times.every((dt, i) => i === 0 || dt - (times[i - 1] ?? 0) === 3600)).toBe(true)
  })

  it('keeps all eight components in µg/m³ and ignores OpenWeather’s own index', async () => {
    const forecast = await hourlyOf(NEW_YORK)
    const now = forecast.hours.find((h) => h.dt === HOUR)
    const recorded = fixture.list[0]!.components
    expect(now?.components).toEqual({
      pm2_5: recorded.pm2_5,
      pm10: recorded.pm10,
      o3: recorded.o3,
      no2: recorded.no2,
      so2: recorded.so2,
      co: recorded.co,
      no: recorded.no,
      nh3: recorded.nh3,
    })
    expect(now).not.toHaveProperty('main')
  })

  it('gives the place its IANA time zone from the bundled lookup (OpenWeather sends none)', async () => {
    const forecast = await hourlyOf(NEW_YORK)
    expect(forecast).toMatchObject({ timezone: 'America/New_York', fetchedAt: NOW })
    expect(forecast.source).toEqual(openWeatherMapSource)
    expect(forecast.source.name).toBe('OpenWeatherMap Air Pollution API')
    expect((await hourlyOf({ key: 'tokyo', lat: 35.68, lon: 139.69 })).timezone).toBe('Asia/Tokyo')
    // Longitude alone would have said UTC+6 for Kathmandu and UTC-4 for St. John's.
    expect((await hourlyOf({ key: 'ktm', lat: 27.72, lon: 85.32 })).timezone).toBe('Asia/Kathmandu')
    expect((await hourlyOf({ key: 'stj', lat: 47.56, lon: -52.71 })).timezone).toBe('America/St_Johns')
  })

  it('passes scripted episodes and missing values through', async () => {
    fake.setPayloadFor((_lat, _lon, dt) =>
      dt === HOUR + 3 * 3600 ? { pm2_5: 80, pm10: null } : undefined,
    )
    const { hours } = await hourlyOf(NEW_YORK)
    const episode = hours.find((h) => h.dt === HOUR + 3 * 3600)
    expect(episode?.components.pm2_5).toBe(80)
    expect(episode?.components.pm10).toBeNull()
  })
})

describe('OpenWeatherMap adapter: failures', () => {
  it('maps a wrong key (HTTP 401) to an http error without echoing the key', async () => {
    const error = await failure({ apiKey: 'wrong-key' })
    expect(error).toMatchObject({ kind: 'http', status: 401, upstream: 'OpenWeatherMap' })
    expect(error.message).toContain('Invalid API key')
    expect(error.message).not.toContain('wrong-key')
  })

  it('maps HTTP 500 to an http error', async () => {
    fake.setMode('error500')
    expect(await failure()).toMatchObject({ kind: 'http', status: 500 })
  })

  it('maps HTTP 429 to rate-limited and keeps Retry-After', async () => {
    fake.setMode('rate-limited')
    expect(await failure()).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 60 })
  })

  it.each(['malformed', 'invalid-shape'] as const)('maps a %s answer to malformed', async (mode) => {
    fake.setMode(mode)
    expect(await failure()).toMatchObject({ kind: 'malformed', upstream: 'OpenWeatherMap' })
  })

  it('gives up with a timeout when the server hangs', async () => {
    fake.setMode('hang')
    expect(await failure({ timeoutMs: 150 })).toMatchObject({
      kind: 'timeout',
      message: 'OpenWeatherMap did not answer within 0.15 s',
    })
  })

  it("aborts both requests when the caller's signal aborts", async () => {
    fake.setMode('hang')
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const call = provider({ timeoutMs: 10_000 }).fetchHourly([NEW_YORK], { signal: controller.signal, now: NOW })
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })
})
