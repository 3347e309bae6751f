import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import searchHandler from '../../../netlify/functions/geocoding-search'
import { resetServerEnv } from '../../../netlify/server/env'
import { locationSearchResponseSchema } from '../../../src/domain/contracts/geocoding'
import { startFakeOpenMeteoGeocoding, startFakePhoton } from '../../fakes/fake-geocoder'
import type { FakeUpstream } from '../../fakes/fake-upstream'
import { rowCount, useTestDatabase } from '../../support/database'
import { setEnv } from '../auth-helpers'
import { expectUpstreamProblem, FAULT_ROWS, MAX_WAIT_MS, timed, TIMEOUT_MS } from './fault-table'

/*
 * Geocoding (Open-Meteo geocoding for cities, Photon for addresses) × every upstream fault,
 * through GET /api/geocoding/search:
 *
 * | fault        | answer                                                         |
 * |--------------|----------------------------------------------------------------|
 * | timeout      | 502 upstream_failed "… did not answer within 1 s", within ~1 s |
 * | server-error | 502 upstream_failed "… answered HTTP 500 …"                    |
 * | rate-limited | 502 upstream_failed with the vendor's Retry-After              |
 * | malformed    | 502 upstream_failed "… not valid JSON"                         |
 * | slow (0.3 s) | 200 with the places, CDN-cacheable                             |
 * | trickle      | 502 upstream_failed, within ~1 s                               |
 *
 * There is no server-side cache of searches to fall back on: the CDN keeps good answers
 * (a week), and a refusal is `no-store`, so it never replaces one. Nothing is written.
 */

useTestDatabase()

interface Vendor {
  name: string
  start: () => Promise<FakeUpstream>
  env: (url: string) => Record<string, string>
  upstream: string
  retryAfter: string
}

const VENDORS: Vendor[] = [
  {
    name: 'Open-Meteo geocoding',
    start: startFakeOpenMeteoGeocoding,
    env: (url) => ({ GEOCODER: 'open-meteo', OPEN_METEO_GEOCODING_BASE_URL: url }),
    upstream: 'Open-Meteo Geocoding',
    retryAfter: '60',
  },
  {
    name: 'Photon (self-hosted: no shared request budget)',
    start: startFakePhoton,
    env: (url) => ({ GEOCODER: 'photon', PHOTON_BASE_URL: url }),
    upstream: 'Photon',
    retryAfter: '30',
  },
]

const MESSAGES = {
  timeout: 'did not answer within 1 s',
  'server-error': 'answered HTTP 500',
  'rate-limited': 'rate limit reached',
  malformed: 'not valid JSON',
  trickle: 'did not answer within 1 s',
} as const

const search = (q: string) => searchHandler(new Request(`http://localhost/api/geocoding/search?q=${encodeURIComponent(q)}`))

describe.each(VENDORS)('$name', (vendor) => {
  let fake: FakeUpstream
  let restoreEnv: () => void
  beforeAll(async () => {
    fake = await vendor.start()
    restoreEnv = setEnv({ URL: undefined, ...vendor.env(fake.url), UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) })
    resetServerEnv()
  })
  afterAll(async () => {
    await fake.close()
    restoreEnv()
    resetServerEnv()
  })
  beforeEach(() => fake.setFault(null))

  it.each(FAULT_ROWS)('%s → %s', async (fault, outcome) => {
    fake.setFault(fault)
    const { value: res, ms } = await timed(() => search('London'))
    expect(ms).toBeLessThan(MAX_WAIT_MS)
    if (outcome === 'served') {
      expect(res.status).toBe(200)
      expect(locationSearchResponseSchema.parse(await res.json()).length).toBeGreaterThan(0)
      expect(res.headers.get('netlify-cdn-cache-control')).toContain('durable')
    } else {
      const problem = await expectUpstreamProblem(res, { error: 'upstream_failed' })
      expect(problem.message).toMatch(new RegExp(`^Location search is unavailable right now \\(${vendor.upstream}: `))
      expect(problem.message).toContain(MESSAGES[fault as keyof typeof MESSAGES])
      expect(res.headers.get('retry-after')).toBe(fault === 'rate-limited' ? vendor.retryAfter : null)
    }
    expect(await rowCount('rate_limit_hits')).toBe(0)
  })
})
