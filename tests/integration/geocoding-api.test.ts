import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import searchHandler from '../../netlify/functions/geocoding-search'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import {
  createGeocoder,
  geocoderRequestBudget,
  geocoderUserAgent,
} from '../../netlify/server/providers/geocoding'
import {
  budgetGate,
  FAIR_USE_UPSTREAM,
  PUBLIC_OSM_GEOCODER_BUDGET,
  PUBLIC_OSM_GEOCODER_PER_CLIENT,
  takeUpstreamSlot,
} from '../../netlify/server/providers/geocoding/request-budget'
import { locationSearchResponseSchema } from '../../src/domain/contracts/geocoding'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeOpenMeteoGeocoding, startFakePhoton } from '../fakes/fake-geocoder'
import type { FakeUpstream } from '../fakes/fake-upstream'
import { useTestDatabase } from '../support/database'

useTestDatabase()

const ENV_KEYS = ['GEOCODER', 'OPEN_METEO_GEOCODING_BASE_URL', 'PHOTON_BASE_URL', 'UPSTREAM_TIMEOUT_MS', 'URL'] as const
function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>): void {
  for (const key of ENV_KEYS) delete process.env[key]
  Object.assign(process.env, values)
  resetServerEnv()
}

const search = (query: string, init?: RequestInit) =>
  searchHandler(new Request(`http://localhost/api/geocoding/search${query}`, init))

async function expectProblem(res: Response, status: number, error: string, message?: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toContain('application/json')
  expect(res.headers.get('cache-control')).toBe('no-store')
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  if (message) expect(body.message).toBe(message)
  return body
}

let openMeteo: FakeUpstream
let photon: FakeUpstream
beforeAll(async () => {
  openMeteo = await startFakeOpenMeteoGeocoding()
  photon = await startFakePhoton()
})
afterEach(() => {
  setEnv({})
  vi.unstubAllGlobals()
  openMeteo.setMode('ok')
  photon.setMode('ok')
})
afterAll(async () => {
  await openMeteo.close()
  await photon.close()
})

