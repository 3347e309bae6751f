import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPurpleAirProvider } from '../../../netlify/server/observations/purpleair'
import { flagObservations, observationsForNow } from '../../../src/domain/observations/quality'
import { hoursEndingBefore, type FakeSite } from '../../fakes/fake-observation-sites'
import { startFakePurpleAir, type FakePurpleAir } from '../../fakes/fake-purpleair'
import { BERLIN, callOptions, CURRENT_HOUR, failure, NOW, recordingFetch, value } from './helpers'

const KEY = 'purpleair-read-key'
const HOUR = 3600
let fake: FakePurpleAir
beforeAll(async () => {
  fake = await startFakePurpleAir()
})
afterEach(() => {
  fake.setMode('ok')
  fake.requests.length = 0
  fake.state.sites = []
})
afterAll(() => fake.close())

const provider = (fetchFn?: typeof fetch) => createPurpleAirProvider({ baseUrl: fake.url, apiKey: KEY, timeoutMs: 2000, ...(fetchFn ? { fetch: fetchFn } : {}) })
const site = (id: number, km: number, extra: Partial<FakeSite> = {}): FakeSite => ({
  id,
  name: `Backyard ${id}`,
  lat: BERLIN.lat + km / 111.32,
  lon: BERLIN.lon,
  hours: hoursEndingBefore(NOW, [10]),
  ...extra,
})

describe('PurpleAir adapter', () => {
  it('lists sensors in the box with X-API-Key, reading columns by name; location_type 1 is indoor', async () => {
    fake.state.sites = [site(131075, 1), site(131076, 2, { indoor: true }), site(131077, 50)]
    const recorder = recordingFetch()
    const stations = value(await provider(recorder.fetch).stationsNear(BERLIN, 10, callOptions()))
    expect(stations).toEqual([
      { id: 'purpleair:131075', network: 'purpleair', name: 'Backyard 131075', lat: site(131075, 1).lat, lon: BERLIN.lon, kind: 'low-cost', indoor: false },
      expect.objectContaining({ id: 'purpleair:131076', indoor: true }),
    ])
    expect(recorder.headers[0]?.get('x-api-key')).toBe(KEY)
    expect(fake.requests[0]?.query['fields']).toBe('name,location_type,latitude,longitude')
  })

  it("applies EPA's correction to the mean of A and B cf_1 with the sensor's humidity (EPA's worked anchors)", async () => {
    fake.state.sites = [
      site(1, 1, {
        hours: [
          { dt: CURRENT_HOUR - 3 * HOUR, value: 10, humidity: 50 }, // 0.524·10 − 0.0862·50 + 5.75 = 6.68
          { dt: CURRENT_HOUR - 2 * HOUR, value: 611, humidity: 50 }, // smoke fit: 400.1
          { dt: CURRENT_HOUR - HOUR, value: 20, b: 30, humidity: 40 }, // mean 25: 0.524·25 − 3.448 + 5.75 = 15.4
        ],
      }),
    ]
    const stations = value(await provider().stationsNear(BERLIN, 10, callOptions()))
    const observations = value(await provider().hourly(stations, CURRENT_HOUR - 5 * HOUR, CURRENT_HOUR, callOptions()))
    expect(observations.map((o) => ({ pm2_5: o.pm2_5, raw: o.rawPm2_5, correction: o.correction }))).toEqual([
      { pm2_5: 6.7, raw: 10, correction: 'epa-purpleair-us-2021' },
      { pm2_5: 400.1, raw: 611, correction: 'epa-purpleair-us-2021' },
      { pm2_5: 15.4, raw: 25, correction: 'epa-purpleair-us-2021' },
    ])
    expect(fake.requests.at(-1)).toEqual({
      path: '/v1/sensors/1/history',
      query: { start_timestamp: String(CURRENT_HOUR - 5 * HOUR), end_timestamp: String(CURRENT_HOUR + HOUR), average: '60', fields: 'pm2.5_cf_1_a,pm2.5_cf_1_b,humidity' },
    })
  })

  it('flags hours whose channels disagree beyond 5 µg/m³ and 70 %, and keeps them out of a "now"', async () => {
    fake.state.sites = [site(1, 1, { hours: hoursEndingBefore(NOW, [10, 4], { b: 14 }) })]
    const [station] = value(await provider().stationsNear(BERLIN, 10, callOptions()))
    const observations = flagObservations(station!, value(await provider().hourly([station!], CURRENT_HOUR - 3 * HOUR, CURRENT_HOUR, callOptions())), NOW)
    // 10 vs 14: 4 µg/m³ apart, fine; 4 vs 14: 10 apart and 111 %.
    expect(observations.map((o) => o.flags)).toEqual([[], ['channel-disagreement']])
    // The clean hour ended 1 h 20 min ago, within the age limit, so it alone may feed a "now".
    expect(observationsForNow({ station: station!, distanceKm: 1, observations }, NOW)).toHaveLength(1)
  })

  it('lists an indoor sensor whose hours never feed a "now"', async () => {
    fake.state.sites = [site(2, 1, { indoor: true, hours: hoursEndingBefore(NOW, [5, 6]) })]
    const [station] = value(await provider().stationsNear(BERLIN, 10, callOptions()))
    const observations = flagObservations(station!, value(await provider().hourly([station!], CURRENT_HOUR - 3 * HOUR, CURRENT_HOUR, callOptions())), NOW)
    expect(observations.every((o) => o.flags.includes('indoor'))).toBe(true)
    expect(observationsForNow({ station: station!, distanceKm: 1, observations }, NOW)).toEqual([])
  })

  it('rejects an answer without the expected columns as malformed', async () => {
    fake.setMode('invalid-shape')
    expect(failure(await provider().stationsNear(BERLIN, 10, callOptions()))).toMatchObject({ kind: 'malformed', upstream: 'PurpleAir' })
  })

  it('answers 429 as rate-limited with its Retry-After', async () => {
    fake.setMode('rate-limited')
    expect(failure(await provider().stationsNear(BERLIN, 10, callOptions()))).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 5 })
  })
})
