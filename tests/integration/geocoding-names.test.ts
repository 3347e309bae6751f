import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import reverseHandler from '../../netlify/functions/geocoding-reverse'
import searchHandler from '../../netlify/functions/geocoding-search'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { createGeocoder, geocoderChoice, geocoderRequestBudget } from '../../netlify/server/providers/geocoding'
import { nearestGazetteerPlace } from '../../netlify/server/providers/geocoding/gazetteer'
import { geocoderFailed } from '../../netlify/server/providers/geocoding/geocoder-failed'
import { createPhotonGeocoder } from '../../netlify/server/providers/geocoding/photon'
import { FAIR_USE_UPSTREAM } from '../../netlify/server/providers/geocoding/request-budget'
import { locationSearchResponseSchema, reverseGeocodeResponseSchema } from '../../src/domain/contracts/geocoding'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeOpenMeteoGeocoding, startFakePhoton } from '../fakes/fake-geocoder'
import type { FakeUpstream } from '../fakes/fake-upstream'
import { deployEnv } from '../support/deploy-env'
import { setEnv } from './auth-helpers'
import { useTestDatabase } from '../support/database'

/*
 * Issue 15 items 5 and 7 (decisions 177, 178): a position is named by its town, and a deploy
 * searches the world (Open-Meteo for places, Photon for addresses) unless it says otherwise.
 */

useTestDatabase()

const GEOCODER_VARS = ['GEOCODER', 'OPEN_METEO_GEOCODING_BASE_URL', 'PHOTON_BASE_URL', 'UPSTREAM_TIMEOUT_MS'] as const
let restore: () => void = () => undefined
function useEnv(values: Record<string, string | undefined>): void {
  restore()
  const cleared = Object.fromEntries(GEOCODER_VARS.map((k) => [k, undefined]))
  restore = setEnv({ ...cleared, ...values })
  resetServerEnv()
}
/** A deploy (no AIRAHEAD_LOCAL) whose geocoders are the local fakes. */
const deploy = (extra: Record<string, string | undefined> = {}) => ({
  ...deployEnv(),
  OPEN_METEO_GEOCODING_BASE_URL: openMeteo.url,
  PHOTON_BASE_URL: photon.url,
  ...extra,
})

const reverse = (query: string, init?: RequestInit) => reverseHandler(new Request(`http://localhost/api/geocoding/reverse${query}`, init))
const search = (q: string) => searchHandler(new Request(`http://localhost/api/geocoding/search?q=${encodeURIComponent(q)}`))
const placeOf = async (res: Response) => reverseGeocodeResponseSchema.parse(await res.json()).place

let openMeteo: FakeUpstream
let photon: FakeUpstream
beforeAll(async () => {
  openMeteo = await startFakeOpenMeteoGeocoding()
  photon = await startFakePhoton()
})
afterEach(() => {
  restore()
  restore = () => undefined
  resetServerEnv()
  vi.unstubAllGlobals()
  openMeteo.setMode('ok')
  photon.setMode('ok')
  openMeteo.requests.length = 0
  photon.requests.length = 0
})
afterAll(async () => {
  await openMeteo.close()
  await photon.close()
})

describe('which geocoder runs', () => {
  it('a deploy without GEOCODER gets the worldwide pair; local mode the built-in list; a set GEOCODER wins', () => {
    useEnv(deploy())
    expect(geocoderChoice(serverEnv())).toBe('worldwide')
    expect(createGeocoder(serverEnv()).id).toBe('worldwide')
    useEnv({ AIRAHEAD_LOCAL: '1', SITE_ID: undefined })
    expect(createGeocoder(serverEnv()).id).toBe('gazetteer')
    useEnv(deploy({ GEOCODER: 'gazetteer' }))
    expect(createGeocoder(serverEnv()).id).toBe('gazetteer')
    // An empty value, as .env.example has it, is "not set".
    useEnv(deploy({ GEOCODER: '' }))
    expect(createGeocoder(serverEnv()).id).toBe('worldwide')
  })

  it('holds the worldwide pair to public Photon’s shared budget unless Photon is self-hosted', () => {
    useEnv(deploy({ PHOTON_BASE_URL: undefined }))
    expect(geocoderRequestBudget(serverEnv())).toEqual({ name: 'geocoder-public-osm', limit: 1, windowSeconds: 1 })
    useEnv(deploy())
    expect(geocoderRequestBudget(serverEnv())).toBeNull()
  })
})

