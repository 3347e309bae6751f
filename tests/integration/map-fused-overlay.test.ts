import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import forecastHandler from '../../netlify/functions/air-quality-forecast'
import overlayHandler from '../../netlify/functions/map-overlay'
import { STATIONS_DEADLINE_MS } from '../../netlify/server/air-quality/read-air-quality'
import { resetServerEnv } from '../../netlify/server/env'
import { airQualityResponseSchema, type AirQualityResponse } from '../../src/domain/contracts/air-quality'
import { overlayResponseSchema, type OverlayResponse } from '../../src/domain/contracts/map'
import { hoursEndingBefore, type FakeSite } from '../fakes/fake-observation-sites'
import { startFakeOpenAq, type FakeOpenAq } from '../fakes/fake-openaq'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { useTestDatabase } from '../support/database'
import { CLEAN } from './alerts-helpers'
import { LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

/** 14:20 UTC: the monitors' latest hour (13:00-14:00) ended 20 minutes ago. */
const NOW = Date.UTC(2026, 10, 23, 14, 20, 0) / 1000
/** New York at zoom 11: 16 cells 0.1° apart; the view's centre is in cell a:40.8,-74.1. */
const VIEW = '?west=-74.25&south=40.55&east=-73.85&north=40.95&zoom=11'
/** The model's PM2.5 (`CLEAN`) is 4 µg/m³ everywhere: level 1. */
const MODEL_LEVEL = 1

/** 12 hours at `value` but the first (+1), so no run of equal hours makes a monitor "stuck" (decision 162). */
const twelveHours = (value: number) => [value + 1, ...Array.from({ length: 11 }, () => value)]
const monitor = (id: number, lat: number, lon: number, value: number): FakeSite => ({
  id, name: `Monitor ${id}`, lat, lon, monitor: true, hours: hoursEndingBefore(NOW, twelveHours(value)),
})
/** Three monitors at different levels, so each cell's weights (1/d² from its centre) set its own value. */
const MONITORS = [monitor(1, 40.718, -74.0, 40), monitor(2, 40.78, -73.95, 20), monitor(3, 40.88, -74.2, 80)]

let openMeteo: FakeOpenMeteo
let openaq: FakeOpenAq
let restoreEnv: () => void
let warn: ReturnType<typeof vi.spyOn>

beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo({ now: () => NOW })
  openaq = await startFakeOpenAq()
  restoreEnv = setEnv({
    ...LOCAL_MODE, AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: openMeteo.url, UPSTREAM_TIMEOUT_MS: '2000',
    OBSERVATIONS: 'openaq', OPENAQ_API_KEY: 'fake-key', OPENAQ_BASE_URL: openaq.url,
  })
  resetServerEnv()
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW * 1000)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  openMeteo.setPayloadFor(() => CLEAN)
  openaq.state.sites = MONITORS
})
afterEach(() => {
  vi.useRealTimers()
  warn.mockRestore()
  openMeteo.requests.length = 0
  openaq.setMode('ok')
  openaq.requests.length = 0
})
afterAll(async () => {
  await openMeteo.close()
  await openaq.close()
  restoreEnv()
  resetServerEnv()
})

async function overlay(view = VIEW): Promise<{ res: Response; body: OverlayResponse }> {
  const res = await overlayHandler(new Request(`http://localhost/api/map/overlay${view}`))
  expect(res.status).toBe(200)
  return { res, body: overlayResponseSchema.parse(await res.json()) }
}

