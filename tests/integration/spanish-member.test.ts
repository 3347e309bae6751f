import { beforeEach, describe, expect, it } from 'vitest'
import codeHandler from '../../netlify/functions/auth-code'
import verifyHandler from '../../netlify/functions/auth-verify'
import outboxHandler from '../../netlify/functions/dev-outbox'
import pushSubscriptionsHandler from '../../netlify/functions/push-subscriptions'
import userLocaleHandler from '../../netlify/functions/user-locale'
import alertSettingsHandler from '../../netlify/functions/user-alert-settings'
import geocodingSearchHandler from '../../netlify/functions/geocoding-search'
import { requestCodeResponseSchema } from '../../src/domain/contracts/auth'
import inboundHandler from '../../netlify/functions/webhooks-twilio-inbound'
import twilio from 'twilio'
import emailOutboxHandler from '../../netlify/functions/dev-email-outbox'
import newsletterConfirmHandler from '../../netlify/functions/newsletter-confirm'
import newsletterHandler from '../../netlify/functions/newsletter-subscribe'
import welcomeHandler from '../../netlify/functions/send-welcome-email'
import { emailOutboxResponseSchema } from '../../src/domain/contracts/email'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { isGsm7, smsLength } from '../../src/domain/alerts/gsm'
import { outboxResponseSchema } from '../../src/domain/contracts/auth'
import { problemSchema } from '../../src/domain/contracts/problem'
import { pushPayloadSchema } from '../../src/domain/contracts/push'
import { decryptPush } from '../fakes/fake-push-service'
import { useTestDatabase } from '../support/database'
import { CLEAN, POOR, seedAlertUser, testPhone, useFakePushService, useLocalOpenMeteo } from './alerts-helpers'
import { call, setCookieOf, setEnv } from './auth-helpers'

/*
 * The person's language (decisions 282, 283) through the real functions and job: sign-in keeps
 * the app's language (Accept-Language), Settings changes it, and a Spanish member's alert
 * text and a Spanish device's push are written in Spanish, in GSM-7, one segment.
 */

useTestDatabase()

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000
const HOME = { name: 'Casa', lat: 40.71, lon: -74.01 }
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }

let clock = 0
const meteo = useLocalOpenMeteo(() => clock)
const pushes = useFakePushService()
beforeEach(() => meteo.fake.setPayloadFor(null))

const outboxText = async (phone: string) => {
  const { messages } = outboxResponseSchema.parse(await (await call(outboxHandler, '/api/dev/outbox')).json())
  const text = messages.find((m) => m.to === phone)
  if (!text) throw new Error(`no text to ${phone}`)
  return text.body
}
const localeOfUser = async (phone: string) => (await query<{ locale: string }>(`SELECT locale FROM users WHERE phone_e164 = $1`, [phone]))[0]?.locale

async function signInWith(phone: string, headers: Record<string, string>) {
  expect((await call(codeHandler, '/api/auth/code', { body: { phone }, headers })).status).toBe(200)
  const text = await outboxText(phone)
  const code = /#(\d{6})$/.exec(text)?.[1]
  if (!code) throw new Error('no code')
  const verified = await call(verifyHandler, '/api/auth/verify', { body: { phone, code }, headers })
  expect(verified.status).toBe(200)
  return { text, cookie: setCookieOf(verified)?.pair ?? null }
}

