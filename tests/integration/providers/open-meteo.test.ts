import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { HttpClientError } from '../../../netlify/server/http-client'
import {
  createOpenMeteoProvider,
  OPEN_METEO_BASE_URL,
  OPEN_METEO_CUSTOMER_BASE_URL,
  OPEN_METEO_MAX_BATCH,
  openMeteoSource,
} from '../../../netlify/server/providers/air-quality/open-meteo'
import type { GridCell } from '../../../netlify/server/providers/air-quality/types'
import { openMeteoFixture as fixture, startFakeOpenMeteo } from '../../fakes/fake-open-meteo'
import type { FakeOpenMeteo } from '../../fakes/fake-open-meteo'

/** 2026-01-15 10:20 UTC, unix seconds. */
const NOW = Date.UTC(2026, 0, 15, 10, 20) / 1000
const NEW_YORK: GridCell = { key: 'ny', lat: 40.7128, lon: -74.006 }
const options = () => ({ signal: new AbortController().signal, now: NOW })

let fake: FakeOpenMeteo
beforeAll(async () => {
  fake = await startFakeOpenMeteo({ now: () => NOW })
})
afterEach(() => {
  fake.setMode('ok')
  fake.setPayloadFor(null)
  fake.requests.length = 0
})
afterAll(() => fake.close())

const provider = (extra: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenMeteoProvider({ baseUrl: fake.url, timeoutMs: extra.timeoutMs ?? 2000, ...extra })

const failure = async (cells: GridCell[], timeoutMs = 2000): Promise<HttpClientError> => {
  const result = await provider({ timeoutMs }).fetchHourly(cells, options())
  if (result.ok) throw new Error('expected a failure')
  return result.error
}

describe('Open-Meteo adapter: request', () => {
  it('asks /v1/air-quality for the six pollutants and ammonia, yesterday + 5 days, in unix time and whole UTC hours', async () => {
    await provider().fetchHourly([NEW_YORK], options())
    expect(fake.requests).toEqual([
      {
        path: '/v1/air-quality',
        query: {
          latitude: '40.7128',
          longitude: '-74.006',
          hourly: 'pm10,pm2_5,carbon_monoxide,nitrogen_dioxide,sulphur_dioxide,ozone,ammonia',
          timezone: 'GMT',
          timeformat: 'unixtime',
          past_days: '1',
          forecast_days: '5',
        },
      },
    ])
  })

  it('sends the commercial key as apikey', async () => {
    await provider({ apiKey: 'commercial-key' }).fetchHourly([NEW_YORK], options())
    expect(fake.requests[0]?.query['apikey']).toBe('commercial-key')
  })

  it('defaults to the public host, and to the customer host when a key is set', async () => {
    const urls: string[] = []
    const recordingFetch: typeof fetch = async (url) => {
      urls.push(String(url))
      return new Response('{}', { status: 503 })
    }
    await createOpenMeteoProvider({ timeoutMs: 100, fetch: recordingFetch }).fetchHourly([NEW_YORK], options())
    await createOpenMeteoProvider({ timeoutMs: 100, apiKey: 'k', fetch: recordingFetch }).fetchHourly([NEW_YORK], options())
    expect(urls[0]?.startsWith(`${OPEN_METEO_BASE_URL}/v1/air-quality?`)).toBe(true)
    expect(urls[1]?.startsWith(`${OPEN_METEO_CUSTOMER_BASE_URL}/v1/air-quality?`)).toBe(true)
  })
})

describe('Open-Meteo adapter: mapping', () => {
  it('maps hours to µg/m³ components as given, with the place time zone and source', async () => {
    const result = await provider().fetchHourly([NEW_YORK], options())
    if (!result.ok) throw new Error(result.error.message)
    const [forecast] = result.value
    expect(forecast).toMatchObject({
      cell: NEW_YORK,
      timezone: 'America/New_York',
      source: openMeteoSource,
      fetchedAt: NOW,
    })
    expect(forecast?.source).toEqual({
      id: 'open-meteo',
      name: 'CAMS forecast via Open-Meteo',
      simulated: false,
      url: 'https://open-meteo.com/en/docs/air-quality-api',
    })
    const first = forecast?.hours[0]
    // Midnight UTC of yesterday: GMT days and hours.
    expect(first?.dt).toBe(Date.UTC(2026, 0, 14) / 1000)
    expect(first?.components).toEqual({
      pm2_5: fixture.hourly['pm2_5']?.[0],
      pm10: fixture.hourly['pm10']?.[0],
      o3: fixture.hourly['ozone']?.[0],
      no2: fixture.hourly['nitrogen_dioxide']?.[0],
      so2: fixture.hourly['sulphur_dioxide']?.[0],
      co: fixture.hourly['carbon_monoxide']?.[0],
      no: null,
      nh3: null,
    })
  })

  it('covers the 24 h before now hourly and drops the all-null tail', async () => {
    const result = await provider().fetchHourly([NEW_YORK], options())
    if (!result.ok) throw new Error(result.error.message)
    const hours = result.value[0]?.hours ?? []
    expect(hours).toHaveLength(144 - 6)
    expect(hours.every((hour, i) => i === 0 || hour.dt - (hours[i - 1]?.dt ?? 0) === 3600)).toBe(true)
    expect(hours[0]!.dt).toBeLessThanOrEqual(NOW - 24 * 3600)
    expect(hours.at(-1)!.dt).toBeGreaterThan(NOW + 3 * 24 * 3600)
  })

  it('keeps single missing values as null', async () => {
    const result = await provider().fetchHourly([NEW_YORK], options())
    if (!result.ok) throw new Error(result.error.message)
    const hours = result.value[0]?.hours ?? []
    expect(hours[30]?.components.o3).toBeNull()
    expect(hours[30]?.components.pm2_5).not.toBeNull()
    expect(hours[31]?.components.pm10).toBeNull()
  })
})

describe('Open-Meteo adapter: time zones', () => {
  // The scripted PM2.5 of each hour is its UTC hour of the day, so a stamp that does not match
  // its data shows.
  const utcHourOfDay = (dt: number) => Math.floor(dt / 3600) % 24

  it.each([
    ['Kolkata', 22.5726, 88.3639, 'Asia/Kolkata'],
    ['Kathmandu', 27.7172, 85.324, 'Asia/Kathmandu'],
    ['Adelaide', -34.9285, 138.6007, 'Australia/Adelaide'],
    ['St. John’s', 47.5615, -52.7126, 'America/St_Johns'],
  ])('%s: whole UTC hours whose stamps match their data, and the IANA zone', async (_name, lat, lon, zone) => {
    fake.setPayloadFor((_lat, _lon, dt) => ({ pm2_5: utcHourOfDay(dt) }))
    const result = await provider().fetchHourly([{ key: 'p', lat, lon }], options())
    if (!result.ok) throw new Error(result.error.message)
    const [forecast] = result.value
    expect(forecast?.timezone).toBe(zone)
    expect(forecast?.hours.length).toBeGreaterThan(100)
    for (const hour of forecast?.hours ?? []) {
      expect(hour.dt % 3600).toBe(0)
      expect(hour.components.pm2_5).toBe(utcHourOfDay(hour.dt))
    }
  })

  it('why not timezone=auto: the API then stamps India’s 19:00 UTC value 18:30', async () => {
    fake.setPayloadFor((_lat, _lon, dt) => ({ pm2_5: utcHourOfDay(dt) }))
    const res = await fetch(`${fake.url}/v1/air-quality?latitude=22.57&longitude=88.36&hourly=pm2_5&timezone=auto&timeformat=unixtime`)
    const body = (await res.json()) as { timezone: string; utc_offset_seconds: number; hourly: { time: number[]; pm2_5: number[] } }
    expect(body).toMatchObject({ timezone: 'Asia/Kolkata', utc_offset_seconds: 19_800 })
    const i = body.hourly.time.findIndex((t) => t === Date.UTC(2026, 0, 15, 18, 30) / 1000)
    expect(body.hourly.pm2_5[i]).toBe(19)
  })
})

describe('Open-Meteo adapter: batching', () => {
  const cells = (count: number): GridCell[] =>
    Array.from({ length: count }, (_, i) => ({ key: `c${i}`, lat: 10 + i * 0.25, lon: 20 - i * 0.5 }))

  it('sends several cells in one request and keeps their order', async () => {
    fake.setPayloadFor((lat) => ({ pm2_5: lat }))
    const three = cells(3)
    const result = await provider().fetchHourly(three, options())
    if (!result.ok) throw new Error(result.error.message)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.query['latitude']).toBe('10,10.25,10.5')
    expect(fake.requests[0]?.query['longitude']).toBe('20,19.5,19')
    expect(result.value.map((f) => f.cell)).toEqual(three)
    expect(result.value.map((f) => f.hours[0]?.components.pm2_5)).toEqual([10, 10.25, 10.5])
    expect(result.value.map((f) => f.timezone)).toEqual(['Africa/Ndjamena', 'Africa/Ndjamena', 'Africa/Ndjamena'])
  })

  it(`splits more than ${OPEN_METEO_MAX_BATCH} cells into several requests`, async () => {
    const many = cells(OPEN_METEO_MAX_BATCH * 2 + 3)
    const result = await provider().fetchHourly(many, options())
    if (!result.ok) throw new Error(result.error.message)
    expect(provider().maxBatch).toBe(OPEN_METEO_MAX_BATCH)
    expect(fake.requests.map((r) => r.query['latitude']?.split(',').length)).toEqual([50, 50, 3])
    expect(result.value.map((f) => f.cell.key)).toEqual(many.map((c) => c.key))
  })
})

