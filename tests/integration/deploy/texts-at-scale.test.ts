import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { planAlertCycle } from '../../../netlify/server/alerts/alert-cycle'
import { query } from '../../../netlify/server/db'
import { DEPLOY_ALERT_JOB_SECRET } from '../../support/deploy-env'
import { POOR, seedAlertUser, testPhone } from '../alerts-helpers'
import { call, deployPostgresUrl, useDeploySite } from './deploy-site'

/** 20 past an hour, frozen: the model's Poor air is there now. */
const REAL_NOW = Math.floor(Date.now() / 1000)
const NOW = REAL_NOW - (REAL_NOW % 3600) + 20 * 60
const SERVICE = `MG${'7'.repeat(32)}`
const RATE = 20
const SENDERS = 6
const MEMBERS = 48
/** The fake Twilio answers each text after this long, as a real API call takes time. */
const TWILIO_MS = 200

/**
 * Texts at scale (issue 22 item 6, decision 233) as a deploy runs them: the alert cycle's
 * background function over HTTP, a deploy's variables (a Messaging Service, a rate and several
 * senders), a real PostgreSQL and the real Twilio SDK against the fake.
 */
describe.skipIf(deployPostgresUrl() === null)('a deploy: texts at scale (decision 233)', () => {
  const site = useDeploySite({
    env: () => ({ TWILIO_MESSAGING_SERVICE_SID: SERVICE, SMS_SENDS_PER_SECOND: String(RATE), SMS_SENDERS: String(SENDERS) }),
  })

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW * 1000)
  })
  afterEach(() => {
    vi.useRealTimers()
    site().twilio.setFault(null)
  })

  it(`${MEMBERS} members in Poor air: every text goes once through the Messaging Service, ${SENDERS} at a time at most, never over ${RATE} a second`, async () => {
    site().openMeteo.setPayloadFor(() => POOR)
    site().twilio.setFault('slow', { delayMs: TWILIO_MS })
    for (let i = 0; i < MEMBERS; i++) {
      const { userId } = await seedAlertUser(query, testPhone(i), [{ name: `Place ${i}`, lat: 40 + i * 0.2, lon: -74.0 }], { quiet: null })
      await query(`UPDATE subscriptions SET status = 'active', demo = false WHERE user_id = $1`, [userId])
    }
    await planAlertCycle(NOW)
    // Netlify starts the workers; two here, as the scheduled function starts one per open job.
    for (let w = 0; w < 2; w++) {
      const started = await call(site().server, 'POST', '/.netlify/functions/alerts-cycle-background', { headers: { 'x-airahead-job-secret': DEPLOY_ALERT_JOB_SECRET } })
      expect(started.status).toBe(202)
    }
    await site().server.backgroundSettled()

    const texts = site().twilio.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/Messages.json'))
    expect(texts).toHaveLength(MEMBERS)
    expect(new Set(texts.map((t) => t.form['To'])).size).toBe(MEMBERS)
    expect(texts.every((t) => t.form['MessagingServiceSid'] === SERVICE && t.form['From'] === undefined)).toBe(true)
    const at = texts.map((t) => t.receivedAt).sort((a, b) => a - b)
    // Several in flight: more texts arrived within one answer time than one sender could send …
    const within = (i: number, ms: number) => at.filter((t) => t >= (at[i] ?? 0) && t < (at[i] ?? 0) + ms).length
    expect(Math.max(...at.map((_, i) => within(i, TWILIO_MS)))).toBeGreaterThan(1)
    // … never more than the senders (each waits for its answer), and never more than RATE in a second (100 ms
    // of slack for the way from the sender to the fake; unpaced, 6 senders at 200 ms would send 20 in ~660 ms).
    expect(Math.max(...at.map((_, i) => within(i, TWILIO_MS)))).toBeLessThanOrEqual(SENDERS)
    for (let i = RATE; i < at.length; i++) expect((at[i] ?? 0) - (at[i - RATE] ?? 0)).toBeGreaterThanOrEqual(900)
    const rows = await query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM alerts GROUP BY status`)
    expect(rows).toEqual([{ status: 'sent', n: MEMBERS }])
  })
})
