import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import currentHandler from '../../netlify/functions/air-quality-current'
import forecastHandler from '../../netlify/functions/air-quality-forecast'
import pruneHandler from '../../netlify/functions/air-quality-cache-prune'
import { PRUNE_PER_WRITE } from '../../netlify/server/air-quality/forecast-store'
import { admitJobForecastCalls, CACHE_MISSES_PER_CLIENT, jobCallBudget, publicShare, readCallBudget } from '../../netlify/server/air-quality/read-budget'
import { loadCellForecasts } from '../../netlify/server/alerts/load-forecasts'
import { cellFor } from '../../netlify/server/air-quality/cells'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { takeUpstreamCall } from '../../netlify/server/air-quality/upstream-calls'
import { networkRateLimitKey } from '../../netlify/server/client-ip'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityResponseSchema } from '../../src/domain/contracts/air-quality'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { rowCount, useTestDatabase } from '../support/database'
import { deployEnv } from '../support/deploy-env'
import { setEnv } from './auth-helpers'

useTestDatabase()

let fake: FakeOpenMeteo
let restoreEnv: () => void
beforeAll(async () => {
  fake = await startFakeOpenMeteo()
  // Run as a Netlify deploy runs the functions: no local mode, the edge's client-IP header.
  restoreEnv = setEnv({ ...deployEnv({ openMeteo: fake.url }), AIR_QUALITY_READ_BUDGET: undefined })
  resetServerEnv()
})
afterAll(async () => {
  await fake.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  fake.setMode('ok')
  fake.requests.length = 0
})
afterEach(() => {
  delete process.env.AIR_QUALITY_READ_BUDGET
  resetServerEnv()
})

const get = (path: string, ip: string, handler = currentHandler) =>
  handler(new Request(`https://airahead.example${path}`, { headers: { 'x-nf-client-connection-ip': ip } }))
const at = (lat: number, lon: number) => `/api/air-quality/current?lat=${lat}&lon=${lon}`

async function expectProblem(res: Response, status: number, error: string): Promise<number> {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  expect(body.message).toMatch(/Places looked up recently still load/)
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  return retryAfter
}

describe('the budgets are sized from the provider', () => {
  it("defaults to half of Open-Meteo's free tier (600/min, 5,000/h, 10,000/day) and takes AIR_QUALITY_READ_BUDGET", () => {
    expect(readCallBudget(serverEnv(), 'open-meteo')).toEqual({ perMinute: 300, perHour: 2500, perDay: 5000 })
    expect(readCallBudget(serverEnv(), 'openweathermap')).toEqual({ perMinute: 30, perHour: 1800, perDay: 16_129 })
    process.env.AIR_QUALITY_READ_BUDGET = ' 1000, 20000,100000 '
    resetServerEnv()
    expect(readCallBudget(serverEnv(), 'open-meteo')).toEqual({ perMinute: 1000, perHour: 20_000, perDay: 100_000 })
  })

  it('a malformed AIR_QUALITY_READ_BUDGET is a configuration error naming it', async () => {
    process.env.AIR_QUALITY_READ_BUDGET = '300/min'
    resetServerEnv()
    const logged = vi.mocked(console.error)
    const res = await get(at(1, 1), '203.0.113.1')
    expect(res.status).toBe(503)
    expect(problemSchema.parse(await res.json()).message).toMatch(/AIR_QUALITY_READ_BUDGET: use three whole numbers/)
    expect(fake.requests).toHaveLength(0)
    // The one expected error: the function log names the variable too.
    expect(logged.mock.calls.map(String).join(' ')).toContain('AIR_QUALITY_READ_BUDGET')
    logged.mockClear()
  })
})

