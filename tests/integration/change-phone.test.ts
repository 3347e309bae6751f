import { english } from '../../src/domain/i18n/locales'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import codeHandler from '../../netlify/functions/auth-code'
import authUserHandler from '../../netlify/functions/auth-user'
import consentHandler from '../../netlify/functions/user-alert-consent'
import settingsHandler from '../../netlify/functions/user-alert-settings'
import locationsHandler from '../../netlify/functions/user-locations'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import outboxHandler from '../../netlify/functions/dev-outbox'
import phoneHandler from '../../netlify/functions/user-phone'
import { CONSENT_TEXT } from '../../netlify/server/alerts/consent-text'
import { CHANGE_PHONE_MESSAGES } from '../../netlify/server/auth/change-phone'
import { createSession } from '../../netlify/server/auth/session-store'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { alertSettingsViewSchema } from '../../src/domain/contracts/alerts'
import { changePhoneResponseSchema, outboxResponseSchema } from '../../src/domain/contracts/auth'
import { currentUserSchema } from '../../src/domain/contracts/user'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio'
import { rowCount, useTestDatabase } from '../support/database'
import { deployEnv } from '../support/deploy-env'
import { call, codeFromOutbox, setCookieOf, setEnv, signIn, useLocalMode } from './auth-helpers'

useTestDatabase()

useLocalMode()

const OLD = '+12015550140'
const NEW = '+12015550141'

/** A premium member with consent, alerts on and one watched place: the session cookie. */
async function setUpMember(): Promise<string> {
  const cookie = (await signIn(OLD)).pair
  expect((await call(demoSubscribeHandler, '/api/demo/subscribe', { body: {}, cookie })).status).toBe(200)
  expect((await call(consentHandler, '/api/user/alert-consent', { body: { textVersion: CONSENT_TEXT.version }, cookie })).status).toBe(201)
  expect((await call(locationsHandler, '/api/user/locations', { body: { name: 'Home', lat: 40.7, lon: -74 }, cookie })).status).toBe(201)
  return cookie
}

/** A fresh code for `phone`; the 60 s resend wait is over (rate-limit hits cleared). */
async function codeFor(phone: string, cookie: string | null): Promise<string> {
  await query('DELETE FROM rate_limit_hits')
  expect((await call(codeHandler, '/api/auth/code', { body: { phone }, cookie })).status).toBe(200)
  return codeFromOutbox(phone)
}

const changePhone = (cookie: string | null, body: unknown) => call(phoneHandler, '/api/user/phone', { body, cookie })

async function usersSnapshot() {
  return query<{ id: string; phone_e164: string | null; alerts_enabled: boolean }>(
    'SELECT id, phone_e164, alerts_enabled FROM users ORDER BY id',
  )
}

async function expectProblem(res: Response, status: number, error: string) {
  expect(res.status).toBe(status)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  expect(body.message.length).toBeGreaterThan(10)
  return body
}