async function forecastAt(point: { lat: number; lon: number }): Promise<AirQualityResponse> {
  const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${point.lat}&lon=${point.lon}`))
  expect(res.status).toBe(200)
  return airQualityResponseSchema.parse(await res.json())
}

/** Each cell's [key, hour, level, US AQI, PM2.5 source] at +0 h and +6 h, as the overlay and as the forecast API say them. */
async function bothReadings(body: OverlayResponse) {
  const hours = [0, 6]
  const fromOverlay = body.cells.flatMap((cell) => hours.map((h) => [cell.key, h, cell.levels[h], cell.usAqi[h], cell.pmSources?.[h]]))
  const fromApi = []
  for (const cell of body.cells) {
    const answer = await forecastAt(cell)
    for (const h of hours) {
      const entry = answer.list.find((e) => e.dt === body.hours[h])
      // The overlay says what the level rests on: the model's where PM2.5 does not set it (issue 24 item 6).
      const source = entry?.dominantPollutant != null && entry.dominantPollutant !== 'pm2_5' ? 'model' : entry?.pmSource
      fromApi.push([cell.key, h, entry?.main.aqi, entry?.usAqi, source])
    }
  }
  return { fromOverlay, fromApi }
}

describe('the map overlay reads the fused cell a place’s answer reads (decision 197)', () => {
  it('near measuring monitors every cell’s level and US AQI at +0 h and +6 h are the forecast API’s, from one station read', async () => {
    const { body } = await overlay()
    // One station read for the whole view: one listing, each monitor's hours asked once.
    const listings = openaq.requests.filter((r) => r.path === '/v3/locations')
    const hourPaths = openaq.requests.filter((r) => r.path.startsWith('/v3/sensors/')).map((r) => r.path)
    expect(listings).toHaveLength(1)
    // A budgeted network costs the view what one place's read costs: 25 km, at most 6 stations' hours.
    expect(listings[0]?.query['radius']).toBe('25000')
    expect(new Set(hourPaths).size).toBe(hourPaths.length)
    expect(hourPaths.length).toBeLessThanOrEqual(MONITORS.length)
    expect(body.cells).toHaveLength(16)

    const { fromOverlay, fromApi } = await bothReadings(body)
    expect(fromOverlay).toEqual(fromApi)
    // The fusion is at work: cells near the 40 and 80 µg/m³ monitors read above the model's level 1,
    // and a cell beyond 25 km of every monitor keeps the model.
    const sources = body.cells.map((c) => c.pmSources?.[0])
    expect(sources.filter((s) => s === 'fused').length).toBeGreaterThan(0)
    expect(body.cells.filter((c) => c.pmSources?.[0] === 'fused' && (c.levels[0] ?? 0) > MODEL_LEVEL).length).toBeGreaterThan(0)
    const cellNearMonitor1 = body.cells.find((c) => c.key === 'a:40.7,-74.0')
    expect(cellNearMonitor1?.levels[0]).toBeGreaterThan(MODEL_LEVEL)
  })

  it('a budgeted network costs a dense view one place’s read (6 stations’ hours); once the cells’ own reads fill the cache, the view matches them', async () => {
    // 16 monitors on a 0.1° lattice over the view: each cell keeps its own nearest 6.
    openaq.state.sites = Array.from({ length: 16 }, (_, i) => monitor(10 + i, 40.6 + 0.1 * Math.floor(i / 4), -74.2 + 0.1 * (i % 4) + 0.03, 10 + 12 * (i % 5)))
    const cold = await overlay()
    expect(openaq.requests.filter((r) => r.path === '/v3/locations')).toHaveLength(1)
    expect(openaq.requests.filter((r) => r.path.startsWith('/v3/sensors/')).length).toBeLessThanOrEqual(6)
    const warmed = await bothReadings(cold.body)
    openaq.requests.length = 0
    const { body } = await overlay()
    expect(openaq.requests).toHaveLength(0)
    const again = await bothReadings(body)
    expect(again.fromOverlay).toEqual(again.fromApi)
    expect(again.fromApi).toEqual(warmed.fromApi)
  })

  it('with no station near, every cell is the model’s as before, and the forecast API’s', async () => {
    openaq.state.sites = []
    const { body, res } = await overlay()
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/public/)
    expect(body.cells.every((c) => c.pmSources?.every((s) => s === 'model') && c.levels.every((l) => l === MODEL_LEVEL))).toBe(true)
    const { fromOverlay, fromApi } = await bothReadings(body)
    expect(fromOverlay).toEqual(fromApi)
  })

  it('networks that do not answer cost the view at most the 3 s deadline: model estimates, logged, served privately', async () => {
    const restore = setEnv({ UPSTREAM_TIMEOUT_MS: '15000' })
    resetServerEnv()
    try {
      openaq.setMode('hang')
      const started = performance.now()
      const { res, body } = await overlay()
      const elapsedMs = performance.now() - started
      expect(elapsedMs).toBeGreaterThanOrEqual(STATIONS_DEADLINE_MS - 50)
      expect(elapsedMs).toBeLessThan(STATIONS_DEADLINE_MS + 1500)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(body.stationsConnected).toBe(false)
      expect(body.cells.length).toBe(16)
      expect(body.cells.every((c) => c.pmSources?.every((s) => s === 'model'))).toBe(true)
      expect(warn.mock.calls.flat().join('\n')).toMatch(/fusion-model-estimate view=a:40\.8,-74\.1 reason="no answer within 3000 ms"/)
    } finally {
      restore()
      resetServerEnv()
    }
  })
})

describe('local mode: simulated stations beside the simulated model', () => {
  // One simulated station per 0.1° cell: the port keeps each place's 6 nearest, so a cell 50 km
  // from the view's centre fuses stations its centre's read does not keep.
  it.each([
    ['New York at zoom 11', VIEW],
    ['a 1° view at zoom 9', '?west=-74.6&south=40.45&east=-73.6&north=41.05&zoom=9'],
  ])('%s: each cell reads as the forecast API reads it at +0 h and +6 h', async (_name, view) => {
    const restore = setEnv({ AIR_QUALITY_PROVIDER: 'simulated', OBSERVATIONS: undefined })
    resetServerEnv()
    try {
      const { body } = await overlay(view)
      expect(body.source.simulated).toBe(true)
      expect(body.cells.some((c) => c.pmSources?.[0] === 'fused')).toBe(true)
      const { fromOverlay, fromApi } = await bothReadings(body)
      expect(fromOverlay).toEqual(fromApi)
    } finally {
      restore()
      resetServerEnv()
    }
  })
})