describe("the alert job's calls are counted too (decision 246)", () => {
  const NOW = 1_795_000_000

  it("the job has the other half of the free tier, or AIR_QUALITY_JOB_BUDGET, counted per location", async () => {
    expect(jobCallBudget(serverEnv(), 'open-meteo')).toEqual({ perMinute: 300, perHour: 2500, perDay: 5000 })
    process.env.AIR_QUALITY_JOB_BUDGET = '100000,1000000,10000000'
    resetServerEnv()
    expect(jobCallBudget(serverEnv(), 'open-meteo')).toEqual({ perMinute: 100_000, perHour: 1_000_000, perDay: 10_000_000 })
    delete process.env.AIR_QUALITY_JOB_BUDGET
    resetServerEnv()
    // A 50-cell request is 50 calls of the job's minute.
    expect(await admitJobForecastCalls(serverEnv(), 'open-meteo', 50, NOW)).toBe(true)
    const [minute] = await query<{ calls: number }>(`SELECT calls FROM upstream_call_windows WHERE window_key = $1`, [`job:open-meteo:minute:${Math.floor(NOW / 60) * 60}`])
    expect(minute?.calls).toBe(50)
  })

  it("past its own half the job borrows what the public left, never more: the provider's limit holds", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await admitJobForecastCalls(serverEnv(), 'open-meteo', 300, NOW)).toBe(true)
    // The public spent 200 of its 300 this minute; the job may have the other 100.
    expect((await takeUpstreamCall(publicShare(serverEnv(), 'open-meteo').scope, readCallBudget(serverEnv(), 'open-meteo'), NOW, 200)).allowed).toBe(true)
    expect(await admitJobForecastCalls(serverEnv(), 'open-meteo', 100, NOW)).toBe(true)
    expect(await admitJobForecastCalls(serverEnv(), 'open-meteo', 1, NOW)).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^air-quality-job-budget-spent provider=open-meteo window=minute/))
    warn.mockRestore()
  })

  it('a refused batch calls no one and decides on the cached forecast while it may (6 h), then says why it has none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cells = [cellFor({ lat: 10, lon: 10 }), cellFor({ lat: 11, lon: 11 })]
    const provider = airQualityProvider()
    const first = await loadCellForecasts(provider, cells, NOW, { query }, undefined, async () => true)
    expect(first.forecasts.size).toBe(2)
    const calls = fake.requests.length
    // Two hours on the rows are due again; refused, the job keeps them.
    const refused = await loadCellForecasts(provider, cells, NOW + 2 * 3600, { query }, undefined, async () => false)
    expect(fake.requests).toHaveLength(calls)
    expect(refused).toMatchObject({ upstreamRequests: 0 })
    expect([...refused.forecasts.keys()].sort()).toEqual(cells.map((c) => c.key).sort())
    // Seven hours on they are too old to stand in: both cells wait for the next run, saying why.
    const late = await loadCellForecasts(provider, cells, NOW + 7 * 3600, { query }, undefined, async () => false)
    expect(late.forecasts.size).toBe(0)
    expect([...late.failed.values()]).toEqual([expect.stringMatching(/share of open-meteo is spent/), expect.stringMatching(/share of open-meteo is spent/)])
    warn.mockRestore()
  })
})

