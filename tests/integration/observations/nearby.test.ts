import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { takeUpstreamCall } from '../../../netlify/server/air-quality/upstream-calls'
import { cellFor } from '../../../netlify/server/air-quality/cells'
import { query } from '../../../netlify/server/db'
import { resetServerEnv } from '../../../netlify/server/env'
import { OBSERVATION_BUDGETS, observationShares } from '../../../netlify/server/observations/budgets'
import { JOB_CALLER } from '../../../netlify/server/air-quality/upstream-shares'
import { nearbyStationSeries } from '../../../netlify/server/observations/nearby'
import { createOpenAqProvider } from '../../../netlify/server/observations/openaq'
import { createSensorCommunityProvider } from '../../../netlify/server/observations/sensor-community'
import { simulatedForecast } from '../../../netlify/server/providers/air-quality/simulated'
import { observationsForNow } from '../../../src/domain/observations/quality'
import { hoursEndingBefore, type FakeSite } from '../../fakes/fake-observation-sites'
import { startFakeOpenAq, type FakeOpenAq } from '../../fakes/fake-openaq'
import { startFakeSensorCommunity, type FakeSensorCommunity } from '../../fakes/fake-sensor-community'
import { rowCount, useTestDatabase } from '../../support/database'
import { setEnv } from '../auth-helpers'
import { BERLIN, NOW } from './helpers'

useTestDatabase()

const HOUR = 3600
let openaq: FakeOpenAq
let sensorCommunity: FakeSensorCommunity
let warn: ReturnType<typeof vi.spyOn>
beforeAll(async () => {
  openaq = await startFakeOpenAq()
  sensorCommunity = await startFakeSensorCommunity()
})
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const at = (id: number, km: number, extra: Partial<FakeSite> = {}): FakeSite => ({
    id,
    name: `Site ${id}`,
    lat: BERLIN.lat + km / 111.32,
    lon: BERLIN.lon,
    hours: hoursEndingBefore(NOW, [12, 14, 13, 15]),
    ...extra,
  })
  openaq.state.sites = [at(1, 3, { monitor: true }), at(2, 0.5, { monitor: true, hours: hoursEndingBefore(NOW - 6 * HOUR, [20, 21]) })]
  sensorCommunity.state.sites = [at(101, 1), at(102, 2, { indoor: true })]
})
afterEach(() => {
  warn.mockRestore()
  for (const fake of [openaq, sensorCommunity]) {
    fake.setMode('ok')
    fake.requests.length = 0
  }
})
afterAll(async () => {
  await openaq.close()
  await sensorCommunity.close()
})

/** The adapters one function instance builds (each test may build several: several instances). */
const instance = () => [
  createOpenAqProvider({ baseUrl: openaq.url, apiKey: 'k', timeoutMs: 2000 }),
  createSensorCommunityProvider({ baseUrl: sensorCommunity.url, timeoutMs: 2000 }),
]

