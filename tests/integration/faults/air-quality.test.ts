import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import currentHandler from '../../../netlify/functions/air-quality-current'
import regionalHandler from '../../../netlify/functions/air-quality-regional'
import { runAlertCycle } from '../../../netlify/server/alerts/alert-cycle'
import { query } from '../../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../../netlify/server/env'
import { airQualityProvider } from '../../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../../netlify/server/providers/sms'
import { airQualityResponseSchema } from '../../../src/domain/contracts/air-quality'
import { startFakeOpenMeteo } from '../../fakes/fake-open-meteo'
import { startFakeOpenWeatherMap } from '../../fakes/fake-openweathermap'
import type { FakeUpstream } from '../../fakes/fake-upstream'
import type { ScriptedHours } from '../../fakes/scripted-hours'
import { rowCount, useTestDatabase } from '../../support/database'
import { CLEAN, POOR, seedAlertUser, testPhone } from '../alerts-helpers'
import { LOCAL_MODE, setEnv } from '../auth-helpers'
import { expectUpstreamProblem, FAULT_ROWS, MAX_WAIT_MS, timed, TIMEOUT_MS } from './fault-table'

/*
 * Air quality (Open-Meteo, OpenWeatherMap) × every upstream fault, through the function files:
 *
 * | fault        | nothing cached                     | an expired reading cached (< 6 h)           |
 * |--------------|------------------------------------|---------------------------------------------|
 * | timeout      | 502 upstream_failed within ~1 s    | 200: the cached reading, its own age, private |
 * | server-error | 502 upstream_failed                | 200: the cached reading                       |
 * | rate-limited | 502 upstream_failed + Retry-After  | 200: the cached reading                       |
 * | malformed    | 502 upstream_failed                | 200: the cached reading                       |
 * | slow (0.3 s) | 200 fresh                          | 200 fresh                                     |
 * | trickle      | 502 upstream_failed within ~1 s    | 200: the cached reading                       |
 *
 * Nothing is written to the cache by a failed fetch. The alert job: a failing cell does not
 * stop the others, and is handled by the next run.
 */

useTestDatabase()

interface Vendor {
  name: string
  upstream: RegExp
  start: (now: () => number) => Promise<FakeUpstream & { setPayloadFor(script: ScriptedHours | null): void }>
  env: (url: string) => Record<string, string>
  /** The latitudes a request asks about (Open-Meteo takes many cells per request). */
  latitudesOf: (query: Record<string, string>) => string[]
  /** Cells per request in the alert job. */
  maxBatch: number
}

const VENDORS: Vendor[] = [
  {
    name: 'Open-Meteo',
    upstream: /Open-Meteo/,
    start: (now) => startFakeOpenMeteo({ now }),
    env: (url) => ({ AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: url }),
    latitudesOf: (q) => (q['latitude'] ?? '').split(','),
    maxBatch: 50,
  },
  {
    name: 'OpenWeatherMap',
    upstream: /OpenWeatherMap/,
    start: (now) => startFakeOpenWeatherMap({ now }),
    env: (url) => ({ AIR_QUALITY_PROVIDER: 'openweathermap', OPENWEATHERMAP_BASE_URL: url, OPENWEATHERMAP_API_KEY: 'test-key' }),
    latitudesOf: (q) => [q['lat'] ?? ''],
    maxBatch: 1,
  },
]

const realNow = () => Math.floor(Date.now() / 1000)
const current = (lat: number, lon: number) =>
  currentHandler(new Request(`http://localhost/api/air-quality/current?lat=${lat}&lon=${lon}`))
const cacheRows = () => query<{ cell_key: string; fetched_at: Date }>(`SELECT cell_key, fetched_at FROM air_quality_cache ORDER BY cell_key`)

