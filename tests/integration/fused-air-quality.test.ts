import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import currentHandler from '../../netlify/functions/air-quality-current'
import forecastHandler from '../../netlify/functions/air-quality-forecast'
import regionalHandler from '../../netlify/functions/air-quality-regional'
import { STATIONS_DEADLINE_MS } from '../../netlify/server/air-quality/read-air-quality'
import { resetServerEnv } from '../../netlify/server/env'
import { nowcast } from '../../src/domain/aqi/nowcast'
import { distanceKm } from '../../src/domain/report/comparison'
import { airQualityResponseSchema, regionalResponseSchema, STATION_ID_PATTERN, type AirQualityResponse } from '../../src/domain/contracts/air-quality'
import { hoursEndingBefore, type FakeSite } from '../fakes/fake-observation-sites'
import { startFakeOpenAq, type FakeOpenAq } from '../fakes/fake-openaq'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { startFakeSensorCommunity, type FakeSensorCommunity } from '../fakes/fake-sensor-community'
import { rowCount, useTestDatabase } from '../support/database'
import { CLEAN } from './alerts-helpers'
import { LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

const HOUR = 3600
/** 14:20 UTC: the stations' latest hour (13:00-14:00) ended 20 minutes ago. */
const NOW = Date.UTC(2026, 10, 23, 14, 20, 0) / 1000
const CURRENT_HOUR = NOW - (NOW % HOUR)
/** New York's cell a:40.7,-74.0; the place asked about is 1.3 km from its centre. */
const CENTRE = { lat: 40.7, lon: -74.0 }
const PLACE = { lat: 40.71, lon: -74.01 }
const north = (km: number) => ({ lat: CENTRE.lat + km / 111.2, lon: CENTRE.lon })
/** 40 µg/m³ for 12 hours: US AQI 112, level 3; the model's 4 µg/m³ is level 1. */
const MEASURED = 40

let openMeteo: FakeOpenMeteo
let openaq: FakeOpenAq
let sensorCommunity: FakeSensorCommunity
let restoreEnv: () => void
let warn: ReturnType<typeof vi.spyOn>

/** 12 hours at `value` but the first (+1), so no run of 12 equal hours makes the monitor "stuck" (decision 162). */
const twelveHours = (value: number) => [value + 1, ...Array.from({ length: 11 }, () => value)]
const monitor = (id: number, km: number, value: number, extra: Partial<FakeSite> = {}): FakeSite => ({
  id, name: `Monitor ${id}`, ...north(km), monitor: true, hours: hoursEndingBefore(NOW, twelveHours(value)), ...extra,
})
/** The monitors' EPA NowCast at their latest hour, µg/m³ (src/domain/aqi/nowcast.ts). */
const nowcastOf = (value: number) => nowcast('pm', [...twelveHours(value)].reverse()) ?? Number.NaN

beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo({ now: () => NOW })
  openaq = await startFakeOpenAq()
  sensorCommunity = await startFakeSensorCommunity()
  restoreEnv = setEnv({
    ...LOCAL_MODE, AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: openMeteo.url, UPSTREAM_TIMEOUT_MS: '2000',
    OBSERVATIONS: 'openaq,sensor-community', OPENAQ_API_KEY: 'fake-key', OPENAQ_BASE_URL: openaq.url, SENSOR_COMMUNITY_BASE_URL: sensorCommunity.url,
  })
  resetServerEnv()
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW * 1000)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  openMeteo.setPayloadFor(() => CLEAN)
  openaq.state.sites = [monitor(1, 2, MEASURED), monitor(2, 6, MEASURED)]
  sensorCommunity.state.sites = []
})
afterEach(() => {
  vi.useRealTimers()
  warn.mockRestore()
  openMeteo.requests.length = 0
  for (const fake of [openaq, sensorCommunity]) {
    fake.setMode('ok')
    fake.requests.length = 0
  }
})
afterAll(async () => {
  await openMeteo.close()
  await openaq.close()
  await sensorCommunity.close()
  restoreEnv()
  resetServerEnv()
})