describe('nearbyStationSeries', () => {
  it('gives every network’s stations closest first, each hour flagged; only fresh outdoor ones feed a "now"', async () => {
    const series = await nearbyStationSeries(BERLIN, NOW, { radiusKm: 10, hours: 6, providers: instance() })
    expect(series.map((s) => [s.station.id, Math.round(s.distanceKm * 10) / 10])).toEqual([
      ['openaq:2', 0.5],
      ['sensor-community:101', 1],
      ['sensor-community:102', 2],
      ['openaq:1', 3],
    ])
    const forNow = Object.fromEntries(series.map((s) => [s.station.id, observationsForNow(s, NOW).map((o) => o.pm2_5)]))
    expect(forNow).toEqual({ 'openaq:2': [], 'sensor-community:101': [12, 14, 13, 15], 'sensor-community:102': [], 'openaq:1': [12, 14, 13, 15] })
    expect(series[0]?.observations.every((o) => o.flags.includes('stale'))).toBe(true)
    expect(series[2]?.observations.every((o) => o.flags.includes('indoor'))).toBe(true)
  })

  it('lets a second instance read the cached stations and hours without calling any upstream', async () => {
    const first = await nearbyStationSeries(BERLIN, NOW, { radiusKm: 10, hours: 6, providers: instance() })
    expect(openaq.requests.length).toBeGreaterThan(0)
    expect(sensorCommunity.requests.length).toBeGreaterThan(0)
    // 4 hours at each of three stations; the stopped one has none in the last 6 h.
    expect(await rowCount('observation_hours')).toBe(12)
    openaq.requests.length = 0
    sensorCommunity.requests.length = 0

    const second = await nearbyStationSeries(BERLIN, NOW + 5 * 60, { radiusKm: 10, hours: 6, providers: instance() })
    expect(openaq.requests).toEqual([])
    expect(sensorCommunity.requests).toEqual([])
    expect(second.map((s) => s.observations.map((o) => o.pm2_5))).toEqual(first.map((s) => s.observations.map((o) => o.pm2_5)))
  })

  it('seeds an area once; after that a read never calls a budgeted network, the ingest keeps it (decision 245)', async () => {
    await nearbyStationSeries(BERLIN, NOW, { radiusKm: 10, providers: instance() })
    expect(openaq.requests.length).toBeGreaterThan(0)
    openaq.requests.length = 0
    sensorCommunity.requests.length = 0
    const later = await nearbyStationSeries(BERLIN, NOW + 16 * 60, { radiusKm: 10, providers: instance() })
    expect(openaq.requests).toEqual([])
    expect(sensorCommunity.requests).toEqual([])
    // What the database has is what the read gives, and the cell is now one the ingest keeps.
    expect(later.map((s) => s.station.id)).toContain('openaq:1')
    expect(await query(`SELECT cell_key FROM observation_viewed_cells`)).toEqual([{ cell_key: cellFor(BERLIN).key }])
  })

  it('fails soft: a network that is down gives no stations and a log line, the others still answer', async () => {
    openaq.setMode('error500')
    const series = await nearbyStationSeries(BERLIN, NOW, { radiusKm: 10, providers: instance() })
    expect(series.map((s) => s.station.network)).toEqual(['sensor-community', 'sensor-community'])
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^observations-upstream-failed network=openaq step=list kind=http/))
  })

  it('leaves a network that answered 429 alone, for every instance, until its Retry-After has passed', async () => {
    openaq.setMode('rate-limited')
    await nearbyStationSeries(BERLIN, NOW, { radiusKm: 10, providers: instance() })
    expect(openaq.requests).toHaveLength(1)
    expect(await query(`SELECT network FROM observation_network_holds`)).toEqual([{ network: 'openaq' }])
    openaq.setMode('ok')
    await nearbyStationSeries(BERLIN, NOW + 20, { radiusKm: 10, providers: instance() })
    expect(openaq.requests).toHaveLength(1)
    // The fake's Retry-After is 30 s.
    const after = await nearbyStationSeries(BERLIN, NOW + 31, { radiusKm: 10, providers: instance() })
    expect(openaq.requests.length).toBeGreaterThan(1)
    expect(after.some((s) => s.station.network === 'openaq')).toBe(true)
  })

  it("sends nothing to a network whose public share is spent, and logs it once", async () => {
    const shares = observationShares('sensor-community', OBSERVATION_BUDGETS['sensor-community'])
    for (let i = 0; i < shares.public.budget.perMinute; i++) expect((await takeUpstreamCall(shares.public.scope, shares.public.budget, NOW)).allowed).toBe(true)
    const refused: string[] = []
    const series = await nearbyStationSeries(BERLIN, NOW, { radiusKm: 10, providers: instance(), onBudgetRefusal: (network) => refused.push(network) })
    expect(sensorCommunity.requests).toEqual([])
    expect(refused).toEqual(['sensor-community'])
    expect(series.every((s) => s.station.network === 'openaq')).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^observation-budget-exhausted network=sensor-community share=public window=minute limit=4/))
  })

  it('the alert job never calls a network, not even for an area never listed: it reads what the ingest kept (decision 245)', async () => {
    const series = await nearbyStationSeries(BERLIN, NOW, { radiusKm: 10, providers: instance(), caller: JOB_CALLER })
    expect(series).toEqual([])
    expect(openaq.requests).toEqual([])
    expect(sensorCommunity.requests).toEqual([])
    // Nor is its read a look that makes the ingest keep a cell.
    expect(await rowCount('observation_viewed_cells')).toBe(0)
  })
})

describe('nearbyStationSeries in local mode with no network configured', () => {
  let restore: () => void
  beforeEach(() => {
    restore = setEnv({ OBSERVATIONS: undefined })
    resetServerEnv()
  })
  afterEach(() => {
    restore()
    resetServerEnv()
  })

  it("reads simulated stations, labelled, whose hours follow the simulated model at each station's cell", async () => {
    const series = await nearbyStationSeries(BERLIN, NOW, { radiusKm: 15, hours: 12 })
    expect(series.length).toBeGreaterThanOrEqual(3)
    expect(series.map((s) => s.distanceKm)).toEqual([...series.map((s) => s.distanceKm)].sort((a, b) => a - b))
    for (const { station, observations, distanceKm } of series) {
      expect(station.network).toBe('simulated')
      expect(station.name).toMatch(/Simulated/)
      expect(distanceKm).toBeLessThanOrEqual(15)
      expect(observations).toHaveLength(11) // the 11 whole hours before the current one
      const model = new Map(simulatedForecast(cellFor(station), NOW).hours.map((h) => [h.dt, h.components.pm2_5 ?? 0]))
      for (const o of observations) {
        expect(o.flags).toEqual([])
        expect(Math.abs(o.pm2_5 - model.get(o.dt)!)).toBeLessThanOrEqual(model.get(o.dt)! * 0.08 + 0.06)
      }
    }
    expect(observationsForNow(series[0]!, NOW).length).toBe(11)
  })
})