describe('per client: cache misses per hour', () => {
  const ip = '198.51.100.20'

  it(`answers a miss after ${CACHE_MISSES_PER_CLIENT.limit} in an hour 429 with Retry-After, writes nothing, and keeps serving hits`, async () => {
    expect((await get(at(10, 10), ip)).status).toBe(200)
    // The hour's other misses, as rows of the limit's own bucket (cheaper than 118 more places).
    await query(
      `INSERT INTO rate_limit_hits (bucket, hit_at, expires_at) SELECT $1, now() - interval '10 minutes', now() + interval '50 minutes' FROM generate_series(1, $2::int)`,
      [`${CACHE_MISSES_PER_CLIENT.name}:${networkRateLimitKey(ip)}`, CACHE_MISSES_PER_CLIENT.limit - 2],
    )
    expect((await get(at(11, 11), ip)).status).toBe(200)
    expect(fake.requests).toHaveLength(2)

    const retryAfter = await expectProblem(await get(at(12, 12), ip), 429, 'rate_limited')
    expect(retryAfter).toBeLessThanOrEqual(3600 - 10 * 60 + 5)
    expect(fake.requests).toHaveLength(2)
    expect(await rowCount('air_quality_cache')).toBe(2)

    // A place already cached (any endpoint, any point of the cell) still loads for this client.
    expect((await get(at(10.001, 10.002), ip)).status).toBe(200)
    expect((await get('/api/air-quality/forecast?lat=11&lon=11', ip, forecastHandler)).status).toBe(200)
    // Another network has a budget of its own.
    expect((await get(at(12, 12), '198.51.100.21')).status).toBe(200)
  })

  it('an IPv6 client is its /64: another address in it shares the budget, another /64 does not', async () => {
    await query(
      `INSERT INTO rate_limit_hits (bucket, hit_at, expires_at) SELECT $1, now() - interval '5 minutes', now() + interval '55 minutes' FROM generate_series(1, $2::int)`,
      [`${CACHE_MISSES_PER_CLIENT.name}:${networkRateLimitKey('2001:db8:aa:bb::1')}`, CACHE_MISSES_PER_CLIENT.limit],
    )
    await expectProblem(await get(at(30, 30), '2001:db8:aa:bb:ffff:1:2:3'), 429, 'rate_limited')
    expect(fake.requests).toHaveLength(0)
    expect((await get(at(30, 30), '2001:db8:aa:bc::1')).status).toBe(200)
  })

  it('an IPv6 client: concurrent requests for one new cell count one miss and make one upstream call', async () => {
    const v6 = '2001:db8:1:2::7'
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => get(at(20 + i / 10_000, 20), v6)))
    expect(answers.every((r) => r.status === 200)).toBe(true)
    expect(fake.requests).toHaveLength(1)
    const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket LIKE $1`, [`${CACHE_MISSES_PER_CLIENT.name}:%`])
    expect(row?.n).toBe(1)
  })
})

describe('global: upstream calls per minute, hour and day', () => {
  it('answers a miss over the budget 503 with Retry-After and one log line; hits, and other endpoints of cached cells, keep working', async () => {
    // 3 a minute, an hour and a day: a minute (or hour) that ends mid-test changes nothing.
    process.env.AIR_QUALITY_READ_BUDGET = '3,3,3'
    resetServerEnv()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (let i = 0; i < 3; i++) expect((await get(at(30 + i, 30), `192.0.2.${i + 1}`)).status).toBe(200)
      const first = await expectProblem(await get(at(40, 40), '192.0.2.50'), 503, 'air_quality_budget_exhausted')
      expect(first).toBeLessThanOrEqual(86_400)
      await expectProblem(await get(at(41, 41), '192.0.2.51'), 503, 'air_quality_budget_exhausted')
      expect(fake.requests).toHaveLength(3)
      expect(await rowCount('air_quality_cache')).toBe(3)
      // The refused clients' misses are given back: they fetched nothing.
      const refusedBucket = `${CACHE_MISSES_PER_CLIENT.name}:${networkRateLimitKey('192.0.2.50')}`
      expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = $1`, [refusedBucket]))[0]?.n).toBe(0)

      expect((await get(at(31, 30), '192.0.2.50')).status).toBe(200)
      expect((await get('/api/air-quality/forecast?lat=32&lon=30', '192.0.2.51', forecastHandler)).status).toBe(200)

      const lines = warn.mock.calls.map((args) => String(args[0])).filter((l) => l.startsWith('air-quality-read-budget-exhausted'))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^air-quality-read-budget-exhausted provider=open-meteo window=day limit=3 retry_after_s=\d+$/)
    } finally {
      warn.mockRestore()
    }
  })

  it('serves a forecast cached within 6 hours, privately, instead of refusing', async () => {
    await get(at(50, 50), '192.0.2.60')
    await query(`UPDATE air_quality_cache SET expires_at = now() - interval '1 minute'`)
    process.env.AIR_QUALITY_READ_BUDGET = '1,1,1'
    resetServerEnv()
    await query(`UPDATE upstream_call_windows SET calls = max_calls`)
    const res = await get(at(50, 50), '192.0.2.61')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate')
    expect(airQualityResponseSchema.parse(await res.json()).source.id).toBe('open-meteo')
    expect(fake.requests).toHaveLength(1)
  })
})