describe("the person's language", () => {
  it('a sign-in from the Spanish app texts the code in Spanish and keeps Spanish for the account', async () => {
    const phone = testPhone(41)
    const { text } = await signInWith(phone, SPANISH)
    expect(text).toMatch(/^Tu clave de AirAhead es \d{6}\. Vence en 10 minutos\. No la compartas con nadie\.\n\n@localhost #\d{6}$/)
    expect(isGsm7(text)).toBe(true)
    expect(await localeOfUser(phone)).toBe('es')
  })

  it('an English sign-in stays English, byte for byte', async () => {
    const phone = testPhone(42)
    const { text } = await signInWith(phone, {})
    expect(text).toMatch(/^Your AirAhead code is \d{6}\. It expires in 10 minutes\. Never share it\.\n\n@localhost #\d{6}$/)
    expect(await localeOfUser(phone)).toBe('en')
  })

  it('Settings changes it for a signed-in person; without a session nothing is saved; a bad language is a 400 that writes nothing', async () => {
    const phone = testPhone(43)
    const { cookie } = await signInWith(phone, {})
    const put = (body: unknown, withCookie = true) => call(userLocaleHandler, '/api/user/locale', { method: 'PUT', body, cookie: withCookie ? cookie : null, origin: 'http://localhost' })

    const saved = await put({ locale: 'es' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ locale: 'es', saved: true })
    expect(await localeOfUser(phone)).toBe('es')

    const bad = await put({ locale: 'fr' })
    expect(bad.status).toBe(400)
    expect(problemSchema.parse(await bad.json()).message).toContain('The language must be one of: en, es.')
    expect((await put({ locale: 'en', extra: 1 })).status).toBe(400)
    expect(await localeOfUser(phone)).toBe('es')

    const anonymous = await put({ locale: 'en' }, false)
    expect(await anonymous.json()).toEqual({ locale: 'en', saved: false })
    expect(await localeOfUser(phone)).toBe('es')
  })

  it("a Spanish member's alert text and a Spanish device's push are in Spanish, one GSM-7 segment", async () => {
    const member = await seedAlertUser(query, testPhone(44), [HOME], { quiet: ['22:00', '07:00'] })
    await query(`UPDATE users SET locale = 'es' WHERE id = $1`, [member.userId])
    await query(`UPDATE alert_settings SET time_zone = 'America/New_York'`)
    const browser = pushes.fake.subscribe()
    const subscribed = await call(pushSubscriptionsHandler, '/api/push/subscriptions', {
      body: { subscription: browser.json, place: HOME, timeZone: 'America/New_York' }, origin: 'http://localhost', headers: SPANISH,
    })
    expect(subscribed.status).toBe(201)

    // Poor from 19:00 UTC (2 PM in New York); the job runs from 10 AM.
    meteo.fake.setPayloadFor((_lat, _lon, dt) => (dt >= utc('2026-11-25T19:00') && dt < utc('2026-11-25T23:00') ? POOR : CLEAN))
    for (clock = utc('2026-11-25T15:00'); clock <= utc('2026-11-25T17:00'); clock += 900) {
      await runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now: clock })
    }

    const [warning] = await query<{ body: string }>(`SELECT body FROM alerts WHERE user_id = $1 AND status = 'sent' ORDER BY sent_at`, [member.userId])
    expect(warning?.body).toMatch(/^AirAhead: Aire en Casa: Mala hacia las 2 pm( \(prevista\))?\. Pasa menos tiempo al aire libre\. Responde STOP para cancelar$/)
    expect(smsLength(warning?.body ?? '')).toMatchObject({ encoding: 'gsm7', segments: 1 })

    expect(pushes.fake.received).toHaveLength(1)
    const [push] = pushes.fake.received
    if (!push) throw new Error('no push')
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(push.body, browser)))
    expect(payload.body).toMatch(/^Aire en Casa: Mala hacia las 2 pm/)
    expect(payload.body).not.toContain('STOP')
    expect((await query<{ locale: string }>(`SELECT locale FROM push_subscriptions`))[0]?.locale).toBe('es')
  })
})

describe("replies to STOP, START and HELP in the number's account's language", () => {
  it('answers a Spanish member in Spanish and anyone else in English', async () => {
    const token = 'spanish-member-test-token'
    const restore = setEnv({ TWILIO_ACCOUNT_SID: `AC${'3'.repeat(32)}`, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: '+15017122661' })
    resetServerEnv()
    try {
      const member = await seedAlertUser(query, testPhone(45), [HOME])
      await query(`UPDATE users SET locale = 'es' WHERE id = $1`, [member.userId])
      const send = async (from: string, body: string) => {
        const params = { From: from, Body: body }
        const url = 'http://localhost/api/webhooks/twilio/inbound'
        const res = await call(inboundHandler, '/api/webhooks/twilio/inbound', {
          method: 'POST',
          body: new URLSearchParams(params).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params) },
        })
        expect(res.status).toBe(200)
        return res.text()
      }
      expect(await send(member.phone, 'HELP')).toContain('<Message>Alertas de calidad del aire de AirAhead.')
      expect(await send(member.phone, 'STOP')).toContain('<Message>AirAhead: dejaste de recibir mensajes.')
      expect(await send(member.phone, 'START')).toContain('<Message>AirAhead: este teléfono vuelve a recibir mensajes.')
      expect(await send(testPhone(46), 'HELP')).toContain('<Message>AirAhead air-quality alerts.')
    } finally {
      restore()
      resetServerEnv()
    }
  })
})

describe('e-mails in the language of the app that asked', () => {
  const outbox = async () => emailOutboxResponseSchema.parse(await (await call(emailOutboxHandler, '/api/dev/email-outbox')).json()).messages

  it('the newsletter confirmation: subject, words, <html lang>, and the page its link opens', async () => {
    const res = await call(newsletterHandler, '/api/newsletter/subscribe', { body: { email: 'ana@example.com', source: 'home' }, headers: SPANISH, origin: 'http://localhost' })
    expect(res.status).toBe(201)
    const [mail] = await outbox()
    expect(mail?.subject).toBe('Confirma tu suscripción al boletín de AirAhead')
    expect(mail?.text).toContain('Para confirmar, abre este enlace en los próximos 7 días y pulsa "Confirmar suscripción":')
    expect(mail?.html).toContain('<html lang="es">')
    expect(mail?.html).toContain('>Confirmar suscripción</a>')
    const link = /^https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+$/m.exec(mail?.text ?? '')?.[0] ?? ''
    const page = await newsletterConfirmHandler(new Request(link, { headers: SPANISH }))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('Pulsa el botón para recibir el boletín de AirAhead en <strong>ana@example.com</strong>.')
    expect(html).toContain('>Confirmar suscripción</button>')
  })

  it('the welcome e-mail', async () => {
    const res = await call(welcomeHandler, '/api/user/send-welcome-email', { body: {}, headers: SPANISH, origin: 'http://localhost' })
    expect(res.status).toBe(200)
    const [mail] = await outbox()
    expect(mail?.subject).toBe('Te damos la bienvenida a AirAhead')
    expect(mail?.text).toContain('- Consejos de salud para niños, personas mayores y personas con asma o enfermedades del corazón.')
    expect(mail?.html).toContain('<html lang="es">')
    expect(mail?.html).toContain('>Abrir AirAhead</a>')
  })
})

