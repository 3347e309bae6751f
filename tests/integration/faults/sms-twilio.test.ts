import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import codeHandler from '../../../netlify/functions/auth-code'
import verifyHandler from '../../../netlify/functions/auth-verify'
import testAlertHandler from '../../../netlify/functions/demo-test-alert'
import consentHandler from '../../../netlify/functions/user-alert-consent'
import { runAlertCycle } from '../../../netlify/server/alerts/alert-cycle'
import { CONSENT_TEXT } from '../../../netlify/server/alerts/consent-text'
import { createSession } from '../../../netlify/server/auth/session-store'
import { query } from '../../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../../netlify/server/env'
import { createOpenMeteoProvider } from '../../../netlify/server/providers/air-quality/open-meteo'
import { createSmsSender } from '../../../netlify/server/providers/sms'
import { requestCodeResponseSchema, verifyCodeResponseSchema } from '../../../src/domain/contracts/auth'
import { alertSettingsViewSchema, testAlertResponseSchema } from '../../../src/domain/contracts/alerts'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../fakes/fake-open-meteo'
import { startFakeTwilio, type FakeTwilio } from '../../fakes/fake-twilio'
import { rowCount, useTestDatabase } from '../../support/database'
import { CLEAN, POOR, seedAlertUser, testPhone } from '../alerts-helpers'
import { call, LOCAL_MODE, setEnv } from '../auth-helpers'
import { SDK_BODY_MAX_BYTES } from '../../../netlify/server/upstream-body'
import { expectUpstreamProblem, FAULT_ROWS, MAX_WAIT_MS, timed, TIMEOUT_MS } from './fault-table'

/*
 * SMS (the real Twilio SDK against a fake Twilio) × every upstream fault:
 *
 * | fault        | sign-in code (POST /api/auth/code)        | test SMS (POST /api/demo/test-alert)  | consent (confirmation text) | alert job                    |
 * |--------------|-------------------------------------------|---------------------------------------|-----------------------------|------------------------------|
 * | timeout      | 502 sms_failed, no code kept; retry works | 502 sms_failed, logged as failed      | 201, consent stands         | failed, sent by the next run |
 * | server-error | same                                      | same                                  | same                        | same                         |
 * | rate-limited | same                                      | same                                  | same                        | same                         |
 * | malformed    | same                                      | same                                  | same                        | same                         |
 * | slow (0.3 s) | 200, texted                               | 200, texted                           | 201, texted                 | sent                         |
 * | trickle      | 502 sms_failed within ~1 s                | 502 sms_failed within ~1 s            | 201, consent stands         | failed, sent by the next run |
 */

useTestDatabase()

const SID = `AC${'3'.repeat(32)}`
const PHONE = '+12015550123'
let twilio: FakeTwilio
let restoreEnv: () => void
beforeAll(async () => {
  twilio = await startFakeTwilio()
  restoreEnv = setEnv({
    ...LOCAL_MODE,
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: 'faults-test-token',
    TWILIO_FROM: '+15017122661',
    TWILIO_API_BASE: twilio.url,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  })
  resetServerEnv()
})
afterAll(async () => {
  await twilio.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  twilio.requests.length = 0
  twilio.setFault(null)
})

const texts = () => twilio.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/Messages.json'))
const SMS_FAILED = { error: 'sms_failed', message: /^We could not send the text message\. Please try again in a minute\.$/ }

/** A premium user with a verified phone, consent and a session: the cookie. */
async function premiumSession(phone = PHONE): Promise<string> {
  const { userId } = await seedAlertUser(query, phone, [])
  return `airahead_session=${await createSession(userId, new Date())}`
}

describe('POST /api/auth/code', () => {
  const requestCode = (ip = '198.51.100.20') => call(codeHandler, '/api/auth/code', { body: { phone: PHONE }, ip })

  it.each(FAULT_ROWS)('%s → %s; a refused send keeps no code and does not lock the person out', async (fault, outcome) => {
    twilio.setFault(fault)
    const { value: res, ms } = await timed(() => requestCode())
    expect(ms).toBeLessThan(MAX_WAIT_MS)
    if (outcome === 'served') {
      expect(requestCodeResponseSchema.parse(await res.json()).delivery).toBe('sms')
      expect(await rowCount('sign_in_codes')).toBe(1)
      return
    }
    await expectUpstreamProblem(res, SMS_FAILED)
    expect(await rowCount('sign_in_codes')).toBe(0)
    expect(await rowCount('users')).toBe(0)

    // Twilio recovers: asking again at once texts a code, and that code signs in.
    twilio.setFault(null)
    const again = await requestCode()
    expect(again.status).toBe(200)
    const code = /code is (\d{6})/.exec(texts().at(-1)?.form['Body'] ?? '')?.[1]
    const verified = await call(verifyHandler, '/api/auth/verify', { body: { phone: PHONE, code } })
    expect(verified.status).toBe(200)
    expect(verifyCodeResponseSchema.parse(await verified.json()).user.phoneNumber).toBe(PHONE)
  })
})

describe('POST /api/demo/test-alert', () => {
  const testAlert = (cookie: string) => call(testAlertHandler, '/api/demo/test-alert', { body: { phoneNumber: PHONE, message: 'x' }, cookie })

  it.each(FAULT_ROWS)('%s → %s; the log shows what happened', async (fault, outcome) => {
    const cookie = await premiumSession()
    twilio.setFault(fault)
    const { value: res, ms } = await timed(() => testAlert(cookie))
    expect(ms).toBeLessThan(MAX_WAIT_MS)
    const [logged] = await query<{ status: string }>(`SELECT status FROM alerts`)
    if (outcome === 'served') {
      expect(testAlertResponseSchema.parse(await res.json())).toMatchObject({ success: true, delivery: 'sms', to: PHONE })
      expect(logged?.status).toBe('sent')
      return
    }
    await expectUpstreamProblem(res, { error: 'sms_failed', message: 'The text could not be sent. Please try again in a few minutes.' })
    // The one row is the log entry, marked failed (never retried behind the person's back).
    expect(await rowCount('alerts')).toBe(1)
    expect(logged?.status).toBe('failed')
  })
})

