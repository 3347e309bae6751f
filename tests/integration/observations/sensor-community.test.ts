import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSensorCommunityProvider } from '../../../netlify/server/observations/sensor-community'
import { flagObservations, observationsForNow } from '../../../src/domain/observations/quality'
import { hoursEndingBefore, type FakeSite } from '../../fakes/fake-observation-sites'
import { startFakeSensorCommunity, type FakeSensorCommunity } from '../../fakes/fake-sensor-community'
import { BERLIN, callOptions, CURRENT_HOUR, failure, NOW, value } from './helpers'

const HOUR = 3600
let fake: FakeSensorCommunity
beforeAll(async () => {
  fake = await startFakeSensorCommunity()
})
afterEach(() => {
  fake.setMode('ok')
  fake.requests.length = 0
  fake.state.sites = []
})
afterAll(() => fake.close())

const provider = () => createSensorCommunityProvider({ baseUrl: fake.url, timeoutMs: 2000 })
const site = (id: number, km: number, extra: Partial<FakeSite> = {}): FakeSite => ({
  id,
  name: '',
  lat: BERLIN.lat + km / 111.32,
  lon: BERLIN.lon,
  hours: hoursEndingBefore(NOW, [8, 9]),
  ...extra,
})

describe('Sensor.Community adapter (keyless)', () => {
  it('lists the SDS011 sensors of the area filter, with their indoor flag', async () => {
    fake.state.sites = [site(101, 1), site(102, 2, { indoor: true }), site(103, 30)]
    const stations = value(await provider().stationsNear(BERLIN, 10, callOptions()))
    expect(stations).toEqual([
      { id: 'sensor-community:101', network: 'sensor-community', name: 'Sensor.Community SDS011 #101', lat: 52.529, lon: 13.405, kind: 'low-cost', indoor: false },
      expect.objectContaining({ id: 'sensor-community:102', indoor: true }),
    ])
    expect(fake.requests[0]?.path).toBe('/airrohr/v1/filter/area=52.5200,13.4050,10')
  })

  it("averages an hour's P2 (PM2.5) readings into that hour", async () => {
    fake.state.sites = [site(101, 1, { hours: hoursEndingBefore(NOW, [8, 9.4]) })]
    const stations = value(await provider().stationsNear(BERLIN, 10, callOptions()))
    const observations = value(await provider().hourly(stations, CURRENT_HOUR - 5 * HOUR, CURRENT_HOUR, callOptions()))
    // The fake reports value − 0.5 and value + 0.5 in each hour.
    expect(observations.map((o) => [o.dt, o.pm2_5])).toEqual([
      [CURRENT_HOUR - 2 * HOUR, 8],
      [CURRENT_HOUR - HOUR, 9.4],
    ])
  })

  it('flags an indoor sensor and a stale one; neither feeds a "now", the outdoor fresh one does', async () => {
    fake.state.sites = [site(101, 1), site(102, 1.5, { indoor: true }), site(103, 2, { hours: hoursEndingBefore(NOW - 5 * HOUR, [7, 7.5]) })]
    const stations = value(await provider().stationsNear(BERLIN, 10, callOptions()))
    const observations = value(await provider().hourly(stations, CURRENT_HOUR - 23 * HOUR, CURRENT_HOUR, callOptions()))
    const usable = stations.map((station) => {
      const flagged = flagObservations(station, observations.filter((o) => o.stationId === station.id), NOW)
      return { id: station.id, flags: flagged.at(-1)?.flags, forNow: observationsForNow({ station, distanceKm: 1, observations: flagged }, NOW).length }
    })
    expect(usable).toEqual([
      { id: 'sensor-community:101', flags: [], forNow: 2 },
      { id: 'sensor-community:102', flags: ['indoor'], forNow: 0 },
      { id: 'sensor-community:103', flags: ['stale'], forNow: 0 },
    ])
  })

  it.each(['invalid-shape', 'malformed'] as const)('rejects a %s answer cleanly', async (mode) => {
    fake.state.sites = [site(101, 1)]
    fake.setMode(mode)
    expect(failure(await provider().stationsNear(BERLIN, 10, callOptions()))).toMatchObject({ kind: 'malformed', upstream: 'Sensor.Community' })
  })

  it('answers 429 as rate-limited with its Retry-After', async () => {
    fake.setMode('rate-limited')
    expect(failure(await provider().stationsNear(BERLIN, 10, callOptions()))).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 60 })
  })
})
