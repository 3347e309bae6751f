import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { cellFor } from '../../netlify/server/air-quality/cells'
import { query } from '../../netlify/server/db'
import { serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import type { SmsSender } from '../../netlify/server/providers/sms/types'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio'
import { postgresBinaries, realPostgresDatabase, type PostgresDatabase } from '../support/real-postgres'
import { CLEAN, POOR, seedAlertUser, testPhone } from './alerts-helpers'
import { LOCAL_MODE } from './auth-helpers'
import { pointAtRealPostgres } from './real-postgres-env'

/** 14:00 UTC: 9 AM in New York, outside the default quiet hours. */
const T0 = Date.UTC(2026, 10, 23, 14, 0, 0) / 1000
const CYCLE = 900
const bin = postgresBinaries()

// Real PostgreSQL: workers race for jobs and users' locks only where connections are isolated
// (the local PGlite serves every connection from one session). Skipped, saying so, without it.
describe.skipIf(bin === null)('the alert job queue on a real PostgreSQL', () => {
  let pg: PostgresDatabase
  let openMeteo: FakeOpenMeteo
  let twilio: FakeTwilio
  let leave: (() => Promise<void>) | undefined

  beforeAll(async () => {
    pg = await realPostgresDatabase()
    openMeteo = await startFakeOpenMeteo({ now: () => T0 })
    twilio = await startFakeTwilio()
    leave = await pointAtRealPostgres(pg, {
      ...LOCAL_MODE,
      AIR_QUALITY_PROVIDER: 'open-meteo',
      OPEN_METEO_BASE_URL: openMeteo.url,
      TWILIO_ACCOUNT_SID: `AC${'4'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'queue-token',
      TWILIO_FROM: '+15017122661',
      TWILIO_API_BASE: twilio.url,
      UPSTREAM_TIMEOUT_MS: '1000',
    })
  }, 60_000)
  afterAll(async () => {
    await leave?.()
    await openMeteo?.close()
    await twilio?.close()
  })
  beforeEach(async () => {
    await query(`TRUNCATE users, alerts, alert_jobs, air_quality_cache, cell_readings, sms_opt_outs CASCADE`)
    twilio.requests.length = 0
    twilio.setOverride(null)
    openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= T0 + 2 * 3600 && dt < T0 + 6 * 3600 ? POOR : CLEAN))
  })

  const texts = () => twilio.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/Messages.json'))
  const cycle = (now: number, options: { signal?: AbortSignal; workers?: number; sms?: SmsSender; onDecision?: () => void } = {}) =>
    runAlertCycle({
      provider: airQualityProvider(),
      sms: options.sms ?? createSmsSender(serverEnv()),
      paymentsMode: 'demo',
      now,
      workers: options.workers ?? 2,
      placesPerShard: 10,
      cellsPerBatch: 3,
      signal: options.signal,
      onDecision: options.onDecision,
    })

  /** 40 users, one place each, in 40 cells (5 rows of 8 around New York). */
  async function seedForty() {
    for (let i = 0; i < 40; i++) {
      await seedAlertUser(query, testPhone(i), [{ name: `Place ${i}`, lat: 40.02 + Math.floor(i / 8) / 10, lon: -74.02 + (i % 8) / 10 }])
    }
  }

  it('plans shards balanced by place count over contiguous cell ranges', async () => {
    await seedForty()
    await cycle(T0)
    const jobs = await query<{ cell_after: string | null; cell_to: string | null; places: number }>(
      `SELECT cell_after, cell_to, places FROM alert_jobs WHERE kind = 'cells' ORDER BY id`,
    )
    expect(jobs.map((j) => j.places)).toEqual([10, 10, 10, 10])
    expect(jobs[0]?.cell_after).toBeNull()
    expect(jobs.at(-1)?.cell_to).toBeNull()
    for (let i = 1; i < jobs.length; i++) expect(jobs[i]?.cell_after).toBe(jobs[i - 1]?.cell_to)
  })

  it('a worker that crashes mid-cycle: the next run resumes after the last saved batch, 0 duplicate and 0 missed texts', async () => {
    await seedForty()
    // The crash: after 7 places were decided (two batches of 3 cells committed, the third
    // batch under way), the process dies: no cleanup, leases left to run out.
    const crash = new AbortController()
    let decided = 0
    const first = cycle(T0, {
      workers: 1,
      signal: crash.signal,
      onDecision: () => {
        if (++decided === 7) crash.abort(new Error('injected crash'))
      },
    })
    await expect(first).rejects.toThrow('injected crash')
    const checkedBefore = await query<{ n: number }>(`SELECT count(*)::int AS n FROM monitored_places WHERE checked_at IS NOT NULL`)
    expect(checkedBefore[0]?.n).toBeGreaterThanOrEqual(6)
    expect(checkedBefore[0]?.n).toBeLessThan(40)

    // The next run (15 minutes later) takes the crashed shard over from its cursor.
    const second = await cycle(T0 + CYCLE)
    expect(second.places).toBe(40 - (checkedBefore[0]?.n ?? 0)) // not the head of the list again
    const rows = await query<{ place_id: string; status: string }>(`SELECT place_id, status FROM alerts`)
    expect(rows).toHaveLength(40)
    expect(new Set(rows.map((r) => r.place_id)).size).toBe(40)
    expect(rows.every((r) => r.status === 'sent')).toBe(true)
    expect(texts()).toHaveLength(40)
    expect(new Set(texts().map((t) => t.form['To'])).size).toBe(40)
    expect(await query(`SELECT kind, status FROM alert_jobs WHERE status <> 'done'`)).toEqual([])
  })

  it('the daily cap holds per user across shards deciding at once; warnings are never held back by it (decision 200)', async () => {
    // One user, 8 places in 8 cells: with 10 places per shard and 3 cells per batch,
    // they are decided in different batches by 4 concurrent workers.
    const user = await seedAlertUser(query, testPhone(99), Array.from({ length: 8 }, (_, i) => ({ name: `P${i}`, lat: 40.02, lon: -74.02 + i / 10 })))
    await seedForty()
    await cycle(T0, { workers: 4 })
    // Eight warnings, one per place: a warning is what the member pays for, whatever the cap.
    expect(texts().filter((t) => t.form['To'] === testPhone(99))).toHaveLength(8)
    expect(texts()).toHaveLength(8 + 40)

    // The next day, eight episodes end at once: their all-clears race for the day's 3 (the default cap).
    const nextDay = T0 + 86_400
    openMeteo.setPayloadFor(() => CLEAN)
    await query(`DELETE FROM air_quality_cache`)
    await query(`UPDATE monitored_places SET checked_at = NULL, episode = jsonb_build_object('key', 'ep-1', 'firstHour', $2::float8, 'escalated', false, 'closed', false, 'reached', true) WHERE user_id = $1`, [user.userId, nextDay - 3 * 3600])
    twilio.requests.length = 0
    await cycle(nextDay, { workers: 4 })
    const allClears = texts().filter((t) => t.form['To'] === testPhone(99))
    expect(allClears).toHaveLength(3)
    for (const text of allClears) expect(text.form['Body']).toContain('is back below')
  })

  it('a Twilio outage opens the circuit after 3 unanswered texts; the rest wait, unsent and unspent, for the next run', async () => {
    await seedForty()
    const down = createSmsSender({ ...serverEnv(), TWILIO_API_BASE: 'http://127.0.0.1:9' })
    const calls = { n: 0 }
    const counted: SmsSender = { delivery: 'sms', send: (m) => (calls.n++, down.send(m)) }
    const first = await cycle(T0, { sms: counted, workers: 1 })
    expect(calls.n).toBe(3)
    expect(first).toMatchObject({ recorded: 40, sent: 0, failed: 3 })
    const statuses = await query<{ status: string; attempts: number; n: number }>(
      `SELECT status, attempts, count(*)::int AS n FROM alerts GROUP BY 1, 2 ORDER BY 1`,
    )
    expect(statuses).toEqual([{ status: 'failed', attempts: 1, n: 3 }, { status: 'pending', attempts: 0, n: 37 }])

    // Meanwhile one person replies STOP (what the inbound webhook writes): their waiting text must never go.
    await query(`INSERT INTO sms_opt_outs (phone_e164, keyword) VALUES ($1, 'STOP')`, [testPhone(7)])
    await query(`UPDATE alerts SET status = 'failed', last_error = 'opted out (STOP)' WHERE to_e164 = $1`, [testPhone(7)])

    await cycle(T0 + CYCLE)
    expect(texts()).toHaveLength(39)
    expect(new Set(texts().map((t) => t.form['To'])).size).toBe(39)
    expect(texts().some((t) => t.form['To'] === testPhone(7))).toBe(false)
    expect(await query(`SELECT status, count(*)::int AS n FROM alerts GROUP BY 1 ORDER BY 1`)).toEqual([
      { status: 'failed', n: 1 },
      { status: 'sent', n: 39 },
    ])
  })

  it('JavaScript and SQL put every coordinate in the same cell', async () => {
    const edges = [
      0, -0, 0.05, -0.05, 0.049999, -0.049999, 0.15, -0.15, 40.05, -74.05, 40.25, -74.25, 40.35, 89.95, -89.95, 90, -90,
      179.95, -179.95, 180, -180, 179.94999, -179.96, 1.45, -1.45, 2.675, -2.675, 0.1 + 0.2, 12.34999999999999, -12.35000000000001,
    ]
    const points = [
      ...edges.map((lat, i) => ({ lat: Math.max(-90, Math.min(90, lat)), lon: edges[(i * 7) % edges.length] ?? 0 })),
      ...fc.sample(fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }) }), { numRuns: 2000, seed: 125 }),
      // Tenths and half-tenths, the values where rounding rules part ways.
      ...Array.from({ length: 721 }, (_, i) => ({ lat: ((i % 361) - 180) / 4 / 10 * 4, lon: (i - 360) / 2 + 0.05 })),
    ].filter((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180)
    // Ten places a user at most (the database holds the cap), so the points are spread over users.
    const users = await query<{ id: string }>(`INSERT INTO users SELECT FROM generate_series(1, $1::int) RETURNING id`, [Math.ceil(points.length / 10)])
    const rows = await query<{ i: number; cell_key: string }>(
      `INSERT INTO monitored_places (user_id, name, lat, lon)
       SELECT ($1::uuid[])[x.i / 10 + 1], 'p' || x.i, x.lat, x.lon FROM jsonb_to_recordset($2::jsonb) AS x(i int, lat float8, lon float8)
       RETURNING (substr(name, 2))::int AS i, cell_key`,
      [users.map((u) => u.id), JSON.stringify(points.map((p, i) => ({ i, lat: p.lat, lon: p.lon })))],
    )
    expect(rows).toHaveLength(points.length)
    const mismatches = rows.filter((r) => cellFor(points[r.i]!).key !== r.cell_key)
    expect(mismatches.map((r) => ({ point: points[r.i], sql: r.cell_key, js: cellFor(points[r.i]!).key }))).toEqual([])
    expect(cellFor({ lat: 40.05, lon: -74.05 }).key).toBe('a:40.1,-74.1')
    expect(cellFor({ lat: -0.04, lon: -179.96 }).key).toBe('a:0.0,180.0')
  })
})