describe('POST /api/user/phone', () => {
  it('moves the account to the new number: same user, premium and places kept, alerts off until consent at the new number', async () => {
    const cookie = await setUpMember()
    const [before] = await usersSnapshot()
    expect(before).toMatchObject({ phone_e164: OLD, alerts_enabled: true })

    const res = await changePhone(cookie, { phone: NEW, code: await codeFor(NEW, cookie) })
    expect(res.status).toBe(200)
    const body = changePhoneResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ changed: true, user: { id: before?.id, phoneNumber: NEW, isPremium: true, alertsEnabled: false } })
    expect(body.message).toMatch(/Alerts are off until you agree to texts at this number/)

    // Still the same session and account; the old number is free again.
    const me = currentUserSchema.parse(await (await call(authUserHandler, '/api/auth/user', { cookie })).json())
    expect(me).toMatchObject({ id: before?.id, phoneNumber: NEW, isPremium: true })
    expect(await usersSnapshot()).toEqual([{ id: before?.id, phone_e164: NEW, alerts_enabled: false }])
    const [places] = await query<{ n: number }>('SELECT count(*)::int AS n FROM monitored_places WHERE user_id = $1', [before?.id])
    expect(places?.n).toBe(1)

    // The consent given for the old number does not cover the new one.
    const view = alertSettingsViewSchema.parse(await (await call(settingsHandler, '/api/user/alert-settings', { cookie })).json())
    expect(view).toMatchObject({ phoneNumber: NEW, consent: null, alertsEnabled: false })
    const turnOn = await call(settingsHandler, '/api/user/alert-settings', { method: 'PUT', body: { alertsEnabled: true }, cookie })
    await expectProblem(turnOn, 409, 'consent_required')
  })

  it('refuses a wrong code (400 code_invalid) and changes nothing', async () => {
    const cookie = await setUpMember()
    const code = await codeFor(NEW, cookie)
    const wrong = code === '000000' ? '111111' : '000000'
    const before = await usersSnapshot()
    await expectProblem(await changePhone(cookie, { phone: NEW, code: wrong }), 400, 'code_invalid')
    expect(await usersSnapshot()).toEqual(before)
  })

  it("refuses another account's number (409) only after a valid code, and changes nothing", async () => {
    await signIn(NEW)
    const cookie = await setUpMember()
    const before = await usersSnapshot()
    // Without the code, nothing reveals that the number has an account.
    await expectProblem(await changePhone(cookie, { phone: NEW, code: '123456' }), 400, 'code_expired')
    const body = await expectProblem(await changePhone(cookie, { phone: NEW, code: await codeFor(NEW, cookie) }), 409, 'phone_in_use')
    expect(body.message).toBe(english(CHANGE_PHONE_MESSAGES.inUse))
    expect(await usersSnapshot()).toEqual(before)
  })

  it('answers the own number with changed: false and leaves alerts on', async () => {
    const cookie = await setUpMember()
    const res = await changePhone(cookie, { phone: OLD, code: await codeFor(OLD, cookie) })
    expect(res.status).toBe(200)
    expect(changePhoneResponseSchema.parse(await res.json())).toMatchObject({ changed: false, user: { phoneNumber: OLD, alertsEnabled: true } })
  })

  it('needs a signed-in account with a phone (401 for visitors and anonymous sessions)', async () => {
    await expectProblem(await changePhone(null, { phone: NEW, code: '123456' }), 401, 'not_signed_in')
    // A visitor's demo subscription makes an anonymous (phone-less) account: it signs in instead.
    const subscribed = await call(demoSubscribeHandler, '/api/demo/subscribe', { body: {} })
    const anonymous = setCookieOf(subscribed)?.pair ?? null
    expect(anonymous).not.toBeNull()
    const res = await changePhone(anonymous, { phone: NEW, code: await codeFor(NEW, anonymous) })
    await expectProblem(res, 401, 'not_signed_in')
    const [user] = await query<{ phone_e164: string | null }>('SELECT phone_e164 FROM users')
    expect(user?.phone_e164).toBeNull()
  })

  it('validates the body and the method, writing nothing', async () => {
    const cookie = await setUpMember()
    const before = await usersSnapshot()
    await expectProblem(await changePhone(cookie, { phone: NEW }), 400, 'invalid_request')
    await expectProblem(await changePhone(cookie, { phone: NEW, code: '12ab56' }), 400, 'invalid_request')
    await expectProblem(await changePhone(cookie, { phone: 'not a phone', code: '123456' }), 400, 'invalid_phone')
    await expectProblem(await changePhone(cookie, '{"phone":'), 400, 'malformed_json')
    await expectProblem(await call(phoneHandler, '/api/user/phone', { method: 'GET', cookie }), 405, 'method_not_allowed')
    await expectProblem(await call(phoneHandler, '/api/user/phone', { body: { phone: NEW, code: '123456' }, cookie, origin: 'https://evil.example' }), 403, 'cross_origin')
    expect(await usersSnapshot()).toEqual(before)
  })
})

/** The texts in the local outbox to `phone`, newest first. */
async function outboxTo(phone: string) {
  const { messages } = outboxResponseSchema.parse(await (await call(outboxHandler, '/api/dev/outbox')).json())
  return messages.filter((m) => m.to === phone)
}

const isSignedIn = async (cookie: string) => (await call(authUserHandler, '/api/auth/user', { cookie })).status === 200