describe('takeUpstreamCall: fixed windows', () => {
  const T = Date.UTC(2026, 10, 25, 13, 0, 0) / 1000
  const budget = { perMinute: 2, perHour: 3, perDay: 100 }

  it('refuses by the fullest window, says when it ends, and counts nothing for a refused call', async () => {
    expect(await takeUpstreamCall('test', budget, T)).toEqual({ allowed: true })
    expect(await takeUpstreamCall('test', budget, T + 10)).toEqual({ allowed: true })
    expect(await takeUpstreamCall('test', budget, T + 15)).toEqual({ allowed: false, window: 'minute', limit: 2, retryAfterSeconds: 45 })
    expect(await takeUpstreamCall('test', budget, T + 60)).toEqual({ allowed: true })
    expect(await takeUpstreamCall('test', budget, T + 61)).toEqual({ allowed: false, window: 'hour', limit: 3, retryAfterSeconds: 3539 })
    const rows = await query<{ window_key: string; calls: number }>(`SELECT window_key, calls FROM upstream_call_windows ORDER BY window_key`)
    // The refused calls gave back what they counted; the first minute, which has ended, is gone.
    expect(rows).toEqual([
      { window_key: `test:day:${T - 13 * 3600}`, calls: 3 },
      { window_key: `test:hour:${T}`, calls: 3 },
      { window_key: `test:minute:${T + 60}`, calls: 1 },
    ])
    expect(await takeUpstreamCall('test', budget, T + 3600)).toEqual({ allowed: true })
  })
})

describe('expired forecasts are pruned', () => {
  /** `count` cached forecasts fetched `hoursAgo` hours ago. */
  async function seed(prefix: string, count: number, hoursAgo: number): Promise<void> {
    await query(
      `INSERT INTO air_quality_cache (provider, cell_key, payload, fetched_at, expires_at)
       SELECT 'open-meteo', $1 || i, '{}'::jsonb, now() - make_interval(hours => $2), now() - make_interval(hours => $2 - 1)
         FROM generate_series(1, $3::int) AS i`,
      [prefix, hoursAgo, count],
    )
  }
  const left = async (prefix: string) =>
    (await query<{ n: number }>(`SELECT count(*)::int AS n FROM air_quality_cache WHERE cell_key LIKE $1`, [`${prefix}%`]))[0]?.n

  it(`each write deletes up to ${PRUNE_PER_WRITE} forecasts past the 6-hour fallback, oldest first, and keeps the rest`, async () => {
    await seed('older:', 10, 9)
    await seed('old:', PRUNE_PER_WRITE - 10 + 5, 7)
    await seed('fallback:', 3, 5)
    expect((await get(at(60, 60), '192.0.2.70')).status).toBe(200)
    expect(await left('older:')).toBe(0)
    expect(await left('old:')).toBe(5)
    expect(await left('fallback:')).toBe(3)
  })

  it('the hourly scheduled function deletes the rest in batches, and ended budget windows', async () => {
    await seed('old:', 2500, 8)
    await seed('fallback:', 3, 5)
    await get(at(61, 61), '192.0.2.71')
    // The miss counted against Open-Meteo's windows and, on a deploy, keyless Sensor.Community's
    // (asked for the stations near the place, decision 194): each has a minute and a day window.
    const windows = await query<{ window_key: string }>(`SELECT window_key FROM upstream_call_windows ORDER BY window_key`)
    const minuteWindows = windows.filter((w) => w.window_key.includes(':minute:')).length
    expect(minuteWindows).toBeGreaterThanOrEqual(1)
    await query(`UPDATE upstream_call_windows SET ends_at = now() - interval '1 second' WHERE window_key LIKE '%:minute:%'`)
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      expect((await pruneHandler()).status).toBe(204)
      expect(log).toHaveBeenCalledWith(`air-quality-cache-prune: ${JSON.stringify({ forecasts: 2500 - PRUNE_PER_WRITE, callWindows: minuteWindows })}`)
    } finally {
      log.mockRestore()
    }
    expect(await left('old:')).toBe(0)
    expect(await left('fallback:')).toBe(3)
    expect(await rowCount('upstream_call_windows')).toBe(windows.length - minuteWindows)
  })
})