describe('Open-Meteo adapter: failures', () => {
  it('maps HTTP 500 to an http error', async () => {
    fake.setMode('error500')
    expect(await failure([NEW_YORK])).toMatchObject({ kind: 'http', status: 500, upstream: 'Open-Meteo' })
  })

  it('maps HTTP 429 to rate-limited and keeps Retry-After', async () => {
    fake.setMode('rate-limited')
    expect(await failure([NEW_YORK])).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 60 })
  })

  it.each(['malformed', 'invalid-shape'] as const)('maps a %s answer to malformed', async (mode) => {
    fake.setMode(mode)
    expect(await failure([NEW_YORK])).toMatchObject({ kind: 'malformed', upstream: 'Open-Meteo' })
  })

  it('rejects an answer whose location count differs from the request', async () => {
    const twoCellsOneAnswer: typeof fetch = async () => new Response(JSON.stringify([{ not: 'it' }]))
    const result = await createOpenMeteoProvider({ timeoutMs: 500, fetch: twoCellsOneAnswer }).fetchHourly(
      [NEW_YORK, { key: 'x', lat: 1, lon: 2 }],
      options(),
    )
    expect(result.ok ? null : result.error.kind).toBe('malformed')
  })

  it('gives up with a timeout when the server hangs', async () => {
    fake.setMode('hang')
    const started = Date.now()
    expect(await failure([NEW_YORK], 150)).toEqual({
      kind: 'timeout',
      upstream: 'Open-Meteo',
      message: 'Open-Meteo did not answer within 0.15 s',
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it("aborts the request when the caller's signal aborts", async () => {
    fake.setMode('hang')
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const call = provider({ timeoutMs: 10_000 }).fetchHourly([NEW_YORK], { signal: controller.signal, now: NOW })
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })
})