describe('POST /api/user/phone: the account’s other sessions and the old number', () => {
  it('ends every other session of the account, keeps this one, and texts the old number', async () => {
    const cookie = await setUpMember()
    await query('DELETE FROM rate_limit_hits')
    const otherDevice = (await signIn(OLD)).pair
    const someoneElse = (await signIn('+12015550142')).pair
    expect(await isSignedIn(otherDevice)).toBe(true)

    const res = await changePhone(cookie, { phone: NEW, code: await codeFor(NEW, cookie) })
    expect(res.status).toBe(200)
    expect(changePhoneResponseSchema.parse(await res.json()).message).toMatch(/Your other devices were signed out\.$/)
    expect(await isSignedIn(cookie)).toBe(true)
    expect(await isSignedIn(otherDevice)).toBe(false)
    expect(await isSignedIn(someoneElse)).toBe(true)

    const [notice] = await outboxTo(OLD)
    expect(notice).toMatchObject({
      purpose: 'phone_changed',
      body: "AirAhead: your account's number was changed to one ending in 0141 and your other devices were signed out. Not you? Contact us at localhost",
    })
    expect(await outboxTo(NEW)).toHaveLength(1) // only its sign-in code
  })

  it('ends nothing and texts no one when the number stays the same', async () => {
    const cookie = await setUpMember()
    await query('DELETE FROM rate_limit_hits')
    const otherDevice = (await signIn(OLD)).pair
    const texts = await rowCount('sms_outbox')
    expect((await changePhone(cookie, { phone: OLD, code: await codeFor(OLD, cookie) })).status).toBe(200)
    expect(await isSignedIn(otherDevice)).toBe(true)
    expect(await rowCount('sms_outbox')).toBe(texts + 1) // the code only
  })

  it('does not text an old number that replied STOP', async () => {
    const cookie = await setUpMember()
    await query(`INSERT INTO sms_opt_outs (phone_e164, keyword) VALUES ($1, 'STOP')`, [OLD])
    const before = (await outboxTo(OLD)).length
    expect((await changePhone(cookie, { phone: NEW, code: await codeFor(NEW, cookie) })).status).toBe(200)
    expect(await outboxTo(OLD)).toHaveLength(before)
  })
})

describe('POST /api/user/phone on a deploy (Twilio behind a fake)', () => {
  let twilio: FakeTwilio
  let restoreEnv: () => void
  beforeAll(async () => {
    twilio = await startFakeTwilio()
    restoreEnv = setEnv(deployEnv({ twilio: twilio.url }))
    resetServerEnv()
  })
  afterAll(async () => {
    await twilio.close()
    restoreEnv()
    resetServerEnv()
  })

  /** A signed-in account on OLD, and a code for NEW read from the fake Twilio's log. */
  async function memberWithCodeForNew(): Promise<{ cookie: string; code: string }> {
    const [user] = await query<{ id: string }>(`INSERT INTO users (phone_e164, phone_verified_at) VALUES ($1, now()) RETURNING id`, [OLD])
    const cookie = `airahead_session=${await createSession(user?.id ?? '', new Date())}`
    expect((await call(codeHandler, '/api/auth/code', { body: { phone: NEW }, cookie })).status).toBe(200)
    const code = /code is (\d{6})/.exec(twilio.requests.at(-1)?.form['Body'] ?? '')?.[1] ?? ''
    return { cookie, code }
  }

  it('texts the old number through Twilio', async () => {
    const { cookie, code } = await memberWithCodeForNew()
    expect((await changePhone(cookie, { phone: NEW, code })).status).toBe(200)
    const notice = twilio.requests.at(-1)?.form
    expect(notice?.['To']).toBe(OLD)
    expect(notice?.['Body']).toMatch(/^AirAhead: your account's number was changed to one ending in 0141 .* Not you\? Contact us at localhost$/)
  })

  it('keeps the change when the notice cannot be sent, and logs a warning', async () => {
    const { cookie, code } = await memberWithCodeForNew()
    twilio.setOverride({ status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const res = await changePhone(cookie, { phone: NEW, code })
      expect(res.status).toBe(200)
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^change-phone: the notice to the old number could not be sent/))
    } finally {
      warn.mockRestore()
      twilio.setOverride(null)
    }
    expect(await query(`SELECT phone_e164 FROM users`)).toEqual([{ phone_e164: NEW }])
  })
})