describe('GET /api/geocoding/search on a deploy (worldwide)', () => {
  it('finds every Springfield through Open-Meteo, without spending Photon’s budget', async () => {
    useEnv(deploy())
    const res = await search('Springfield')
    expect(res.status).toBe(200)
    const places = locationSearchResponseSchema.parse(await res.json())
    expect(places.map((p) => p.displayName)).toEqual([
      'Springfield, Illinois, United States',
      'Springfield, Massachusetts, United States',
    ])
    expect(places.every((p) => p.source === 'open-meteo')).toBe(true)
    expect(photon.requests).toHaveLength(0)
  })

  it('finds a school, which GeoNames does not know, through Photon', async () => {
    useEnv(deploy())
    const places = locationSearchResponseSchema.parse(await (await search('Lincoln Elementary')).json())
    expect(places).toEqual([
      expect.objectContaining({ name: 'Lincoln Elementary School', locationType: 'address', source: 'photon' }),
    ])
    expect(openMeteo.requests.map((r) => r.query['name'])).toEqual(['Lincoln Elementary'])
  })

  it('sends text with a house number straight to Photon', async () => {
    useEnv(deploy())
    const places = locationSearchResponseSchema.parse(await (await search('10 London Road')).json())
    expect(openMeteo.requests).toHaveLength(0)
    expect(photon.requests.map((r) => r.path)).toEqual(['/api/'])
    expect(places).toEqual([])
  })

  it('answers 502 when Open-Meteo fails: never the built-in list in its place', async () => {
    useEnv(deploy({ UPSTREAM_TIMEOUT_MS: '500' }))
    openMeteo.setMode('error500')
    const res = await search('London')
    expect(res.status).toBe(502)
    expect(problemSchema.parse(await res.json()).message).toMatch(/Open-Meteo Geocoding/)
  })
})

describe('GET /api/geocoding/reverse', () => {
  it('local mode: the nearest city of the built-in list, without network', async () => {
    useEnv({ AIRAHEAD_LOCAL: '1', SITE_ID: undefined })
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.reject(new Error('no network in this test')))
    vi.stubGlobal('fetch', fetchSpy)
    const res = await reverse('?lat=40.7306&lon=-73.9866')
    expect(res.status).toBe(200)
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('durable')
    expect(await placeOf(res)).toEqual({
      name: 'New York',
      displayName: 'New York, United States',
      state: 'New York',
      country: 'United States',
      source: 'gazetteer',
    })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('deploy: the town from Photon, asked at ~1 km rounded coordinates', async () => {
    useEnv(deploy())
    const res = await reverse('?latitude=40.692812&longitude=-73.990311')
    expect(res.status).toBe(200)
    expect(await placeOf(res)).toEqual({
      name: 'New York',
      displayName: 'New York, United States',
      state: 'New York',
      country: 'United States',
      source: 'photon',
    })
    expect(photon.requests).toEqual([
      { path: '/reverse', query: { lat: '40.69', lon: '-73.99', limit: '1', radius: '10', lang: 'en' } },
    ])
  })

  it('answers { place: null } where nothing is near (the open sea)', async () => {
    useEnv(deploy())
    expect(await placeOf(await reverse('?lat=30&lon=-40'))).toBeNull()
    useEnv({ AIRAHEAD_LOCAL: '1', SITE_ID: undefined })
    expect(await placeOf(await reverse('?lat=30&lon=-40'))).toBeNull()
  })

  it('answers 400 for missing or impossible coordinates, 405 for POST', async () => {
    useEnv({ AIRAHEAD_LOCAL: '1', SITE_ID: undefined })
    for (const query of ['', '?lat=91&lon=0', '?lat=abc&lon=1', '?lat=10']) {
      const res = await reverse(query)
      expect(res.status, query).toBe(400)
      expect(problemSchema.parse(await res.json()).error).toBe('invalid_request')
    }
    expect((await reverse('?lat=1&lon=1', { method: 'POST' })).status).toBe(405)
  })

  it('answers 502 when Photon fails on a deploy', async () => {
    useEnv(deploy())
    photon.setMode('error500')
    const res = await reverse('?lat=40.69&lon=-73.99')
    expect(res.status).toBe(502)
    expect(problemSchema.parse(await res.json()).message).toMatch(/^Naming this place is unavailable right now \(Photon/)
  })
})

describe('naming rules', () => {
  it('the built-in list says "Near" beyond 15 km and nothing beyond 50 km', () => {
    // Newark is ~14 km from New York's centre; State College, Pennsylvania, 190 km from Pittsburgh.
    expect(nearestGazetteerPlace({ lat: 40.7357, lon: -74.1724 })?.name).toBe('New York')
    expect(nearestGazetteerPlace({ lat: 40.95, lon: -74.35 })?.name).toBe('Near New York')
    expect(nearestGazetteerPlace({ lat: 40.7934, lon: -77.86 })).toBeNull()
  })

  it('Photon: a settlement is its own town; a refused fair-use slot is a 429, the vendor’s own a 502', async () => {
    const refused = { kind: 'rate-limited' as const, upstream: FAIR_USE_UPSTREAM, message: 'busy', retryAfterSeconds: 1 }
    const gated = createPhotonGeocoder({ baseUrl: photon.url, timeoutMs: 1000, userAgent: 'test', gate: async () => refused })
    const result = await gated.reverse({ lat: 51.5, lon: -0.13 }, { signal: new AbortController().signal })
    expect(result).toEqual({ ok: false, error: refused })
    expect(photon.requests).toHaveLength(0)
    expect(geocoderFailed(refused, 'Location search').status).toBe(429)
    expect(geocoderFailed({ ...refused, upstream: 'Photon' }, 'Location search').status).toBe(502)

    const open = createPhotonGeocoder({ baseUrl: photon.url, timeoutMs: 1000, userAgent: 'test', gate: async () => null })
    const london = await open.reverse({ lat: 51.5074, lon: -0.1278 }, { signal: new AbortController().signal })
    expect(london).toEqual({ ok: true, value: expect.objectContaining({ name: 'London', displayName: 'London, England, United Kingdom' }) })
  })
})
