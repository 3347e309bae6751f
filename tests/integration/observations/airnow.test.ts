import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAirNowProvider } from '../../../netlify/server/observations/airnow'
import { flagObservations, observationsForNow } from '../../../src/domain/observations/quality'
import { startFakeAirNow, type FakeAirNow } from '../../fakes/fake-airnow'
import { hoursEndingBefore, type FakeSite } from '../../fakes/fake-observation-sites'
import { BERLIN, callOptions, CURRENT_HOUR, failure, NOW, value } from './helpers'

const KEY = 'airnow-test-key'
const HOUR = 3600
// AirNow is North American: New York.
const NYC = { lat: 40.7128, lon: -74.006 }
let fake: FakeAirNow
beforeAll(async () => {
  fake = await startFakeAirNow(KEY)
})
afterEach(() => {
  fake.setMode('ok')
  fake.requests.length = 0
  fake.state.sites = []
})
afterAll(() => fake.close())

const provider = (apiKey = KEY) => createAirNowProvider({ baseUrl: fake.url, apiKey, timeoutMs: 2000 })
const site = (id: number, dLat: number, values: number[], endBefore = NOW): FakeSite => ({
  id,
  name: `Monitor ${id}`,
  lat: NYC.lat + dLat,
  lon: NYC.lon,
  hours: hoursEndingBefore(endBefore, values),
})

describe('AirNow adapter', () => {
  it('lists the monitors in the bounding box that reported in the last hours, as regulatory', async () => {
    fake.state.sites = [site(1, 0.02, [9, 10]), site(2, 0.05, [20]), site(3, 1.5, [7])]
    const stations = value(await provider().stationsNear(NYC, 10, callOptions()))
    expect(stations).toEqual([
      { id: 'airnow:8401', network: 'airnow', name: 'Monitor 1', lat: NYC.lat + 0.02, lon: NYC.lon, kind: 'regulatory', indoor: false },
      expect.objectContaining({ id: 'airnow:8402', name: 'Monitor 2' }),
    ])
    const query = fake.requests[0]?.query ?? {}
    expect(query).toMatchObject({ parameters: 'PM25', dataType: 'C', format: 'application/json', verbose: '1', monitorType: '0', API_KEY: KEY })
    const [minLon, minLat, maxLon, maxLat] = (query['BBOX'] ?? '').split(',').map(Number)
    expect(minLat).toBeLessThan(NYC.lat)
    expect(maxLat).toBeGreaterThan(NYC.lat + 0.05)
    expect(minLon).toBeLessThan(NYC.lon)
    expect(maxLon).toBeGreaterThan(NYC.lon)
  })

  it("reads the stations' hours in one box query and keeps only the stations asked for", async () => {
    fake.state.sites = [site(1, 0.02, [9, 10, 11]), site(2, 0.021, [30, 31, 32])]
    const stations = value(await provider().stationsNear(NYC, 10, callOptions()))
    fake.requests.length = 0
    const observations = value(await provider().hourly(stations.slice(0, 1), CURRENT_HOUR - 5 * HOUR, CURRENT_HOUR, callOptions()))
    expect(fake.requests).toHaveLength(1)
    expect(observations.map((o) => [o.stationId, o.dt, o.pm2_5])).toEqual([
      ['airnow:8401', CURRENT_HOUR - 3 * HOUR, 9],
      ['airnow:8401', CURRENT_HOUR - 2 * HOUR, 10],
      ['airnow:8401', CURRENT_HOUR - HOUR, 11],
    ])
  })

  it("keeps AirNow's −999 (missing) as a value flagged out-of-range, never usable for a now", async () => {
    fake.state.sites = [site(1, 0.02, [12, -999])]
    const [station] = value(await provider().stationsNear(NYC, 10, callOptions()))
    const observations = flagObservations(station!, value(await provider().hourly([station!], CURRENT_HOUR - 3 * HOUR, CURRENT_HOUR, callOptions())), NOW)
    expect(observations.map((o) => o.flags)).toEqual([[], ['out-of-range']])
    expect(observationsForNow({ station: station!, distanceKm: 2, observations }, NOW).map((o) => o.pm2_5)).toEqual([12])
  })

  it('answers 429 without Retry-After as rate-limited', async () => {
    fake.setMode('rate-limited')
    const error = failure(await provider().stationsNear(NYC, 10, callOptions()))
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 })
    expect(error.retryAfterSeconds).toBeUndefined()
  })

  it('rejects rows that do not fit the schema as malformed', async () => {
    fake.setMode('invalid-shape')
    expect(failure(await provider().stationsNear(NYC, 10, callOptions()))).toMatchObject({ kind: 'malformed', upstream: 'AirNow' })
  })

  it('reports a refused key as an HTTP failure', async () => {
    expect(failure(await provider('wrong').stationsNear(BERLIN, 10, callOptions()))).toMatchObject({ kind: 'http', status: 401 })
  })
})