async function forecast(query = ''): Promise<AirQualityResponse> {
  const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${PLACE.lat}&lon=${PLACE.lon}${query}`))
  expect(res.status).toBe(200)
  return airQualityResponseSchema.parse(await res.json())
}

describe('answers read the fused cell (issue 14, decision 194)', () => {
  it('near measuring monitors: measured, each hour with its pmSource, the stations listed with distances from the place', async () => {
    const body = await forecast()
    expect(body.measurement).toMatchObject({ kind: 'measured', model: 'CAMS global, 45 km', simulated: false })
    const stations = body.measurement?.stations ?? []
    expect(stations.map((s) => [s.id, s.status])).toEqual([['openaq:1', 'used'], ['openaq:2', 'used']])
    // 2 km north of the centre, 1.2 km from the place asked about (0.9 km north of it, 0.8 km east).
    expect(stations[0]?.distanceKm).toBe(Math.round(distanceKm(PLACE, north(2)) * 10) / 10)
    expect(stations[0]?.distanceKm).toBe(1.2)
    expect(stations[0]).toMatchObject({ ageMinutes: 20, nowcastPm2_5: Math.round(nowcastOf(MEASURED) * 10) / 10 })
    const correction = nowcastOf(MEASURED) - 4
    expect(body.measurement?.correctionPm2_5).toBeCloseTo(correction, 1)
    // The hour under way is the corrected model, 4 + c × e^(−1/12) ≈ 37 µg/m³; its NowCast is of the measured hours and it.
    expect(body.list[0]).toMatchObject({ dt: CURRENT_HOUR, pmSource: 'fused', averaging: 'nowcast', main: { aqi: 3 } })
    expect(body.list[0]?.components.pm2_5).toBeCloseTo(4 + correction * Math.exp(-1 / 12), 1)
    expect(body.list.every((e) => e.pmSource === 'fused')).toBe(true)
    // The correction fades: 47 hours on, what is left of it.
    expect(body.list.at(-1)?.components.pm2_5).toBeCloseTo(4 + correction * Math.exp(-47 / 12), 1)
    const current = airQualityResponseSchema.parse(await (await currentHandler(new Request(`http://localhost/api/air-quality/current?lat=${PLACE.lat}&lon=${PLACE.lon}`))).json())
    expect(current.list[0]).toEqual(body.list[0])
    const regional = regionalResponseSchema.parse(await (await regionalHandler(new Request(`http://localhost/api/air-quality/regional?lat=${PLACE.lat}&lon=${PLACE.lon}&scale=us_epa`))).json())
    expect(regional.aqi).toBe(body.list[0]?.usAqi)
    expect(regional.airAheadLevel?.index).toBe(3)
  })

  it('excluding every used station gives the model estimate: every hour the model’s, exactly as with no stations', async () => {
    const excluded = await forecast('&exclude=openaq:1,openaq:2')
    expect(excluded.measurement).toMatchObject({ kind: 'model-estimate' })
    expect(excluded.measurement?.stations.map((s) => s.status)).toEqual(['excluded', 'excluded'])
    expect(excluded.list.every((e) => e.pmSource === 'model' && e.components.pm2_5 === 4)).toBe(true)
    // The same answer as with no observation network at all (PurpleAir named without its key: none).
    const restore = setEnv({ OBSERVATIONS: 'purpleair' })
    resetServerEnv()
    try {
      const none = await forecast()
      expect(none.list).toEqual(excluded.list)
      expect(none.measurement).toMatchObject({ kind: 'model-estimate', stations: [] })
    } finally {
      restore()
      resetServerEnv()
    }
  })

  it('a pinned station is the only one used, whatever its distance', async () => {
    openaq.state.sites = [monitor(1, 2, MEASURED), monitor(2, 6, 6)]
    const body = await forecast('&pin=openaq:2')
    expect(body.measurement?.stations.map((s) => [s.id, s.status, s.weight])).toEqual([['openaq:2', 'pinned', 1], ['openaq:1', 'not-needed', 0]])
    expect(body.measurement?.correctionPm2_5).toBeCloseTo(nowcastOf(6) - 4, 1)
    expect(body.list[0]?.main.aqi).toBe(1)
  })

  it.each([
    ['pin=nope', /pin must list station ids/],
    ['pin=openaq:1,openaq:2,openaq:3,openaq:4', /pin may list at most 3 stations/],
    [`exclude=${Array.from({ length: 21 }, (_, i) => `openaq:${i}`).join(',')}`, /exclude may list at most 20 stations/],
    ['pin=openaq:1&exclude=openaq:1', /cannot be both pinned and excluded/],
    ['exclude=openaq:1;drop', /exclude must list station ids/],
  ])('refuses %s with a readable 400 and writes nothing', async (query, message) => {
    const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${PLACE.lat}&lon=${PLACE.lon}&${query}`))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; message: string }
    expect(body.message).toMatch(message)
    expect(openMeteo.requests.length + openaq.requests.length).toBe(0)
    expect(await rowCount('observation_stations')).toBe(0)
    expect(await rowCount('air_quality_cache')).toBe(0)
  })

  it('a stale monitor and an indoor sensor, though nearest and high, never feed "now"', async () => {
    openaq.state.sites = [
      monitor(3, 0.5, 300, { hours: hoursEndingBefore(NOW - 6 * HOUR, Array.from({ length: 6 }, () => 300)) }),
      monitor(1, 2, MEASURED),
    ]
    sensorCommunity.state.sites = [{ id: 7, name: 'Indoor', ...north(0.3), indoor: true, hours: hoursEndingBefore(NOW, twelveHours(400)) }]
    const body = await forecast()
    const status = Object.fromEntries((body.measurement?.stations ?? []).map((s) => [s.id, [s.status, s.weight]]))
    expect(status).toMatchObject({ 'openaq:1': ['used', 1], 'openaq:3': ['stale', 0] })
    expect(Object.entries(status).find(([id]) => id.startsWith('sensor-community:'))?.[1]).toEqual(['indoor', 0])
    expect(body.measurement?.correctionPm2_5).toBeCloseTo(nowcastOf(MEASURED) - 4, 1)
    expect(body.list[0]?.main.aqi).toBe(3)
  })

  it('networks that fail give the model estimate with a log line, never an error', async () => {
    openaq.setMode('error500')
    const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${PLACE.lat}&lon=${PLACE.lon}`))
    expect(res.status).toBe(200)
    const body = airQualityResponseSchema.parse(await res.json())
    expect(body.measurement?.kind).toBe('model-estimate')
    expect(warn.mock.calls.flat().join('\n')).toMatch(/observations-upstream-failed network=openaq/)
  })

  it('a network that does not answer delays the answer by at most the 3 s deadline: the model estimate, logged, served privately', async () => {
    const restore = setEnv({ UPSTREAM_TIMEOUT_MS: '15000' })
    resetServerEnv()
    try {
      openaq.setMode('hang')
      const started = performance.now()
      const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${PLACE.lat}&lon=${PLACE.lon}`))
      const elapsedMs = performance.now() - started
      expect(res.status).toBe(200)
      expect(elapsedMs).toBeGreaterThanOrEqual(STATIONS_DEADLINE_MS - 50)
      expect(elapsedMs).toBeLessThan(STATIONS_DEADLINE_MS + 1500)
      expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate')
      const body = airQualityResponseSchema.parse(await res.json())
      expect(body.measurement?.kind).toBe('model-estimate')
      expect(body.list.every((e) => e.pmSource === 'model')).toBe(true)
      expect(warn.mock.calls.flat().join('\n')).toMatch(/fusion-model-estimate cell=a:40\.7,-74\.0 reason="no answer within 3000 ms"/)
    } finally {
      restore()
      resetServerEnv()
    }
  })

  it('keeps the shared CDN cache for a measured answer, choices in the URL', async () => {
    const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${PLACE.lat}&lon=${PLACE.lon}&pin=openaq:1`))
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/public/)
  })
})