describe('GET /api/geocoding/search: default (built-in cities)', () => {
  it('answers from the gazetteer without any network call, CDN-cacheable', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.reject(new Error('no network in this test')))
    vi.stubGlobal('fetch', fetchSpy)
    const res = await search('?q=Lon')
    expect(res.status).toBe(200)
    const body = locationSearchResponseSchema.parse(await res.json())
    expect(body[0]).toEqual({
      name: 'London', displayName: 'London, England, United Kingdom', state: 'England', country: 'United Kingdom',
      lat: 51.5074, lon: -0.1278, locationType: 'city', source: 'gazetteer',
    })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('max-age=604800')
  })

  it('trims the text, and answers at most 5 places', async () => {
    const body = locationSearchResponseSchema.parse(await (await search('?q=%20%20san%20%20')).json())
    expect(body.map((r) => r.name)).toEqual(['San Francisco', 'San Diego', 'Santiago'])
    const many = locationSearchResponseSchema.parse(await (await search('?q=new')).json())
    expect(many.length).toBeLessThanOrEqual(5)
  })

  it('answers an empty list for text that matches nothing, odd characters included', async () => {
    for (const q of ['zzyzxq', '%25%25%25', '%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80', `${'a'.repeat(200)}`, '%3Cscript%3E']) {
      const res = await search(`?q=${q}`)
      expect(res.status, q).toBe(200)
      expect(await res.json()).toEqual([])
    }
  })

  it.each([
    ['', 'q is required'],
    ['?q=', 'q must be at least 3 characters'],
    ['?q=%20%20%20%20', 'q must be at least 3 characters'],
    ['?q=%20ab%20', 'q must be at least 3 characters'],
    // Characters, not UTF-16 units: two emoji are two characters.
    ['?q=%F0%9F%98%80%F0%9F%98%80', 'q must be at least 3 characters'],
    [`?q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['?name=London', 'q is required'],
  ])('rejects %s with 400: %s', async (query, message) => {
    await expectProblem(await search(query), 400, 'invalid_request', message)
  })

  it('allows only GET', async () => {
    const res = await search('?q=London', { method: 'POST' })
    await expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.get('allow')).toBe('GET')
  })
})

describe('GET /api/geocoding/search: Open-Meteo', () => {
  it('answers the upstream places, at most 5', async () => {
    setEnv({ GEOCODER: 'open-meteo', OPEN_METEO_GEOCODING_BASE_URL: openMeteo.url })
    const res = await search('?q=Lon')
    expect(res.status).toBe(200)
    const body = locationSearchResponseSchema.parse(await res.json())
    expect(body).toHaveLength(5)
    expect(body.every((r) => r.source === 'open-meteo' && r.locationType === 'city')).toBe(true)
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('durable')
  })

  it.each([
    ['error500', 'Location search is unavailable right now (Open-Meteo Geocoding: Open-Meteo Geocoding answered HTTP 500: Internal Server Error). Please try again shortly.'],
    ['malformed', 'Location search is unavailable right now (Open-Meteo Geocoding: Open-Meteo Geocoding sent a response that is not valid JSON). Please try again shortly.'],
    ['hang', 'Location search is unavailable right now (Open-Meteo Geocoding: Open-Meteo Geocoding did not answer within 0.3 s). Please try again shortly.'],
  ] as const)('answers 502 JSON, never cached, when the upstream fails (%s)', async (mode, message) => {
    setEnv({ GEOCODER: 'open-meteo', OPEN_METEO_GEOCODING_BASE_URL: openMeteo.url, UPSTREAM_TIMEOUT_MS: '300' })
    openMeteo.setMode(mode)
    await expectProblem(await search('?q=London'), 502, 'upstream_failed', message)
  })

  it('passes the upstream Retry-After on with a 502 when the upstream rate-limits', async () => {
    setEnv({ GEOCODER: 'open-meteo', OPEN_METEO_GEOCODING_BASE_URL: openMeteo.url })
    openMeteo.setMode('rate-limited')
    const res = await search('?q=London')
    await expectProblem(res, 502, 'upstream_failed')
    expect(res.headers.get('retry-after')).toBe('60')
  })
})

describe('GET /api/geocoding/search: Photon', () => {
  it('answers addresses and cities', async () => {
    setEnv({ GEOCODER: 'photon', PHOTON_BASE_URL: photon.url })
    const body = locationSearchResponseSchema.parse(await (await search('?q=London')).json())
    expect(body.map((r) => [r.name, r.locationType])).toEqual([
      ['London', 'city'],
      ['London Bridge', 'address'],
      ['London Road 10', 'address'],
      ['London', 'city'],
    ])
  })

  it('answers 502 when Photon fails', async () => {
    setEnv({ GEOCODER: 'photon', PHOTON_BASE_URL: photon.url })
    photon.setMode('invalid-shape')
    await expectProblem(await search('?q=London'), 502, 'upstream_failed')
  })
})

describe('geocoder choice and fair use', () => {
  it('chooses the adapter from GEOCODER, the gazetteer by default', () => {
    setEnv({})
    expect(createGeocoder(serverEnv()).id).toBe('gazetteer')
    setEnv({ GEOCODER: 'open-meteo' })
    expect(createGeocoder(serverEnv()).id).toBe('open-meteo')
    setEnv({ GEOCODER: 'photon' })
    expect(createGeocoder(serverEnv()).id).toBe('photon')
  })

  it('refuses an unknown GEOCODER at start', () => {
    setEnv({ GEOCODER: 'nominatim' })
    expect(() => serverEnv()).toThrow(/GEOCODER/)
  })

  it('names AirAhead and the site in the User-Agent', () => {
    setEnv({ URL: 'https://airahead.example' })
    expect(geocoderUserAgent(serverEnv())).toBe('AirAhead/0.1 (air-quality web app; +https://airahead.example)')
    setEnv({})
    expect(geocoderUserAgent(serverEnv())).toBe('AirAhead/0.1 (air-quality web app)')
  })

  it('holds public Photon to 1 request per second for everyone together; a self-hosted one is free', () => {
    setEnv({ GEOCODER: 'photon' })
    expect(geocoderRequestBudget(serverEnv())).toEqual({ name: 'geocoder-public-osm', limit: 1, windowSeconds: 1 })
    setEnv({ GEOCODER: 'photon', PHOTON_BASE_URL: photon.url })
    expect(geocoderRequestBudget(serverEnv())).toBeNull()
    setEnv({ GEOCODER: 'open-meteo' })
    expect(geocoderRequestBudget(serverEnv())).toBeNull()
  })

  it('waits out a full one-second window once, then refuses with Retry-After', async () => {
    let now = 1_800_000_000.2
    const waits: number[] = []
    const sleep = async (ms: number) => {
      waits.push(ms)
      now += ms / 1000
    }
    const slot = () => takeUpstreamSlot(PUBLIC_OSM_GEOCODER_BUDGET, { maxWaitMs: 1000, now: () => now, sleep })
    expect(await slot()).toEqual({ allowed: true })
    expect(await slot()).toEqual({ allowed: true })
    expect(waits).toEqual([1000])
    const noWait = await takeUpstreamSlot(PUBLIC_OSM_GEOCODER_BUDGET, { maxWaitMs: 0, now: () => now, sleep })
    expect(noWait).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it("one client takes at most its part of the shared slot, refused alone and at once; a refusal of the slot costs the client nothing (decision 234)", async () => {
    // A roomy slot, so only the client's part refuses.
    const gate = budgetGate({ name: 'test-slot', limit: 1000, windowSeconds: 1 }, PUBLIC_OSM_GEOCODER_PER_CLIENT)
    const greedy = '2001:db8:5:1::1'
    for (let i = 0; i < PUBLIC_OSM_GEOCODER_PER_CLIENT.limit; i++) expect(await gate(`2001:db8:5:1::${i + 1}`)).toBeNull()
    const refused = await gate(greedy)
    expect(refused).toMatchObject({ kind: 'rate-limited', upstream: FAIR_USE_UPSTREAM, message: expect.stringMatching(/^Many searches came from your network/) })
    expect(await gate('198.51.100.20')).toBeNull()
    // The shared slot full: the client is refused and keeps its part.
    const tight = budgetGate({ name: 'test-tight', limit: 1, windowSeconds: 60 }, { name: 'test-client', limit: 2, windowSeconds: 60 })
    expect(await tight('198.51.100.21')).toBeNull()
    for (let i = 0; i < 3; i++) expect(await tight('198.51.100.22')).toMatchObject({ message: expect.stringMatching(/^Location search is busy/) })
  })
})