describe('POST /api/demo/test-alert allowance', () => {
  const testAlert = (cookie: string) => call(testAlertHandler, '/api/demo/test-alert', { body: { phoneNumber: PHONE, message: 'x' }, cookie })

  it("a test text that failed does not use one of the day's three", async () => {
    const cookie = await premiumSession()
    twilio.setFault('server-error')
    for (let i = 0; i < 3; i++) expect((await testAlert(cookie)).status).toBe(502)
    twilio.setFault(null)
    for (let i = 0; i < 3; i++) expect((await testAlert(cookie)).status).toBe(200)
    const fourth = await testAlert(cookie)
    expect(fourth.status).toBe(429)
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await query<{ status: string }>(`SELECT status FROM alerts ORDER BY created_at`)).map((r) => r.status).sort()).toEqual(
      ['failed', 'failed', 'failed', 'sent', 'sent', 'sent'],
    )
  })
})

describe('POST /api/user/alert-consent', () => {
  it.each(FAULT_ROWS)('%s → consent is recorded (201) whether or not the confirmation text goes out', async (fault) => {
    const cookie = await premiumSession()
    await query(`DELETE FROM sms_consents`)
    twilio.setFault(fault)
    const { value: res, ms } = await timed(() =>
      call(consentHandler, '/api/user/alert-consent', { body: { textVersion: CONSENT_TEXT.version }, cookie }),
    )
    expect(ms).toBeLessThan(MAX_WAIT_MS)
    expect(res.status).toBe(201)
    expect(alertSettingsViewSchema.parse(await res.json()).alertsEnabled).toBe(true)
    expect(await rowCount('sms_consents')).toBe(1)
  })
})

describe('the alert job', () => {
  /** 14:00 UTC: 9 AM in New York, outside the default quiet hours. */
  const T0 = Date.UTC(2026, 10, 23, 14, 0, 0) / 1000
  const HOUR = 3600
  let openMeteo: FakeOpenMeteo
  let clock = T0
  beforeAll(async () => {
    openMeteo = await startFakeOpenMeteo({ now: () => clock })
    // Poor air from T0 + 2 h to T0 + 6 h everywhere, clean otherwise.
    openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= T0 + 2 * HOUR && dt < T0 + 6 * HOUR ? POOR : CLEAN))
  })
  afterAll(() => openMeteo.close())
  const cycle = (now: number) => {
    clock = now
    const provider = createOpenMeteoProvider({ baseUrl: openMeteo.url, timeoutMs: TIMEOUT_MS })
    return runAlertCycle({ provider, sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now })
  }
  const statuses = async () => (await query<{ to_e164: string; status: string }>(`SELECT to_e164, status FROM alerts ORDER BY to_e164`)).map((r) => r.status)

  it.each(FAULT_ROWS)('%s mid-run → %s; what failed stays recorded and the next run sends it, once', async (fault, outcome) => {
    const places = [
      { name: 'Home', lat: 40.71, lon: -74.01 },
      { name: 'School', lat: 40.81, lon: -73.95 },
      { name: 'Grandma', lat: 40.65, lon: -73.79 },
    ]
    for (const [i, place] of places.entries()) await seedAlertUser(query, testPhone(i), [place])
    // Twilio takes the first text of the run, then fails for the rest.
    twilio.setFault(fault, { when: () => texts().length > 1 })

    const { ms } = await timed(() => cycle(T0))
    expect(ms).toBeLessThan(3 * MAX_WAIT_MS)
    expect(await rowCount('alerts')).toBe(3)
    expect((await statuses()).sort()).toEqual(outcome === 'served' ? ['sent', 'sent', 'sent'] : ['failed', 'failed', 'sent'])

    twilio.setFault(null)
    const before = texts().length
    await cycle(T0 + 900)
    await cycle(T0 + 1800)
    expect(await statuses()).toEqual(['sent', 'sent', 'sent'])
    expect(texts().length - before).toBe(outcome === 'served' ? 0 : 2)
    expect(new Set(texts().slice(before).map((t) => t.form['To'])).size).toBe(texts().length - before)
  })
})

describe('an answer larger than any honest one (decision 230)', () => {
  it('a Twilio answer over 1 MB is dropped unread: the text counts as failed, not sent', async () => {
    const sms = createSmsSender(serverEnv())
    twilio.setOverride({ status: 201, body: { sid: `SM${'1'.repeat(32)}`, status: 'queued', padding: 'x'.repeat(SDK_BODY_MAX_BYTES + 1) } })
    try {
      const result = await sms.send({ to: PHONE, body: 'AirAhead: a test', purpose: 'test_alert' })
      expect(result.ok).toBe(false)
    } finally {
      twilio.setOverride(null)
    }
    // The same answer under the cap is a text sent.
    twilio.setOverride({ status: 201, body: { sid: `SM${'2'.repeat(32)}`, status: 'queued', padding: 'x'.repeat(1000) } })
    try {
      expect(await sms.send({ to: PHONE, body: 'AirAhead: a test', purpose: 'test_alert' })).toMatchObject({ ok: true, value: { providerId: `SM${'2'.repeat(32)}` } })
    } finally {
      twilio.setOverride(null)
    }
  })
})
