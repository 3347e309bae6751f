import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { locationSearchResultSchema } from '../../src/domain/contracts/geocoding'
import type { HttpClientError } from '../../netlify/server/http-client'
import { GAZETTEER_CITIES } from '../../netlify/server/providers/geocoding/gazetteer-cities'
import { searchGazetteer } from '../../netlify/server/providers/geocoding/gazetteer'
import {
  createOpenMeteoGeocoder,
  OPEN_METEO_GEOCODING_CUSTOMER_BASE_URL,
} from '../../netlify/server/providers/geocoding/open-meteo'
import { createPhotonGeocoder } from '../../netlify/server/providers/geocoding/photon'
import type { Geocoder } from '../../netlify/server/providers/geocoding/types'
import type { FakeMode, FakeUpstream } from '../fakes/fake-upstream'
import { startFakeOpenMeteoGeocoding, startFakePhoton } from '../fakes/fake-geocoder'

const USER_AGENT = 'AirAhead/0.1 (air-quality web app; +https://airahead.test)'
const options = (limit = 5) => ({ signal: new AbortController().signal, limit })

/** The global fetch, remembering each request's headers. */
function recordingFetch() {
  const headers: Headers[] = []
  const urls: string[] = []
  const fetchFn: typeof fetch = (input, init) => {
    urls.push(String(input))
    headers.push(new Headers(init?.headers))
    return fetch(input, init)
  }
  return { fetch: fetchFn, headers, urls }
}

async function failure(geocoder: Geocoder): Promise<HttpClientError> {
  const result = await geocoder.search('London', options())
  if (result.ok) throw new Error('expected a failure')
  return result.error
}

let openMeteo: FakeUpstream
let photon: FakeUpstream
beforeAll(async () => {
  openMeteo = await startFakeOpenMeteoGeocoding()
  photon = await startFakePhoton()
})
afterEach(() => {
  for (const fake of [openMeteo, photon]) {
    fake.setMode('ok')
    fake.requests.length = 0
  }
})
afterAll(async () => {
  await openMeteo.close()
  await photon.close()
})

describe('Open-Meteo geocoder', () => {
  const geocoder = (extra: { timeoutMs?: number; fetch?: typeof fetch; apiKey?: string } = {}) =>
    createOpenMeteoGeocoder({ baseUrl: openMeteo.url, timeoutMs: 2000, userAgent: USER_AGENT, ...extra })

  it('asks /v1/search for the name in English, as many as wanted, naming AirAhead', async () => {
    const recorder = recordingFetch()
    await geocoder({ fetch: recorder.fetch }).search('Lon', options())
    expect(openMeteo.requests).toEqual([
      { path: '/v1/search', query: { name: 'Lon', count: '5', language: 'en', format: 'json' } },
    ])
    expect(recorder.headers[0]?.get('user-agent')).toBe(USER_AGENT)
  })

  it('maps GeoNames places to cities with state and country', async () => {
    const result = await geocoder().search('London', options())
    expect(result).toEqual({
      ok: true,
      value: [
        {
          name: 'London', displayName: 'London, England, United Kingdom', state: 'England', country: 'United Kingdom',
          lat: 51.50853, lon: -0.12574, locationType: 'city', source: 'open-meteo',
        },
        {
          name: 'London', displayName: 'London, Ontario, Canada', state: 'Ontario', country: 'Canada',
          lat: 42.98339, lon: -81.23304, locationType: 'city', source: 'open-meteo',
        },
        expect.objectContaining({ name: 'Londonderry County Borough', state: 'Northern Ireland' }),
      ],
    })
  })

  it('keeps places without a region or country, with nulls', async () => {
    const result = await geocoder().search('Longitude', options())
    expect(result.ok && result.value).toEqual([
      { name: 'Longitude Island', displayName: 'Longitude Island', state: null, country: null, lat: -21, lon: -175, locationType: 'city', source: 'open-meteo' },
    ])
  })

  it('answers an empty list when nothing matches (the API leaves `results` out)', async () => {
    expect(await geocoder().search('Zzyzxq', options())).toEqual({ ok: true, value: [] })
  })

  it('returns at most `limit` places', async () => {
    const result = await geocoder().search('Lo', options(2))
    expect(result.ok && result.value).toHaveLength(2)
    expect(openMeteo.requests[0]?.query['count']).toBe('2')
  })

  it('uses the customer host with the commercial key', async () => {
    const urls: string[] = []
    const fetchFn: typeof fetch = async (input) => {
      urls.push(String(input))
      return Response.json({ generationtime_ms: 1 })
    }
    const customer = createOpenMeteoGeocoder({ apiKey: 'k', timeoutMs: 500, userAgent: USER_AGENT, fetch: fetchFn })
    await customer.search('Paris', options())
    expect(urls[0]).toMatch(new RegExp(`^${OPEN_METEO_GEOCODING_CUSTOMER_BASE_URL}/v1/search\\?name=Paris&.*apikey=k`))
  })

  it.each<[FakeMode, Partial<HttpClientError>]>([
    ['error500', { kind: 'http', status: 500, message: 'Open-Meteo Geocoding answered HTTP 500: Internal Server Error' }],
    ['rate-limited', { kind: 'rate-limited', status: 429, retryAfterSeconds: 60 }],
    ['malformed', { kind: 'malformed', message: 'Open-Meteo Geocoding sent a response that is not valid JSON' }],
    ['invalid-shape', { kind: 'malformed' }],
  ])('maps %s to a failure value', async (mode, expected) => {
    openMeteo.setMode(mode)
    expect(await failure(geocoder())).toMatchObject({ upstream: 'Open-Meteo Geocoding', ...expected })
  })

  it('gives up after the timeout', async () => {
    openMeteo.setMode('hang')
    const started = performance.now()
    expect(await failure(geocoder({ timeoutMs: 200 }))).toMatchObject({ kind: 'timeout', message: 'Open-Meteo Geocoding did not answer within 0.2 s' })
    expect(performance.now() - started).toBeLessThan(1500)
  })
})