describe.each(VENDORS)('$name', (vendor) => {
  let fake: Awaited<ReturnType<Vendor['start']>>
  let clock: number | null = null
  let restoreEnv: () => void
  beforeAll(async () => {
    fake = await vendor.start(() => clock ?? realNow())
    restoreEnv = setEnv({ ...LOCAL_MODE, ...vendor.env(fake.url), UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) })
    resetServerEnv()
  })
  afterAll(async () => {
    await fake.close()
    restoreEnv()
    resetServerEnv()
  })
  beforeEach(() => {
    clock = null
    fake.setFault(null)
    fake.setPayloadFor(null)
    fake.requests.length = 0
  })

  describe('GET /api/air-quality/current, nothing cached', () => {
    it.each(FAULT_ROWS)('%s → %s', async (fault, outcome) => {
      fake.setFault(fault)
      const { value: res, ms } = await timed(() => current(-20, 30))
      expect(ms).toBeLessThan(MAX_WAIT_MS)
      if (outcome === 'served') {
        expect(res.status).toBe(200)
        expect(airQualityResponseSchema.parse(await res.json()).list).toHaveLength(1)
        expect(await rowCount('air_quality_cache')).toBe(1)
        return
      }
      const problem = await expectUpstreamProblem(res, { error: 'upstream_failed', message: vendor.upstream })
      expect(problem.message).toMatch(/^Air-quality data is unavailable right now/)
      if (fault === 'rate-limited') expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await rowCount('air_quality_cache')).toBe(0)
    })
  })

  describe('GET /api/air-quality/current, an expired reading cached', () => {
    it.each(FAULT_ROWS)('%s → the cached reading when refused upstream, else a fresh one', async (fault, outcome) => {
      const first = airQualityResponseSchema.parse(await (await current(-20, 31)).json())
      await query(`UPDATE air_quality_cache SET expires_at = now() - interval '1 minute', fetched_at = fetched_at - interval '30 minutes'`)
      await query(`UPDATE air_quality_cache SET payload = jsonb_set(payload, '{fetchedAt}', to_jsonb((payload->>'fetchedAt')::int - 1800))`)
      const [before] = await cacheRows()
      fake.setFault(fault)

      const { value: res, ms } = await timed(() => current(-20, 31))
      expect(ms).toBeLessThan(MAX_WAIT_MS)
      expect(res.status).toBe(200)
      const body = airQualityResponseSchema.parse(await res.json())
      if (outcome === 'served') {
        expect(Date.parse(body.fetchedAt)).toBeGreaterThanOrEqual(Date.parse(first.fetchedAt))
        expect(res.headers.get('netlify-cdn-cache-control')).toContain('max-age=300')
        return
      }
      // The last reading, with its real age (30 minutes), kept out of every shared cache; the
      // device may keep it as its last reading (decision 276).
      expect(Date.parse(body.fetchedAt)).toBe(Date.parse(first.fetchedAt) - 1800_000)
      expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate')
      expect(res.headers.get('netlify-cdn-cache-control')).toBeNull()
      expect(await cacheRows()).toEqual([before])
    })

    it('a cached reading older than 6 hours is not served: 502 instead', async () => {
      await current(-20, 32)
      await query(`UPDATE air_quality_cache SET expires_at = now() - interval '1 minute',
                     payload = jsonb_set(payload, '{fetchedAt}', to_jsonb((payload->>'fetchedAt')::int - 7 * 3600))`)
      fake.setFault('server-error')
      await expectUpstreamProblem(await current(-20, 32), { error: 'upstream_failed', message: vendor.upstream })
    })
  })

  it('GET /api/air-quality/regional answers the same 502 problem', async () => {
    fake.setFault('server-error')
    const res = await regionalHandler(new Request('http://localhost/api/air-quality/regional?lat=51.5&lon=-0.12'))
    await expectUpstreamProblem(res, { error: 'upstream_failed', message: vendor.upstream })
  })

  describe('the alert job', () => {
    /** 14:00 UTC: 9 AM in New York, outside the default quiet hours. */
    const T0 = Date.UTC(2026, 10, 23, 14, 0, 0) / 1000
    const HOUR = 3600
    /** Places in New York, each in its own 0.1° alert cell. */
    const PLACES = [
      { name: 'Home', lat: 40.71, lon: -74.01 },
      { name: 'School', lat: 40.81, lon: -73.95 },
      { name: 'Grandma', lat: 40.65, lon: -73.79 },
    ]
    const cycle = () =>
      runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now: clock ?? T0 })
    const alertsByPlace = async () =>
      query<{ place_name: string; status: string }>(`SELECT place_name, status FROM alerts ORDER BY place_name`)

    const sorted = (names: string[]) => names.sort().map((name) => ({ place_name: name, status: 'sent' }))

    it.each(FAULT_ROWS)('%s for one cell: the rest of its batch waits, other batches are alerted; all on the next run', async (fault, outcome) => {
      clock = T0
      for (const [i, place] of PLACES.entries()) await seedAlertUser(query, testPhone(i), [place])
      fake.setPayloadFor((_lat, _lon, dt) => (dt >= T0 + 2 * HOUR && dt < T0 + 6 * HOUR ? POOR : CLEAN))
      // Every request that asks about the School's cell (40.8) fails.
      fake.setFault(fault, { when: (r) => vendor.latitudesOf(r.query).includes('40.8') })

      const { value: first, ms } = await timed(cycle)
      expect(ms).toBeLessThan(2 * MAX_WAIT_MS)
      // The School's batch: just its cell at OpenWeatherMap, all three at Open-Meteo.
      const missed = outcome === 'served' ? [] : vendor.maxBatch === 1 ? ['School'] : PLACES.map((p) => p.name)
      expect(first.cellsFailed).toBe(missed.length)
      expect(await alertsByPlace()).toEqual(sorted(PLACES.map((p) => p.name).filter((n) => !missed.includes(n))))
      const unchecked = await query<{ name: string }>(`SELECT name FROM monitored_places WHERE checked_at IS NULL ORDER BY name`)
      expect(unchecked.map((p) => p.name)).toEqual([...missed].sort())

      // The upstream recovers; the next run (15 minutes later) alerts the places it missed, once.
      fake.setFault(null)
      clock = T0 + 900
      await cycle()
      expect(await alertsByPlace()).toEqual(sorted(PLACES.map((p) => p.name)))
    })

    it(`a failing batch does not stop the next one (${vendor.maxBatch + 1} cells)`, async () => {
      clock = T0
      // One place per 0.1° cell, on a line of latitudes from 10.0: two batches.
      const places = Array.from({ length: vendor.maxBatch + 1 }, (_, i) => ({ name: `P${i}`, lat: 10 + i / 10, lon: 20 }))
      for (const [i, place] of places.entries()) await seedAlertUser(query, testPhone(i), [place])
      fake.setPayloadFor((_lat, _lon, dt) => (dt >= T0 + 2 * HOUR && dt < T0 + 6 * HOUR ? POOR : CLEAN))
      // The batch that holds P0's cell fails (which batch that is depends on the places' order).
      fake.setFault('server-error', { when: (r) => vendor.latitudesOf(r.query).includes('10') })
      const summary = await cycle()
      expect(summary.cells).toBe(places.length)
      expect([1, vendor.maxBatch]).toContain(summary.cellsFailed)
      expect(summary).toMatchObject({ recorded: places.length - summary.cellsFailed, sent: places.length - summary.cellsFailed })
      const alerted = (await alertsByPlace()).map((a) => a.place_name)
      expect(alerted).not.toContain('P0')
      expect(alerted).toHaveLength(places.length - summary.cellsFailed)
    })
  })
})
