import twilio from 'twilio'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import inboundHandler from '../../netlify/functions/webhooks-twilio-inbound'
import statusHandler from '../../netlify/functions/webhooks-twilio-status'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import type { CycleSummary } from '../../netlify/server/alerts/cycle-context'
import { CLAIM_SECONDS } from '../../netlify/server/data/alert-records'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import type { SmsSender } from '../../netlify/server/providers/sms/types'
import { isGsm7 } from '../../src/domain/alerts'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio'
import { rowCount, useTestDatabase } from '../support/database'
import { CLEAN, POOR, seedAlertUser, testPhone, type SeededUser } from './alerts-helpers'
import { call, LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

const SID = `AC${'2'.repeat(32)}`
const TOKEN = 'alerts-test-auth-token'
/** 14:00 UTC: 9 AM in New York, outside the default quiet hours (22:00-07:00). */
const T0 = Date.UTC(2026, 10, 23, 14, 0, 0) / 1000
const HOUR = 3600
const CYCLE = 900

let clock = T0
let openMeteo: FakeOpenMeteo
let fakeTwilio: FakeTwilio
let restoreEnv: () => void
beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo({ now: () => clock })
  fakeTwilio = await startFakeTwilio()
  restoreEnv = setEnv({
    ...LOCAL_MODE,
    AIR_QUALITY_PROVIDER: 'open-meteo',
    OPEN_METEO_BASE_URL: openMeteo.url,
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: '+15017122661',
    TWILIO_API_BASE: fakeTwilio.url,
    UPSTREAM_TIMEOUT_MS: '2000',
  })
  resetServerEnv()
})
afterAll(async () => {
  await openMeteo.close()
  await fakeTwilio.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  clock = T0
  fakeTwilio.requests.length = 0
  fakeTwilio.setOverride(null)
  openMeteo.setPayloadFor(null)
})

/** Places in and around New York, each in its own 0.1° forecast cell. */
const PLACES = [
  { name: 'Home', lat: 40.71, lon: -74.01 },
  { name: "Maya's school", lat: 40.81, lon: -73.95 },
  { name: 'Grandma', lat: 40.65, lon: -73.79 },
  { name: 'Office', lat: 40.75, lon: -74.17 },
  { name: 'Park', lat: 40.88, lon: -73.87 },
]

/** An episode of Poor air from `from` to `to` (unix s, hour starts), clean air otherwise. */
function scriptEpisode(from: number, to: number) {
  openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= from && dt < to ? POOR : CLEAN))
}

const texts = () => fakeTwilio.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/Messages.json'))

async function cycle(sms: SmsSender = createSmsSender(serverEnv())): Promise<CycleSummary> {
  return runAlertCycle({ provider: airQualityProvider(), sms, paymentsMode: 'demo', now: clock })
}

/** Runs a cycle every 15 minutes from the current clock until `until`. */
async function runCyclesUntil(until: number, sms?: SmsSender): Promise<void> {
  while (clock <= until) {
    await cycle(sms)
    clock += CYCLE
  }
}

interface AlertRow {
  place_id: string
  kind: string
  status: string
  lead: number
  body: string
  to_e164: string
}
const alertRows = () =>
  query<AlertRow>(
    `SELECT place_id, kind, status, body, to_e164,
            extract(epoch FROM hour_at - sent_at)::int AS lead
       FROM alerts ORDER BY created_at, place_id`,
  )

async function seedUsers(count: number): Promise<SeededUser[]> {
  const users: SeededUser[] = []
  for (let i = 0; i < count; i++) users.push(await seedAlertUser(query, testPhone(i), [PLACES[i % PLACES.length] ?? PLACES[0]!]))
  return users
}

