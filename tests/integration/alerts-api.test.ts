import { describe, expect, it } from 'vitest'
import settingsHandler from '../../netlify/functions/user-alert-settings'
import consentHandler from '../../netlify/functions/user-alert-consent'
import locationsHandler from '../../netlify/functions/user-locations'
import alertsHandler from '../../netlify/functions/demo-alerts'
import testAlertHandler from '../../netlify/functions/demo-test-alert'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import { query } from '../../netlify/server/db'
import { CONSENT_TEXT } from '../../netlify/server/alerts/consent-text'
import {
  alertLogSchema,
  alertSettingsViewSchema,
  placeResponseSchema,
  placesResponseSchema,
  testAlertResponseSchema,
} from '../../src/domain/contracts/alerts'
import { problemSchema } from '../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../support/database'
import { call, signIn, useLocalMode } from './auth-helpers'

useTestDatabase()

useLocalMode()

const PHONE = '+12015550123'

/** A signed-in premium user (demo subscribe): the session cookie. */
async function premiumUser(phone = PHONE): Promise<string> {
  const cookie = (await signIn(phone)).pair
  const res = await call(demoSubscribeHandler, '/api/demo/subscribe', { body: {}, cookie })
  expect(res.status).toBe(200)
  return cookie
}

const settings = (cookie: string | null, body?: unknown) =>
  call(settingsHandler, '/api/user/alert-settings', body === undefined ? { cookie } : { method: 'PUT', body, cookie })

async function problemOf(res: Response, status: number, error: string) {
  expect(res.status).toBe(status)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  expect(body.message.length).toBeGreaterThan(10)
  return body
}