describe('local mode: simulated stations beside the simulated model', () => {
  it('a place near simulated stations is measured, labelled simulated, the model named "Simulated model"', async () => {
    const restore = setEnv({ AIR_QUALITY_PROVIDER: 'simulated', OBSERVATIONS: undefined })
    resetServerEnv()
    try {
      const body = await forecast()
      expect(body.source.simulated).toBe(true)
      expect(body.measurement).toMatchObject({ kind: 'measured', model: 'Simulated model', simulated: true })
      const stations = body.measurement?.stations ?? []
      expect(stations.length).toBeGreaterThan(3)
      expect(stations.every((s) => s.network === 'simulated' && s.name.includes('Simulated'))).toBe(true)
      expect(stations.filter((s) => s.status === 'used').length).toBeGreaterThan(0)
      // Simulated low-cost sensors carry no correction: listed, never used.
      expect(stations.filter((s) => s.kind === 'low-cost').every((s) => s.status === 'uncorrected')).toBe(true)
      expect(body.list.map((e) => e.pmSource)).toEqual(body.list.map(() => 'fused'))
    } finally {
      restore()
      resetServerEnv()
    }
  })

  it('a simulated station can be excluded and pinned like a real one: its id is one the API takes', async () => {
    const restore = setEnv({ AIR_QUALITY_PROVIDER: 'simulated', OBSERVATIONS: undefined })
    resetServerEnv()
    try {
      const before = await forecast()
      const stations = before.measurement?.stations ?? []
      expect(stations.every((s) => STATION_ID_PATTERN.test(s.id))).toBe(true)
      const used = stations.filter((s) => s.status === 'used')
      expect(used.length).toBeGreaterThan(0)
      const excluded = await forecast(`&exclude=${encodeURIComponent(used.map((s) => s.id).join(','))}`)
      for (const s of used) expect(excluded.measurement?.stations.find((e) => e.id === s.id)?.status).toBe('excluded')
      // A monitor that is not the first used one: pinned, it alone makes the "now".
      const other = stations.filter((s) => s.kind === 'regulatory')[1]
      expect(other, 'a second simulated monitor near the place').toBeDefined()
      const pinned = await forecast(`&pin=${encodeURIComponent(other!.id)}`)
      expect(pinned.measurement?.stations.filter((s) => s.weight > 0).map((s) => [s.id, s.status])).toEqual([[other!.id, 'pinned']])
    } finally {
      restore()
      resetServerEnv()
    }
  })

  it('simulated stations never go beside another model (here the fake Open-Meteo)', async () => {
    const restore = setEnv({ OBSERVATIONS: undefined })
    resetServerEnv()
    try {
      const body = await forecast()
      expect(body.measurement).toEqual({ kind: 'model-estimate', model: 'CAMS global, 45 km', simulated: false, stations: [] })
    } finally {
      restore()
      resetServerEnv()
    }
  })
})