describe('the alert cycle against the local Postgres, a fake Open-Meteo and the real Twilio SDK on a fake Twilio', () => {
  it('texts each place exactly once per episode, at least 2 h ahead, then once when it clears', async () => {
    const users = await seedUsers(5)
    const start = T0 + 4 * HOUR
    scriptEpisode(start, start + 4 * HOUR)
    await runCyclesUntil(start + 9 * HOUR)

    const rows = await alertRows()
    const advance = rows.filter((r) => r.kind === 'advance')
    expect(advance).toHaveLength(users.length)
    expect(new Set(advance.map((r) => r.place_id)).size).toBe(users.length)
    for (const row of advance) {
      expect(row.status).toBe('sent')
      expect(row.lead).toBeGreaterThanOrEqual(7200)
      expect(row.lead).toBeLessThanOrEqual(7200 + CYCLE)
    }
    const allClear = rows.filter((r) => r.kind === 'all_clear')
    expect(allClear).toHaveLength(users.length)
    expect(rows).toHaveLength(2 * users.length)

    // What Twilio received: one text per row, to each user's own verified phone.
    expect(texts()).toHaveLength(rows.length)
    for (const user of users) {
      const mine = texts().filter((t) => t.form['To'] === user.phone)
      expect(mine).toHaveLength(2)
      const [warning] = mine
      expect(warning?.form['Body']).toMatch(/Poor/)
      expect(warning?.form['Body']).toMatch(/(~|around )\d{1,2} (AM|PM)/)
      expect(warning?.form['Body']).toMatch(/Reply STOP to opt out$/)
    }
    for (const t of texts()) {
      expect(t.form['Body']?.length).toBeLessThanOrEqual(160)
      expect(isGsm7(t.form['Body'] ?? '')).toBe(true)
    }
    // A cycle every 15 minutes for 9 simulated hours and more: 8 s on a quiet 2-core machine, over 20 s under load.
  }, 60_000)

  it('when the rise is found less than 2 h ahead, texts at once and says when', async () => {
    await seedUsers(1)
    scriptEpisode(T0 + HOUR, T0 + 5 * HOUR)
    await cycle()
    const [row] = await alertRows()
    expect(row?.kind).toBe('advance')
    expect(row?.lead).toBe(HOUR)
    expect(row?.body).toMatch(/(~|around )10 AM/) // T0 + 1 h = 15:00 UTC = 10 AM in New York
  })

  it('a level flapping around the threshold does not text again', async () => {
    await seedUsers(1)
    const start = T0 + 3 * HOUR
    // Poor, clean, Poor, clean, Poor …: never 3 clean hours in a row.
    openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= start && dt < start + 8 * HOUR && ((dt - start) / HOUR) % 2 === 0 ? POOR : CLEAN))
    await runCyclesUntil(start + 6 * HOUR)
    const rows = await alertRows()
    expect(rows.filter((r) => r.kind === 'advance')).toHaveLength(1)
    expect(texts()).toHaveLength(1)
  })

  it('a run that stops after recording an alert is finished by the next run: no duplicate, no miss', async () => {
    const [user] = await seedUsers(1)
    scriptEpisode(T0 + 2 * HOUR, T0 + 6 * HOUR)
    // The first run records the alert, then its SMS call never returns (the instance dies).
    const hanging: SmsSender = { delivery: 'sms', send: () => new Promise(() => {}) }
    void cycle(hanging)
    for (let i = 0; i < 100 && (await rowCount('alerts')) === 0; i++) await new Promise((r) => setTimeout(r, 20))
    expect(await alertRows()).toMatchObject([{ kind: 'advance', status: 'pending' }])
    expect(texts()).toHaveLength(0)

    // Within the dead run's lease nobody sends it …
    clock += 60
    await cycle()
    expect(texts()).toHaveLength(0)
    // … after it, the next run does, once.
    clock += CLAIM_SECONDS + CYCLE
    await cycle()
    clock += CYCLE
    await cycle()
    expect(texts()).toHaveLength(1)
    expect(texts()[0]?.form['To']).toBe(user?.phone)
    expect(await alertRows()).toMatchObject([{ kind: 'advance', status: 'sent' }])
  })

  it('a failed send is retried on the next run and sent once', async () => {
    await seedUsers(1)
    scriptEpisode(T0 + 2 * HOUR, T0 + 6 * HOUR)
    fakeTwilio.setOverride({ status: 503, body: { code: 20503, message: 'Service unavailable', status: 503 } })
    await cycle()
    expect(await alertRows()).toMatchObject([{ kind: 'advance', status: 'failed' }])
    fakeTwilio.setOverride(null)
    clock += CYCLE
    await cycle()
    clock += CYCLE
    await cycle()
    expect(await alertRows()).toMatchObject([{ kind: 'advance', status: 'sent' }])
    expect(texts()).toHaveLength(2) // the refused try and the good one, nothing more
  })
})