describe('GET/PUT /api/user/alert-settings', () => {
  it('401 without a session', async () => {
    await problemOf(await settings(null), 401, 'not_signed_in')
  })

  it('shows a signed-in user the defaults, the consent text and the outbox delivery', async () => {
    const cookie = (await signIn(PHONE)).pair
    const view = alertSettingsViewSchema.parse(await (await settings(cookie)).json())
    expect(view).toMatchObject({
      alertsEnabled: false,
      isPremium: false,
      phoneNumber: PHONE,
      phoneVerified: true,
      optedOut: false,
      consent: null,
      delivery: 'outbox',
      effectiveThreshold: { kind: 'level', value: 4 },
      preferences: { threshold: null, sensitivity: 'general', quietHours: { start: '22:00', end: '07:00' }, dailyCap: 3, allClear: true },
    })
    expect(view.consentText.text).toMatch(/Msg & data rates may apply/)
    expect(view.consentText.text).toMatch(/Reply STOP to cancel, HELP for help/)
  })

  it('a non-premium user cannot change settings (403, nothing stored)', async () => {
    const cookie = (await signIn(PHONE)).pair
    await problemOf(await settings(cookie, { dailyCap: 5 }), 403, 'premium_required')
    expect(await rowCount('alert_settings')).toBe(0)
  })

  it('saves preferences; a sensitive profile lowers the default threshold to Moderate', async () => {
    const cookie = await premiumUser()
    const res = await settings(cookie, { sensitivity: 'child', dailyCap: 5, quietHours: { start: '21:30', end: '06:45' }, allClear: false })
    expect(res.status).toBe(200)
    const view = alertSettingsViewSchema.parse(await res.json())
    expect(view.preferences).toEqual({ threshold: null, sensitivity: 'child', quietHours: { start: '21:30', end: '06:45' }, dailyCap: 5, allClear: false, timeZone: null })
    expect(view.effectiveThreshold).toEqual({ kind: 'level', value: 3 })

    const custom = alertSettingsViewSchema.parse(await (await settings(cookie, { threshold: { kind: 'us_aqi', value: 151 } })).json())
    expect(custom.effectiveThreshold).toEqual({ kind: 'us_aqi', value: 151 })
    expect(custom.preferences.dailyCap).toBe(5) // other fields kept
    const pm = alertSettingsViewSchema.parse(await (await settings(cookie, { threshold: { kind: 'pm25', value: 55.5 } })).json())
    expect(pm.effectiveThreshold).toEqual({ kind: 'pm25', value: 55.5 })
    // The stored state reads back the same.
    expect(alertSettingsViewSchema.parse(await (await settings(cookie)).json()).preferences.threshold).toEqual({ kind: 'pm25', value: 55.5 })
  })

  it("saves the member's own time zone, keeps it through other changes, and clears it with null (decision 200)", async () => {
    const cookie = await premiumUser()
    const saved = alertSettingsViewSchema.parse(await (await settings(cookie, { timeZone: 'Asia/Kathmandu' })).json())
    expect(saved.preferences.timeZone).toBe('Asia/Kathmandu')
    const kept = alertSettingsViewSchema.parse(await (await settings(cookie, { dailyCap: 4 })).json())
    expect(kept.preferences).toMatchObject({ timeZone: 'Asia/Kathmandu', dailyCap: 4 })
    const cleared = alertSettingsViewSchema.parse(await (await settings(cookie, { timeZone: null })).json())
    expect(cleared.preferences.timeZone).toBeNull()
  })

  it.each([
    [{ dailyCap: 0 }, /daily limit is 1 to 10/],
    [{ dailyCap: 3.5 }, /./],
    [{ threshold: { kind: 'level', value: 9 } }, /between 2 \(Fair\) and 5/],
    [{ threshold: { kind: 'us_aqi', value: 20 } }, /US AQI threshold/],
    [{ threshold: { kind: 'pm25', value: -1 } }, /PM2.5 threshold/],
    [{ threshold: { kind: 'ppm', value: 3 } }, /./],
    [{ quietHours: { start: '25:00', end: '07:00' } }, /HH:MM/],
    [{ quietHours: { start: '07:00', end: '07:00' } }, /different times/],
    [{ timeZone: 'Mars/Olympus' }, /Choose a time zone from the list/],
    [{ timeZone: 'x'.repeat(65) }, /at most 64 characters/],
    [{ sensitivity: 'cat' }, /./],
    [{ alertsEnabled: 'yes' }, /./],
    [{ somethingElse: true }, /./],
  ])('rejects %j with a readable 400 and stores nothing', async (body, message) => {
    const cookie = await premiumUser()
    const problem = await problemOf(await settings(cookie, body), 400, 'invalid_request')
    expect(problem.message).toMatch(message)
    expect(await rowCount('alert_settings')).toBe(0)
  })

  it('turning alerts on needs consent first (409), then works', async () => {
    const cookie = await premiumUser()
    await problemOf(await settings(cookie, { alertsEnabled: true }), 409, 'consent_required')
    expect((await query<{ alerts_enabled: boolean }>(`SELECT alerts_enabled FROM users`))[0]?.alerts_enabled).toBe(false)

    const consent = await call(consentHandler, '/api/user/alert-consent', {
      body: { textVersion: CONSENT_TEXT.version },
      cookie,
      headers: { 'user-agent': 'AlertsTest/1.0' },
    })
    expect(consent.status).toBe(201)
    const view = alertSettingsViewSchema.parse(await consent.json())
    expect(view.alertsEnabled).toBe(true)
    expect(view.consent?.textVersion).toBe(CONSENT_TEXT.version)
    const [evidence] = await query<{ text_body: string; ip: string; user_agent: string; phone_e164: string }>(
      `SELECT text_body, ip, user_agent, phone_e164 FROM sms_consents`,
    )
    expect(evidence).toEqual({ text_body: CONSENT_TEXT.text, ip: '198.51.100.7', user_agent: 'AlertsTest/1.0', phone_e164: PHONE })
    const [confirmation] = await query<{ body: string; purpose: string }>(`SELECT body, purpose FROM sms_outbox WHERE purpose = 'consent_confirmation'`)
    expect(confirmation?.body).toMatch(/alerts are on.*STOP to cancel/)

    expect((await settings(cookie, { alertsEnabled: false })).status).toBe(200)
    expect((await settings(cookie, { alertsEnabled: true })).status).toBe(200)
  })

  it('a Spanish reader is shown the consent text in Spanish, and its Spanish words are what is kept as the evidence', async () => {
    const cookie = await premiumUser()
    const spanish = { 'accept-language': 'es' }
    const shown = alertSettingsViewSchema.parse(await (await call(settingsHandler, '/api/user/alert-settings', { cookie, headers: spanish })).json())
    expect(shown.consentText.version).toBe(CONSENT_TEXT.version)
    expect(shown.consentText.text).toMatch(/^Alertas de calidad del aire de AirAhead: te enviamos un SMS unas 2 horas antes/)
    expect(shown.consentText.text).toMatch(/Pueden aplicarse tarifas de mensajes y datos\. Responde STOP para cancelar o HELP para recibir ayuda\./)
    const consent = await call(consentHandler, '/api/user/alert-consent', { body: { textVersion: CONSENT_TEXT.version }, cookie, headers: spanish })
    expect(consent.status).toBe(201)
    const [evidence] = await query<{ text_body: string }>(`SELECT text_body FROM sms_consents`)
    expect(evidence?.text_body).toBe(shown.consentText.text)
  })

  it('consent to an old version of the text is refused', async () => {
    const cookie = await premiumUser()
    await problemOf(await call(consentHandler, '/api/user/alert-consent', { body: { textVersion: '2000-01-01' }, cookie }), 409, 'stale_consent')
    expect(await rowCount('sms_consents')).toBe(0)
  })

  it('a request from another site is refused', async () => {
    const cookie = await premiumUser()
    const res = await call(settingsHandler, '/api/user/alert-settings', { method: 'PUT', body: { dailyCap: 2 }, cookie, origin: 'https://evil.example' })
    await problemOf(res, 403, 'cross_origin')
    expect(await rowCount('alert_settings')).toBe(0)
  })
})

