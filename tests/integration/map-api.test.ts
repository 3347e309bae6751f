import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import firesHandler from '../../netlify/functions/map-fires'
import overlayHandler from '../../netlify/functions/map-overlay'
import windHandler from '../../netlify/functions/map-wind'
import { resetServerEnv } from '../../netlify/server/env'
import { levelOfUsAqi } from '../../src/domain/aqi/levels'
import { firesResponseSchema, overlayResponseSchema, windResponseSchema } from '../../src/domain/contracts/map'
import { problemSchema } from '../../src/domain/contracts/problem'
import { MAX_OVERLAY_CELLS } from '../../src/domain/map/sampling'
import { startFakeFirms, type FakeFirms } from '../fakes/fake-firms'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { startFakeOpenMeteoWeather } from '../fakes/fake-open-meteo-weather'
import { hoursEndingBefore } from '../fakes/fake-observation-sites'
import { startFakeSensorCommunity, type FakeSensorCommunity } from '../fakes/fake-sensor-community'
import type { FakeUpstream } from '../fakes/fake-upstream'
import { useTestDatabase } from '../support/database'
import { deployEnv } from '../support/deploy-env'
import { LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

const FIRMS_KEY = 'a'.repeat(32)
let airQuality: FakeOpenMeteo
let weather: FakeUpstream
let firms: FakeFirms
let sensors: FakeSensorCommunity
let restoreEnv: () => void

beforeAll(async () => {
  airQuality = await startFakeOpenMeteo()
  weather = await startFakeOpenMeteoWeather()
  sensors = await startFakeSensorCommunity()
  const now = Math.floor(Date.now() / 1000)
  // Two outdoor sensors in the New York view (PM2.5 36-40 µg/m³ for 12 h, ending at 37), one indoor.
  const varying = (base: number) => Array.from({ length: 12 }, (_, i) => base + (i % 5))
  sensors.state.sites = [
    { id: 1, name: 'Astoria', lat: 40.77, lon: -73.92, hours: hoursEndingBefore(now, varying(36)) },
    { id: 2, name: 'Hoboken', lat: 40.74, lon: -74.03, hours: hoursEndingBefore(now, varying(36)) },
    { id: 3, name: 'Kitchen', lat: 40.75, lon: -73.99, indoor: true, hours: hoursEndingBefore(now, varying(90)) },
  ]
  const today = new Date().toISOString().slice(0, 10)
  firms = await startFakeFirms(FIRMS_KEY, [
    { lat: 40.95, lon: -74.6, date: today, time: '0342', confidence: 'h', frp: 12.5 },
    { lat: 10, lon: 10, date: today, time: '1200', confidence: 'l', frp: 1 },
  ])
  // As a Netlify deploy runs the functions: no local mode, the edge's client-IP header.
  restoreEnv = setEnv({ ...deployEnv({ openMeteo: airQuality.url, sensorCommunity: sensors.url }), OPEN_METEO_WEATHER_BASE_URL: weather.url, AIR_QUALITY_READ_BUDGET: undefined })
  resetServerEnv()
})
afterAll(async () => {
  await Promise.all([airQuality.close(), weather.close(), firms.close(), sensors.close()])
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  airQuality.requests.length = 0
  weather.requests.length = 0
  firms.paths.length = 0
})
afterEach(() => {
  for (const name of ['AIR_QUALITY_READ_BUDGET', 'FIRMS_MAP_KEY', 'FIRMS_BASE_URL']) delete process.env[name]
  resetServerEnv()
})

const get = (handler: (req: Request) => Promise<Response>, path: string, ip = '203.0.113.9') =>
  handler(new Request(`https://airahead.example${path}`, { headers: { 'x-nf-client-connection-ip': ip } }))
const view = (west: number, south: number, east: number, north: number, zoom: number) =>
  `?west=${west}&south=${south}&east=${east}&north=${north}&zoom=${zoom}`
const NEW_YORK = view(-74.25, 40.55, -73.85, 40.95, 11)

describe('GET /api/map/overlay', () => {
  it('answers one view with at most 36 cells on the 0.1° grid, each with 25 hourly levels, and the measured stations in it', async () => {
    const res = await get(overlayHandler, `/api/map/overlay${NEW_YORK}`)
    expect(res.status).toBe(200)
    const body = overlayResponseSchema.parse(await res.json())
    expect(body.cells.length).toBe(16)
    expect(body.cells.length).toBeLessThanOrEqual(MAX_OVERLAY_CELLS)
    expect(body.spacingDegrees).toBe(0.1)
    expect(body.hours).toHaveLength(25)
    expect(body.hours[1]! - body.hours[0]!).toBe(3600)
    expect(body.cells.every((c) => c.levels.length === 25 && c.levels[0] !== null && c.key.startsWith('a:'))).toBe(true)
    expect(body.missing).toBe(0)
    expect(body.source.name).toBe('CAMS forecast via Open-Meteo')
    // Keyless Sensor.Community on a deploy (decision 160), through its adapter: its SDS011
    // counts have no published correction, so they are listed with their raw value and no
    // level (only regulatory or corrected values get one, decision 165); the indoor sensor
    // is listed with its flag, never as the air outside.
    expect(body.stationsConnected).toBe(true)
    const outdoor = body.stations.filter((s) => !s.station.indoor).map((s) => [s.station.name, s.pm2_5, s.usAqi, s.level, s.corrected])
    expect(outdoor.sort()).toEqual([
      ['Sensor.Community SDS011 #1', 37, null, null, false],
      ['Sensor.Community SDS011 #2', 37, null, null, false],
    ])
    for (const s of body.stations) expect(s.level).toBe(s.usAqi === null ? null : levelOfUsAqi(s.usAqi))
    const indoor = body.stations.find((s) => s.station.indoor)
    if (indoor) expect([indoor.level, indoor.flags]).toEqual([null, ['indoor']])
    // One upstream call per new cell; the same view again is served from the shared cache.
    expect(airQuality.requests).toHaveLength(16)
    const again = await get(overlayHandler, `/api/map/overlay${NEW_YORK}`)
    expect(again.status).toBe(200)
    expect(airQuality.requests).toHaveLength(16)
  })

  it('reads the same cached row a dashboard read of that cell uses (one grid)', async () => {
    await get(overlayHandler, `/api/map/overlay${view(2.25, 48.75, 2.45, 48.95, 11)}`)
    const cells = airQuality.requests.map((r) => `${r.query['latitude']},${r.query['longitude']}`)
    expect(cells).toContain('48.8,2.3')
  })

  it.each([
    ['west beyond east', view(10, 0, 5, 1, 8), /west must be less than east/],
    ['south beyond north', view(0, 5, 1, 2, 8), /south must be less than north/],
    ['a latitude off the globe', view(0, -95, 1, 2, 8), /south must be a number between -90 and 90/],
    ['a missing edge', '?west=1&south=2&east=3', /north must be a number/],
    ['a zoom beyond 22', view(0, 0, 1, 1, 30), /zoom must be a number between 0 and 22/],
  ])('answers 400 for %s', async (_name, query, message) => {
    const res = await get(overlayHandler, `/api/map/overlay${query}`)
    expect(res.status).toBe(400)
    const body = problemSchema.parse(await res.json())
    expect(body.error).toBe('invalid_request')
    expect(body.message).toMatch(message)
    expect(airQuality.requests).toHaveLength(0)
  })

  it("spends no more than the client's part of the read budget and the budget: cells over it are counted missing, and a view with none is 429 for that client, 503 for everyone once the budget is spent", async () => {
    // 20 a minute for everyone; one client's part is a fifth of it, 4 (decision 234).
    process.env.AIR_QUALITY_READ_BUDGET = '20,100,100'
    resetServerEnv()
    // Every request in one budget minute: the clock stands at the start of the current minute.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000)
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const res = await get(overlayHandler, `/api/map/overlay${view(-118.45, 33.95, -118.15, 34.25, 11)}`)
    expect(res.status).toBe(200)
    const body = overlayResponseSchema.parse(await res.json())
    expect(airQuality.requests).toHaveLength(4)
    expect(body.cells).toHaveLength(4)
    expect(body.missing).toBe(5)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('netlify-cdn-cache-control')).toBeNull()
    const own = await get(overlayHandler, `/api/map/overlay${view(-0.35, 51.35, -0.05, 51.65, 11)}`)
    expect(own.status).toBe(429)
    // Four more clients spend the rest of everyone's minute; the next client is refused for everyone's sake.
    for (let i = 1; i <= 4; i++) {
      const other = await get(overlayHandler, `/api/map/overlay${view(10 + i, 45.35, 10.3 + i, 45.65, 11)}`, `203.0.113.${20 + i}`)
      expect(other.status).toBe(200)
    }
    expect(airQuality.requests).toHaveLength(20)
    const refused = await get(overlayHandler, `/api/map/overlay${view(-0.35, 51.35, -0.05, 51.65, 11)}`, '203.0.113.30')
    expect(refused.status).toBe(503)
    expect(problemSchema.parse(await refused.json()).error).toBe('air_quality_budget_exhausted')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(airQuality.requests).toHaveLength(20)
  })
})