/*
 * The API's own messages (decision 285): a problem's `message` and a success's are in the
 * request's language, whatever wrote them: a contract's zod message, zod's own generic one, a
 * problem of the server, a success answer. English without the header, byte for byte.
 */
describe("the API's messages in the request's language", () => {
  const problemOf = async (res: Response, status: number) => {
    expect(res.status).toBe(status)
    return problemSchema.parse(await res.json())
  }
  const body = (phone: unknown, headers: Record<string, string> = {}) => call(codeHandler, '/api/auth/code', { body: { phone }, headers })

  it("a body's contract message (400), and an unknown field", async () => {
    expect((await problemOf(await body('', SPANISH), 400)).message).toBe('Escribe tu número de teléfono.')
    expect((await problemOf(await body(''), 400)).message).toBe('Enter your phone number.')
    const extra = (headers: Record<string, string>) => call(codeHandler, '/api/auth/code', { body: { phone: testPhone(60), extra: 1 }, headers })
    expect((await problemOf(await extra(SPANISH), 400)).message).toBe('Campo desconocido: extra.')
    expect((await problemOf(await extra({}), 400)).message).toBe('Unknown field: extra.')
  })

  it("zod's own generic message (a wrong type no contract words) from zod's Spanish locale", async () => {
    const push = (headers: Record<string, string>) =>
      call(pushSubscriptionsHandler, '/api/push/subscriptions', { body: { subscription: 5, place: HOME, timeZone: 'America/New_York' }, origin: 'http://localhost', headers })
    expect((await problemOf(await push(SPANISH), 400)).message).toBe('Entrada inválida: se esperaba objeto, recibido número')
    expect((await problemOf(await push({}), 400)).message).toBe('Invalid input: expected object, received number')
  })

  it("a query's contract message (400)", async () => {
    const search = (headers: Record<string, string>) => call(geocodingSearchHandler, '/api/geocoding/search?q=ab', { headers })
    expect((await problemOf(await search(SPANISH), 400)).message).toBe('q debe tener al menos 3 caracteres')
    expect((await problemOf(await search({}), 400)).message).toBe('q must be at least 3 characters')
  })

  it('a 401 and a 405 problem of the server', async () => {
    const settings = (headers: Record<string, string>) => call(alertSettingsHandler, '/api/user/alert-settings', { headers })
    expect((await problemOf(await settings(SPANISH), 401)).message).toBe('Inicia sesión con tu número de teléfono para configurar las alertas.')
    expect((await problemOf(await settings({}), 401)).message).toBe('Sign in with your phone number to set up alerts.')
    const deleted = (headers: Record<string, string>) => call(codeHandler, '/api/auth/code', { method: 'DELETE', headers })
    expect((await problemOf(await deleted(SPANISH), 405)).message).toBe('Usa POST para este endpoint.')
    expect((await problemOf(await deleted({}), 405)).message).toBe('Use POST for this endpoint.')
  })

  it('a success message, and a 429 with Retry-After', async () => {
    const phone = testPhone(61)
    const sent = requestCodeResponseSchema.parse(await (await body(phone, SPANISH)).json())
    expect(sent.message).toMatch(/^No hay un proveedor de SMS configurado, así que no se envió nada: el código para el .+ está en la bandeja de salida\. Léelo en \/api\/dev\/outbox\.$/)
    const again = await body(phone, SPANISH)
    expect(again.headers.get('retry-after')).not.toBeNull()
    expect((await problemOf(again, 429)).message).toBe('Acabamos de enviar un código. Puedes pedir uno nuevo 60 segundos después del último.')
    const english = await body(testPhone(62))
    expect(requestCodeResponseSchema.parse(await english.json()).message).toMatch(/^No SMS provider is set up, so nothing was texted: the code for .+ is in the outbox\. Read it at \/api\/dev\/outbox\.$/)
    expect((await problemOf(await body(testPhone(62)), 429)).message).toBe('A code was just sent. You can ask for a new one 60 seconds after the last.')
  })
})