/** A webhook request signed the way Twilio signs it (the SDK's own algorithm). */
function signed(path: string, params: Record<string, string>, token = TOKEN) {
  const url = `http://localhost${path}`
  return {
    body: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params),
    },
  }
}

describe('Twilio webhooks', () => {
  it('STOP through a signed inbound webhook stops every further text; START opts back in', async () => {
    const [user] = await seedUsers(1)
    const stop = signed('/api/webhooks/twilio/inbound', { From: user!.phone, Body: ' stop ', To: '+15017122661', MessageSid: `SM${'9'.repeat(32)}` })
    const res = await call(inboundHandler, '/api/webhooks/twilio/inbound', { method: 'POST', ...stop })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('no more texts')
    expect(await rowCount('sms_opt_outs')).toBe(1)

    scriptEpisode(T0 + 3 * HOUR, T0 + 6 * HOUR)
    await runCyclesUntil(T0 + 5 * HOUR)
    expect(texts()).toHaveLength(0)
    expect(await rowCount('alerts')).toBe(0)

    const start = signed('/api/webhooks/twilio/inbound', { From: user!.phone, Body: 'START' })
    expect((await call(inboundHandler, '/api/webhooks/twilio/inbound', { method: 'POST', ...start })).status).toBe(200)
    expect(await rowCount('sms_opt_outs')).toBe(0)
  })

  it('HELP gets the help text', async () => {
    const help = signed('/api/webhooks/twilio/inbound', { From: testPhone(1), Body: 'help' })
    const res = await call(inboundHandler, '/api/webhooks/twilio/inbound', { method: 'POST', ...help })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/xml/)
    expect(await res.text()).toMatch(/<Message>AirAhead air-quality alerts\..*Reply STOP to cancel\.<\/Message>/)
  })

  it.each([
    ['no signature', (s: ReturnType<typeof signed>) => ({ ...s, headers: { 'content-type': s.headers['content-type'] } })],
    ['a signature made with another token', () => signed('/api/webhooks/twilio/inbound', { From: testPhone(0), Body: 'STOP' }, 'not-the-token')],
    ['a signature of other parameters', (s: ReturnType<typeof signed>) => ({ ...s, body: new URLSearchParams({ From: testPhone(2), Body: 'STOP' }).toString() })],
  ])('a forged inbound webhook (%s) is 403 and changes nothing', async (_name, forge) => {
    await seedUsers(1)
    const request = forge(signed('/api/webhooks/twilio/inbound', { From: testPhone(0), Body: 'STOP' }))
    const res = await call(inboundHandler, '/api/webhooks/twilio/inbound', { method: 'POST', ...request })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: 'invalid_signature' })
    expect(await rowCount('sms_opt_outs')).toBe(0)
  })

  it('the status callback marks a text delivered; a forged one changes nothing', async () => {
    await seedUsers(1)
    scriptEpisode(T0 + 2 * HOUR, T0 + 6 * HOUR)
    await cycle()
    const [{ provider_id: sid } = { provider_id: '' }] = await query<{ provider_id: string }>(`SELECT provider_id FROM alerts`)
    expect(sid).toMatch(/^SM/)

    const forged = { ...signed('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'delivered' }, 'wrong') }
    expect((await call(statusHandler, '/api/webhooks/twilio/status', { method: 'POST', ...forged })).status).toBe(403)
    expect(await alertRows()).toMatchObject([{ status: 'sent' }])

    const real = signed('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'delivered' })
    expect((await call(statusHandler, '/api/webhooks/twilio/status', { method: 'POST', ...real })).status).toBe(204)
    expect(await alertRows()).toMatchObject([{ status: 'delivered' }])
    // A late "sent" never moves it back.
    const late = signed('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'sent' })
    await call(statusHandler, '/api/webhooks/twilio/status', { method: 'POST', ...late })
    expect(await alertRows()).toMatchObject([{ status: 'delivered' }])
  })
})
