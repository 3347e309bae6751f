import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { query } from '../../netlify/server/db'
import { serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio'
import { postgresBinaries, realPostgresDatabase, type PostgresDatabase } from '../support/real-postgres'
import { CLEAN, POOR, seedAlertUser, testPhone } from './alerts-helpers'
import { LOCAL_MODE } from './auth-helpers'
import { pointAtRealPostgres } from './real-postgres-env'

const T0 = Date.UTC(2026, 10, 23, 14, 0, 0) / 1000
const bin = postgresBinaries()

// The local PGlite database answers every connection from one session, so cycles there can
// never truly race; this suite needs Debian's `postgresql` package (.ci/run installs it).
// Without it the suite is skipped, and says so.
describe.skipIf(bin === null)('two alert cycles at once, on a real PostgreSQL', () => {
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
      TWILIO_ACCOUNT_SID: `AC${'3'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'concurrency-token',
      TWILIO_FROM: '+15017122661',
      TWILIO_API_BASE: twilio.url,
    })
  }, 60_000)
  afterAll(async () => {
    await leave?.()
    await openMeteo?.close()
    await twilio?.close()
  })
  beforeEach(async () => {
    await query(`TRUNCATE users, alerts, air_quality_cache, sms_opt_outs CASCADE`)
    twilio.requests.length = 0
    twilio.setOverride(null)
  })

  const cycle = () =>
    runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now: T0 })

  it('still sends one text per place per episode', async () => {
    const users = []
    for (let i = 0; i < 30; i++) {
      users.push(await seedAlertUser(query, testPhone(i), [{ name: `Place ${i}`, lat: 40 + (i % 6) / 10, lon: -74 + Math.floor(i / 6) / 10 }]))
    }
    openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= T0 + 2 * 3600 && dt < T0 + 6 * 3600 ? POOR : CLEAN))

    const summaries = await Promise.all([cycle(), cycle(), cycle()])

    const rows = await query<{ place_id: string; status: string }>(`SELECT place_id, status FROM alerts`)
    expect(rows).toHaveLength(users.length)
    expect(new Set(rows.map((r) => r.place_id)).size).toBe(users.length)
    expect(rows.every((r) => r.status === 'sent')).toBe(true)
    const texts = twilio.requests.filter((r) => r.method === 'POST')
    expect(texts).toHaveLength(users.length)
    expect(new Set(texts.map((t) => t.form['To'])).size).toBe(users.length)
    // Each run saw the places; together they recorded each alert once.
    expect(summaries.reduce((n, s) => n + s.recorded, 0)).toBe(users.length)
  })

  it('retries a failed text once, however many runs pick it up', async () => {
    await seedAlertUser(query, testPhone(0), [{ name: 'Home', lat: 40.71, lon: -74.01 }])
    openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= T0 + 2 * 3600 ? POOR : CLEAN))
    twilio.setOverride({ status: 503, body: { code: 20503, message: 'Service unavailable', status: 503 } })
    await cycle()
    expect(await query(`SELECT status FROM alerts`)).toEqual([{ status: 'failed' }])
    twilio.setOverride(null)
    twilio.requests.length = 0

    await Promise.all([cycle(), cycle(), cycle()])
    expect(twilio.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
    expect(await query(`SELECT status, attempts FROM alerts`)).toEqual([{ status: 'sent', attempts: 2 }])
  })
})
