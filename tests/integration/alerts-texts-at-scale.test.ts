import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runAlertWorker } from '../../netlify/server/alerts/worker'
import { recordAlerts, type NewAlert } from '../../netlify/server/data/alert-records'
import { query } from '../../netlify/server/db'
import { database } from '../../netlify/server/data/transaction'
import { serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import type { SmsSender } from '../../netlify/server/providers/sms/types'
import { startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio'
import { postgresBinaries, realPostgresDatabase, type PostgresDatabase } from '../support/real-postgres'
import { seedAlertUser, testPhone } from './alerts-helpers'
import { LOCAL_MODE } from './auth-helpers'
import { pointAtRealPostgres } from './real-postgres-env'

/*
 * Texts at scale (issue 22 item 6, decision 233): the send job hands texts to Twilio with
 * several senders in flight under one shared pace, through a Messaging Service. The real
 * Twilio SDK against the fake Twilio, answering each text after 150 ms as a real API call
 * takes time: one sender at a time could not keep up with 20 a second.
 */

const T0 = Date.UTC(2026, 10, 23, 14, 0, 0) / 1000
const RATE = 20
const SERVICE = `MG${'5'.repeat(32)}`
const bin = postgresBinaries()

/** A sender that notes when each text starts and ends, around the real Twilio adapter. */
function watched(inner: SmsSender) {
  const starts: { at: number; body: string }[] = []
  let inFlight = 0
  let maxInFlight = 0
  const sms: SmsSender = {
    delivery: inner.delivery,
    async send(message) {
      starts.push({ at: performance.now(), body: message.body })
      maxInFlight = Math.max(maxInFlight, ++inFlight)
      try {
        return await inner.send(message)
      } finally {
        inFlight--
      }
    },
  }
  return { sms, starts, maxInFlight: () => maxInFlight }
}

describe.skipIf(bin === null)('texts at scale on a real PostgreSQL', () => {
  let pg: PostgresDatabase
  let twilio: FakeTwilio
  let leave: (() => Promise<void>) | undefined

  beforeAll(async () => {
    pg = await realPostgresDatabase()
    twilio = await startFakeTwilio()
    leave = await pointAtRealPostgres(pg, {
      ...LOCAL_MODE,
      TWILIO_ACCOUNT_SID: `AC${'5'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'scale-token',
      // Both set: the Messaging Service is preferred, and picks the number from its pool.
      TWILIO_FROM: '+15017122661',
      TWILIO_MESSAGING_SERVICE_SID: SERVICE,
      TWILIO_API_BASE: twilio.url,
      UPSTREAM_TIMEOUT_MS: '4000',
    })
  }, 60_000)
  afterAll(async () => {
    await leave?.()
    await twilio?.close()
  })
  beforeEach(async () => {
    await query(`TRUNCATE users, alerts, alert_jobs, sms_opt_outs CASCADE`)
    twilio.requests.length = 0
    twilio.setFault('slow', { delayMs: 150 })
  })

  const texts = () => twilio.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/Messages.json'))

  /**
   * `allClears` all-clears recorded first, then `warnings` warnings a minute later: oldest
   * first alone would send the all-clears first. One member each, one place each.
   */
  async function recordTexts(allClears: number, warnings: number): Promise<void> {
    const alert = async (i: number, kind: 'all_clear' | 'advance'): Promise<NewAlert> => {
      const user = await seedAlertUser(query, testPhone(i), [{ name: `Place ${i}`, lat: 40.02, lon: -74.02 }])
      return {
        userId: user.userId, placeId: user.placeIds[0] ?? null, placeName: `Place ${i}`, kind,
        alertType: kind === 'advance' ? 'poor' : 'all_clear', episodeKey: `ep-${T0}`, to: user.phone,
        body: `${kind === 'advance' ? 'Warning' : 'All clear'} ${i}`, hourAt: T0 + 3600, scheduledFor: T0,
      }
    }
    const first = await Promise.all(Array.from({ length: allClears }, (_, i) => alert(i, 'all_clear')))
    await recordAlerts(database, first, T0 - 120)
    const second = await Promise.all(Array.from({ length: warnings }, (_, i) => alert(allClears + i, 'advance')))
    await recordAlerts(database, second, T0 - 60)
  }

  /** `jobs` send jobs open (one per cycle; two when a stalled holder's lease ran out) and one worker per job. */
  async function send(sms: SmsSender, options: { jobs?: number; senders: number }) {
    for (let i = 0; i < (options.jobs ?? 1); i++) await query(`INSERT INTO alert_jobs (kind, planned_at) VALUES ('send', to_timestamp($1))`, [T0])
    const worker = () => runAlertWorker({ provider: airQualityProvider(), sms, paymentsMode: 'demo', now: T0, sendsPerSecond: RATE, senders: options.senders })
    return Promise.all(Array.from({ length: options.jobs ?? 1 }, worker))
  }

  it('several senders in parallel stay within the configured rate, send every text once, warnings before all-clears, through the Messaging Service', async () => {
    await recordTexts(30, 30)
    const watch = watched(createSmsSender(serverEnv()))
    const [summary] = await send(watch.sms, { senders: 6 })

    expect(summary).toMatchObject({ sent: 60, failed: 0, deferred: 0 })
    // Several texts were in flight at once, never more than the senders.
    expect(watch.maxInFlight()).toBeGreaterThan(1)
    expect(watch.maxInFlight()).toBeLessThanOrEqual(6)
    // Never more than RATE texts started within any one second (5 ms: the event-loop hops between
    // the pace letting a text go and the adapter's call, which is where this is measured; 998.4 ms
    // was seen on a loaded 2-core CI machine. A pace that let a 21st text through would show a gap
    // of one text's spacing, ~50 ms, or less).
    const at = watch.starts.map((s) => s.at)
    for (let i = RATE; i < at.length; i++) expect((at[i] ?? 0) - (at[i - RATE] ?? 0)).toBeGreaterThanOrEqual(995)
    // Every warning started before the first all-clear, though recorded a minute later.
    const kinds = watch.starts.map((s) => (s.body.startsWith('Warning') ? 'warning' : 'all-clear'))
    expect(kinds.lastIndexOf('warning')).toBeLessThan(kinds.indexOf('all-clear'))
    // Each text once, through the service, which picks the sending number.
    expect(texts()).toHaveLength(60)
    expect(new Set(texts().map((t) => t.form['To'])).size).toBe(60)
    for (const text of texts()) {
      expect(text.form['MessagingServiceSid']).toBe(SERVICE)
      expect(text.form['From']).toBeUndefined()
    }
    expect(await query(`SELECT status, count(*)::int AS n, count(DISTINCT provider_id)::int AS sids FROM alerts GROUP BY 1`)).toEqual([
      { status: 'sent', n: 60, sids: 60 },
    ])
    expect(await query(`SELECT status FROM alert_jobs`)).toEqual([{ status: 'done' }])
  })

  it('two send jobs at once, 8 senders each, racing for the same rows: no row is sent twice and none is missed', async () => {
    await recordTexts(40, 80)
    twilio.setFault('slow', { delayMs: 40 })
    const watch = watched(createSmsSender(serverEnv()))
    const summaries = await send(watch.sms, { jobs: 2, senders: 8 })

    expect(summaries.map((s) => s.sent).reduce((a, b) => a + b)).toBe(120)
    // Both jobs sent: the rows were shared out between them, each claimed by one sender.
    expect(summaries.every((s) => s.sent > 0)).toBe(true)
    expect(texts()).toHaveLength(120)
    expect(new Set(texts().map((t) => t.form['To'])).size).toBe(120)
    expect(await query(`SELECT status, attempts, count(*)::int AS n FROM alerts GROUP BY 1, 2`)).toEqual([
      { status: 'sent', attempts: 1, n: 120 },
    ])
  })

  it('a Twilio outage with 6 senders in flight: the circuit opens, and what was not tried waits unspent for the next run', async () => {
    await recordTexts(0, 40)
    const down = createSmsSender({ ...serverEnv(), TWILIO_API_BASE: 'http://127.0.0.1:9' })
    const watch = watched(down)
    const [first] = await send(watch.sms, { senders: 6 })
    // Three in a row opened it; the texts already in flight when it did were tried too.
    expect(first?.failed).toBeGreaterThanOrEqual(3)
    expect(first?.failed).toBeLessThanOrEqual(3 + 6)
    expect(first?.sent).toBe(0)
    expect((first?.failed ?? 0) + (first?.deferred ?? 0)).toBe(40)
    const [untried] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM alerts WHERE status = 'pending' AND attempts = 0 AND claimed_until IS NULL`)
    expect(untried?.n).toBe(40 - (first?.failed ?? 0))

    // Twilio is back: the next run sends all 40, each once.
    twilio.setFault(null)
    await send(createSmsSender(serverEnv()), { senders: 6 })
    expect(texts()).toHaveLength(40)
    expect(new Set(texts().map((t) => t.form['To'])).size).toBe(40)
  })
})