describe('/api/user/locations', () => {
  const locations = (cookie: string | null, options: { method?: string; body?: unknown; id?: string } = {}) =>
    call(locationsHandler, `/api/user/locations${options.id ? `/${options.id}` : ''}`, { cookie, method: options.method, body: options.body })

  it('adds, lists, renames and removes places', async () => {
    const cookie = await premiumUser()
    const added = await locations(cookie, { body: { name: '  Home  ', lat: 40.7128, lon: -74.006 } })
    expect(added.status).toBe(201)
    const { location } = placeResponseSchema.parse(await added.json())
    expect(location).toMatchObject({ name: 'Home', lat: 40.7128, lon: -74.006 })

    const listed = placesResponseSchema.parse(await (await locations(cookie)).json())
    expect(listed.locations.map((l) => l.id)).toEqual([location.id])

    const renamed = await locations(cookie, { method: 'PUT', id: location.id, body: { name: 'Our flat', lat: 40.7128, lon: -74.006 } })
    expect(placeResponseSchema.parse(await renamed.json()).location.name).toBe('Our flat')

    expect((await locations(cookie, { method: 'DELETE', id: location.id })).status).toBe(204)
    expect(await rowCount('monitored_places')).toBe(0)
    await problemOf(await locations(cookie, { method: 'DELETE', id: location.id }), 404, 'not_found')
  })

  it('allows 10 places, refuses the 11th with 409', async () => {
    const cookie = await premiumUser()
    for (let i = 0; i < 10; i++) expect((await locations(cookie, { body: { name: `P${i}`, lat: 40 + i / 10, lon: -74 } })).status).toBe(201)
    await problemOf(await locations(cookie, { body: { name: 'P10', lat: 41, lon: -74 } }), 409, 'too_many_places')
    expect(await rowCount('monitored_places')).toBe(10)
  })

  it("cannot touch another user's place", async () => {
    const owner = await premiumUser()
    const { location } = placeResponseSchema.parse(await (await locations(owner, { body: { name: 'Mine', lat: 1, lon: 2 } })).json())
    const other = await premiumUser('+12015550124')
    await problemOf(await locations(other, { method: 'DELETE', id: location.id }), 404, 'not_found')
    await problemOf(await locations(other, { method: 'PUT', id: location.id, body: { name: 'Stolen', lat: 1, lon: 2 } }), 404, 'not_found')
    expect(await query(`SELECT name FROM monitored_places`)).toEqual([{ name: 'Mine' }])
  })

  it.each([
    [{ name: '', lat: 1, lon: 2 }, /Give the place a name/],
    [{ name: 'x'.repeat(61), lat: 1, lon: 2 }, /at most 60/],
    [{ name: 'Far', lat: 91, lon: 2 }, /latitude/],
    [{ name: 'Far', lat: 1, lon: -181 }, /longitude/],
    [{ name: 'Text', lat: '1', lon: 2 }, /./],
    [{ name: 'Extra', lat: 1, lon: 2, userId: 'x' }, /./],
  ])('rejects %j with 400, nothing stored', async (body, message) => {
    const cookie = await premiumUser()
    const problem = await problemOf(await locations(cookie, { body }), 400, 'invalid_request')
    expect(problem.message).toMatch(message)
    expect(await rowCount('monitored_places')).toBe(0)
  })

  it('non-premium: 403; no session: 401; a malformed id: 404', async () => {
    const free = (await signIn(PHONE)).pair
    await problemOf(await locations(free, { body: { name: 'Home', lat: 1, lon: 2 } }), 403, 'premium_required')
    await problemOf(await locations(null), 401, 'not_signed_in')
    const cookie = await premiumUser('+12015550125')
    await problemOf(await locations(cookie, { method: 'DELETE', id: 'not-a-uuid' }), 404, 'not_found')
    expect(await rowCount('monitored_places')).toBe(0)
  })
})