describe('GET /api/map/wind', () => {
  it('asks Open-Meteo once for the view (hourly wind_speed_10m and wind_direction_10m in m/s) and answers each slider hour', async () => {
    const res = await get(windHandler, `/api/map/wind${NEW_YORK}`)
    expect(res.status).toBe(200)
    const body = windResponseSchema.parse(await res.json())
    expect(weather.requests).toHaveLength(1)
    expect(weather.requests[0]?.query['hourly']).toBe('wind_speed_10m,wind_direction_10m')
    expect(weather.requests[0]?.query['apikey']).toBe('deploy-open-meteo-key')
    expect(body.points.length).toBeGreaterThan(0)
    expect(body.points.length).toBeLessThanOrEqual(16)
    expect(body.hours).toHaveLength(25)
    expect(body.points[0]?.speedMs[0]).toBe(5)
    expect(body.points[0]?.fromDegrees[6]).toBe(270)
    expect(body.source.simulated).toBe(false)
  })

  it('answers 400 for a bad view', async () => {
    const res = await get(windHandler, `/api/map/wind${view(5, 0, 1, 1, 8)}`)
    expect(res.status).toBe(400)
    expect(weather.requests).toHaveLength(0)
  })

  it('a deploy with neither an Open-Meteo key nor OPEN_METEO_NON_COMMERCIAL=1 answers 503 not_configured', async () => {
    const restore = setEnv({ AIR_QUALITY_PROVIDER: 'openweathermap', OPENWEATHERMAP_API_KEY: 'owm-key', OPEN_METEO_API_KEY: undefined })
    resetServerEnv()
    const logged = vi.mocked(console.error)
    try {
      const res = await get(windHandler, `/api/map/wind${NEW_YORK}`)
      expect(res.status).toBe(503)
      const body = problemSchema.parse(await res.json())
      expect(body.error).toBe('not_configured')
      expect(body.message).toMatch(/OPEN_METEO_NON_COMMERCIAL=1/)
      expect(weather.requests).toHaveLength(0)
      // The one expected error: the function log names the variable.
      expect(logged.mock.calls.map(String).join(' ')).toContain('OPEN_METEO_API_KEY')
      logged.mockClear()
    } finally {
      restore()
    }
  })
})

