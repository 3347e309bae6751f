import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createOpenAqProvider } from '../../../netlify/server/observations/openaq'
import { flagObservations, observationsForNow } from '../../../src/domain/observations/quality'
import { hoursEndingBefore, type FakeSite } from '../../fakes/fake-observation-sites'
import { openAqSensorOf, startFakeOpenAq, type FakeOpenAq } from '../../fakes/fake-openaq'
import { BERLIN, callOptions, CURRENT_HOUR, failure, NOW, recordingFetch, value } from './helpers'

const KEY = 'openaq-test-key'
const HOUR = 3600
let fake: FakeOpenAq
beforeAll(async () => {
  fake = await startFakeOpenAq()
})
afterEach(() => {
  fake.setMode('ok')
  fake.requests.length = 0
  fake.state.pageSize = 1000
  fake.state.sites = []
})
afterAll(() => fake.close())

const provider = (fetchFn?: typeof fetch) => createOpenAqProvider({ baseUrl: fake.url, apiKey: KEY, timeoutMs: 2000, ...(fetchFn ? { fetch: fetchFn } : {}) })
const site = (id: number, km: number, extra: Partial<FakeSite> = {}): FakeSite => ({
  id,
  name: `Site ${id}`,
  lat: BERLIN.lat + km / 111.32,
  lon: BERLIN.lon,
  hours: hoursEndingBefore(NOW, [10, 12, 14]),
  ...extra,
})

describe('OpenAQ v3 adapter', () => {
  it('lists PM2.5 locations within the radius with the key in X-API-Key, monitors as regulatory', async () => {
    fake.state.sites = [site(1, 2, { monitor: true, name: 'Mitte' }), site(2, 8), site(3, 40)]
    const recorder = recordingFetch()
    const stations = value(await provider(recorder.fetch).stationsNear(BERLIN, 10, callOptions()))
    expect(stations).toEqual([
      { id: 'openaq:1', network: 'openaq', name: 'Mitte', lat: site(1, 2).lat, lon: BERLIN.lon, kind: 'regulatory', indoor: false, upstreamRef: '10' },
      expect.objectContaining({ id: 'openaq:2', kind: 'low-cost', upstreamRef: '20' }),
    ])
    expect(recorder.headers[0]?.get('x-api-key')).toBe(KEY)
    expect(fake.requests[0]).toEqual({
      path: '/v3/locations',
      query: { coordinates: `${BERLIN.lat},${BERLIN.lon}`, radius: '10000', parameters_id: '2', limit: '1000', page: '1' },
    })
  })

  it('never asks for a radius over the 25 km OpenAQ accepts', async () => {
    await provider().stationsNear(BERLIN, 60, callOptions())
    expect(fake.requests[0]?.query['radius']).toBe('25000')
  })

  it('reads every page of locations while a page is full', async () => {
    fake.state.pageSize = 2
    fake.state.sites = [1, 2, 3, 4, 5].map((id) => site(id, id))
    const stations = value(await provider().stationsNear(BERLIN, 20, callOptions()))
    expect(stations.map((s) => s.id)).toEqual(['openaq:1', 'openaq:2', 'openaq:3', 'openaq:4', 'openaq:5'])
    expect(fake.requests.map((r) => r.query['page'])).toEqual(['1', '2', '3'])
  })

  it("reads a sensor's hours over several pages and keeps those in the span", async () => {
    fake.state.pageSize = 2
    fake.state.sites = [site(7, 1, { hours: hoursEndingBefore(NOW, [5, 6, 7, 8, 9]) })]
    const [station] = value(await provider().stationsNear(BERLIN, 5, callOptions()))
    fake.requests.length = 0
    const observations = value(await provider().hourly([station!], CURRENT_HOUR - 4 * HOUR, CURRENT_HOUR, callOptions()))
    expect(observations.map((o) => [o.dt, o.pm2_5])).toEqual([
      [CURRENT_HOUR - 4 * HOUR, 6],
      [CURRENT_HOUR - 3 * HOUR, 7],
      [CURRENT_HOUR - 2 * HOUR, 8],
      [CURRENT_HOUR - HOUR, 9],
    ])
    expect(fake.requests.every((r) => r.path === `/v3/sensors/${openAqSensorOf(fake.state.sites[0]!)}/hours`)).toBe(true)
    expect(fake.requests.map((r) => r.query['page'])).toEqual(['1', '2', '3'])
    expect(fake.requests[0]?.query['datetime_from']).toBe(new Date((CURRENT_HOUR - 4 * HOUR) * 1000).toISOString().replace('.000Z', 'Z'))
  })

  it('answers 429 as rate-limited with its Retry-After', async () => {
    fake.setMode('rate-limited')
    expect(failure(await provider().stationsNear(BERLIN, 10, callOptions()))).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 30 })
  })

  it.each(['invalid-shape', 'malformed'] as const)('rejects a %s answer cleanly as malformed', async (mode) => {
    fake.state.sites = [site(1, 1)]
    fake.setMode(mode)
    expect(failure(await provider().stationsNear(BERLIN, 10, callOptions()))).toMatchObject({ kind: 'malformed', upstream: 'OpenAQ' })
  })

  it('sends nothing once the budget refuses, and says so', async () => {
    const error = failure(await provider().stationsNear(BERLIN, 10, callOptions({ admit: async () => false })))
    expect(error).toMatchObject({ kind: 'rate-limited', message: 'OpenAQ request budget is spent for now' })
    expect(fake.requests).toEqual([])
  })

  it('stops paging when the budget runs out mid-way', async () => {
    fake.state.pageSize = 1
    fake.state.sites = [1, 2, 3].map((id) => site(id, id))
    let left = 2
    const error = failure(await provider().stationsNear(BERLIN, 20, callOptions({ admit: async () => left-- > 0 })))
    expect(error.kind).toBe('rate-limited')
    expect(fake.requests).toHaveLength(2)
  })

  it('gives a station that stopped reporting hours that are flagged stale and never feed a "now"', async () => {
    const stopped = site(9, 1, { hours: hoursEndingBefore(NOW - 6 * HOUR, [11, 12, 13]) })
    fake.state.sites = [stopped]
    const [station] = value(await provider().stationsNear(BERLIN, 5, callOptions()))
    const observations = value(await provider().hourly([station!], CURRENT_HOUR - 23 * HOUR, CURRENT_HOUR, callOptions()))
    const flagged = flagObservations(station!, observations, NOW)
    expect(flagged).toHaveLength(3)
    expect(flagged.every((o) => o.flags.includes('stale'))).toBe(true)
    expect(observationsForNow({ station: station!, distanceKm: 1, observations: flagged }, NOW)).toEqual([])
  })
})