describe('Photon geocoder', () => {
  const geocoder = (extra: { timeoutMs?: number; fetch?: typeof fetch } = {}) =>
    createPhotonGeocoder({ baseUrl: photon.url, timeoutMs: 2000, userAgent: USER_AGENT, ...extra })

  it('asks /api/ with the text, a few spare results and English names, naming AirAhead', async () => {
    const recorder = recordingFetch()
    await geocoder({ fetch: recorder.fetch }).search('Lon', options())
    expect(photon.requests).toEqual([{ path: '/api/', query: { q: 'Lon', limit: '10', lang: 'en' } }])
    expect(recorder.headers[0]?.get('user-agent')).toBe(USER_AGENT)
  })

  it('tells cities from addresses, drops whole countries, and reads [lon, lat]', async () => {
    const result = await geocoder().search('London', options())
    expect(result.ok && result.value).toEqual([
      {
        name: 'London', displayName: 'London, England, United Kingdom', state: 'England', country: 'United Kingdom',
        lat: 51.5074456, lon: -0.1277653, locationType: 'city', source: 'photon',
      },
      {
        name: 'London Bridge', displayName: 'London Bridge, London, England, United Kingdom', state: 'England',
        country: 'United Kingdom', lat: 51.5111, lon: -0.0868, locationType: 'address', source: 'photon',
      },
      {
        name: 'London Road 10', displayName: 'London Road 10, Croydon, England, United Kingdom', state: 'England',
        country: 'United Kingdom', lat: 51.5014, lon: -0.1419, locationType: 'address', source: 'photon',
      },
      {
        name: 'London', displayName: 'London, Ontario, Canada', state: 'Ontario', country: 'Canada',
        lat: 42.9834, lon: -81.2497, locationType: 'city', source: 'photon',
      },
    ])
  })

  it('returns at most `limit` results', async () => {
    const result = await geocoder().search('London', options(2))
    expect(result.ok && result.value.map((r) => r.name)).toEqual(['London', 'London Bridge'])
  })

  it('answers an empty list when nothing matches', async () => {
    expect(await geocoder().search('Zzyzxq', options())).toEqual({ ok: true, value: [] })
  })

  it.each<[FakeMode, Partial<HttpClientError>]>([
    ['error500', { kind: 'http', status: 500, message: 'Photon answered HTTP 500: Internal Server Error' }],
    ['rate-limited', { kind: 'rate-limited', status: 429, retryAfterSeconds: 30 }],
    ['malformed', { kind: 'malformed' }],
    ['invalid-shape', { kind: 'malformed' }],
  ])('maps %s to a failure value', async (mode, expected) => {
    photon.setMode(mode)
    expect(await failure(geocoder())).toMatchObject({ upstream: 'Photon', ...expected })
  })

  it('gives up after the timeout', async () => {
    photon.setMode('hang')
    expect(await failure(geocoder({ timeoutMs: 200 }))).toMatchObject({ kind: 'timeout', upstream: 'Photon' })
  })
})

describe('gazetteer (built-in cities, no network)', () => {
  const names = (query: string, limit = 5) => searchGazetteer(query, limit).map((r) => r.displayName)

  it.each([
    ['Lon', ['London, England, United Kingdom', 'London, Ontario, Canada']],
    ['london', ['London, England, United Kingdom', 'London, Ontario, Canada']],
    ['london, ont', ['London, Ontario, Canada']],
    ['Paris, France', ['Paris, Île-de-France, France']],
    ['york', ['New York, United States']],
    ['NYC', ['New York, United States']],
    ['sao paulo', ['São Paulo, Brazil']],
    ['zurich', ['Zürich, Zurich, Switzerland']],
    ['Bombay', ['Mumbai, Maharashtra, India']],
    ['xian', ['Xi’an, Shaanxi, China']],
    ['zzyzxq', []],
  ])('%s → %j', (query, expected) => {
    expect(names(query)).toEqual(expected)
  })

  it('puts exact names first, then names that start with the text, then later words', () => {
    expect(names('san', 10)).toEqual([
      'San Francisco, California, United States',
      'San Diego, California, United States',
      'Santiago, Santiago Metropolitan Region, Chile',
    ])
    expect(names('washington', 2)).toEqual(['Washington, District of Columbia, United States'])
  })

  it('returns at most `limit`', () => {
    expect(searchGazetteer('b', 5)).toHaveLength(5)
  })

  it('holds only valid results, each city once', () => {
    const all = GAZETTEER_CITIES.map(([name, state, country]) => `${name}|${state}|${country}`)
    expect(new Set(all).size).toBe(all.length)
    for (const city of GAZETTEER_CITIES) {
      const [result] = searchGazetteer(`${city[0]}, ${city[2]}`, 50).filter((r) => r.state === city[1])
      expect(locationSearchResultSchema.safeParse(result).success, city[0]).toBe(true)
    }
  })
})