describe('GET /api/map/fires', () => {
  it('is off on a deploy without FIRMS_MAP_KEY, and asks no one', async () => {
    const res = await get(firesHandler, `/api/map/fires${NEW_YORK}`)
    expect(res.status).toBe(200)
    const body = firesResponseSchema.parse(await res.json())
    expect(body.status).toBe('off')
    expect(body.fires).toEqual([])
    expect(body.message).toMatch(/no NASA FIRMS key/)
    expect(firms.paths).toHaveLength(0)
  })

  it('reads the FIRMS area CSV for the view with the key', async () => {
    process.env.FIRMS_MAP_KEY = FIRMS_KEY
    process.env.FIRMS_BASE_URL = firms.url
    resetServerEnv()
    const res = await get(firesHandler, `/api/map/fires${view(-75, 40.5, -73.5, 41.2, 8)}`)
    expect(res.status).toBe(200)
    const body = firesResponseSchema.parse(await res.json())
    expect(firms.paths).toEqual([`/api/area/csv/${FIRMS_KEY}/VIIRS_SNPP_NRT/-75,40.5,-73.5,41.2/1`])
    expect(body.status).toBe('on')
    expect(body.fires).toHaveLength(1)
    expect(body.fires[0]).toMatchObject({ lat: 40.95, lon: -74.6, frpMw: 12.5, confidence: 'high' })
    expect(new Date(body.fires[0]!.detectedAt * 1000).toISOString().slice(11, 16)).toBe('03:42')
  })

  it('a rejected key is a 502 with a readable message, not fires', async () => {
    process.env.FIRMS_MAP_KEY = 'wrong-key'
    process.env.FIRMS_BASE_URL = firms.url
    resetServerEnv()
    const res = await get(firesHandler, `/api/map/fires${NEW_YORK}`)
    expect(res.status).toBe(502)
    expect(problemSchema.parse(await res.json()).message).toMatch(/NASA FIRMS/)
  })

  it('in local mode without a key shows simulated fires, labelled', async () => {
    const restore = setEnv(LOCAL_MODE)
    resetServerEnv()
    try {
      const res = await get(firesHandler, `/api/map/fires${view(-76, 39, -72, 43, 7)}`)
      const body = firesResponseSchema.parse(await res.json())
      expect(body.status).toBe('simulated')
      expect(body.source.simulated).toBe(true)
      expect(body.message).toMatch(/Simulated/)
      expect(firms.paths).toHaveLength(0)
    } finally {
      restore()
    }
  })
})