describe('POST /api/demo/test-alert and GET /api/demo/alerts', () => {
  const testAlert = (cookie: string | null, phoneNumber: string) =>
    call(testAlertHandler, '/api/demo/test-alert', { body: { phoneNumber, message: 'anything' }, cookie })

  it('texts only the own verified phone (outbox here), logs it, 3 a day', async () => {
    const cookie = await premiumUser()
    const res = await testAlert(cookie, '(201) 555-0123')
    expect(res.status).toBe(200)
    const body = testAlertResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ success: true, delivery: 'outbox', to: PHONE })
    const [text] = await query<{ body: string; to_e164: string }>(`SELECT body, to_e164 FROM sms_outbox WHERE purpose = 'test_alert'`)
    expect(text).toEqual({ body: body.message, to_e164: PHONE })
    expect(text?.body).not.toContain('anything') // never an arbitrary caller-chosen text

    const log = alertLogSchema.parse(await (await call(alertsHandler, '/api/demo/alerts', { cookie })).json())
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ alertType: 'test', status: 'sent', message: body.message })
    expect(log[0]?.sentAt).not.toBeNull()

    expect((await testAlert(cookie, PHONE)).status).toBe(200)
    expect((await testAlert(cookie, PHONE)).status).toBe(200)
    const limited = await testAlert(cookie, PHONE)
    await problemOf(limited, 429, 'rate_limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await rowCount('alerts')).toBe(3)
  })

  it("refuses someone else's number (403) and an empty one (400); nothing texted", async () => {
    const cookie = await premiumUser()
    await problemOf(await testAlert(cookie, '+12015550199'), 403, 'not_your_phone')
    const empty = await problemOf(await testAlert(cookie, '   '), 400, 'invalid_request')
    expect(empty.message).toBe('Please enter your phone number to receive SMS alerts.')
    expect(await rowCount('alerts')).toBe(0)
    expect(await query(`SELECT 1 FROM sms_outbox WHERE purpose = 'test_alert'`)).toHaveLength(0)
  })

  it('GET /api/demo/alerts is 401 without a session and empty for a new user', async () => {
    await problemOf(await call(alertsHandler, '/api/demo/alerts'), 401, 'not_signed_in')
    const cookie = (await signIn(PHONE)).pair
    expect(alertLogSchema.parse(await (await call(alertsHandler, '/api/demo/alerts', { cookie })).json())).toEqual([])
  })
})
