import { beforeEach, describe, expect, it } from 'vitest'
import pushKeyHandler from '../../netlify/functions/push-key'
import pushSubscriptionsHandler from '../../netlify/functions/push-subscriptions'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { PUSH_SUBSCRIPTION_LIMIT } from '../../netlify/server/push/subscriptions-endpoint'
import { pushPayloadSchema } from '../../src/domain/contracts/push'
import { problemSchema } from '../../src/domain/contracts/problem'
import { decryptPush, verifyVapid, type BrowserSubscription } from '../fakes/fake-push-service'
import { rowCount, useTestDatabase } from '../support/database'
import { deployEnv } from '../support/deploy-env'
import { CLEAN, POOR, seedAlertUser, testPhone, useFakePushService, useLocalOpenMeteo, VERY_POOR } from './alerts-helpers'
import { call, setEnv } from './auth-helpers'

/*
 * Free push alerts (decision 265) through the real job: the fake Open-Meteo serves scripted
 * hours, the fake push service receives what web-push encrypted, and the test decrypts it with
 * the subscription's own keys (RFC 8291), as the browser would.
 */

useTestDatabase()

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000
const CYCLE = 900
const HOME = { name: 'Home', lat: 40.71, lon: -74.01 }

let clock = 0
const meteo = useLocalOpenMeteo(() => clock)
const pushes = useFakePushService()
beforeEach(() => meteo.fake.setPayloadFor(null))

const scriptEpisode = (from: number, to: number) => meteo.fake.setPayloadFor((_lat, _lon, dt) => (dt >= from && dt < to ? POOR : CLEAN))

/** Turns on push for a place through the real endpoint, as the opt-in control does. */
async function subscribe(browser: BrowserSubscription, place = HOME, timeZone = 'America/New_York'): Promise<Response> {
  return call(pushSubscriptionsHandler, '/api/push/subscriptions', { body: { subscription: browser.json, place, timeZone }, origin: 'http://localhost' })
}

/** Runs the job every 15 minutes from `from` to `until` (unix s); the run each push arrived in. */
async function runCycles(from: number, until: number): Promise<Map<number, number>> {
  const arrivedAt = new Map<number, number>()
  for (clock = from; clock <= until; clock += CYCLE) {
    const before = pushes.fake.received.length
    await runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now: clock })
    for (let i = before; i < pushes.fake.received.length; i++) arrivedAt.set(i, clock)
  }
  return arrivedAt
}

const sentTexts = () => query<{ body: string; sent: number }>(`SELECT body, extract(epoch FROM sent_at)::int AS sent FROM alerts WHERE status = 'sent' ORDER BY sent_at`)

describe('free push alerts from the alert job', () => {
  it('pushes the same warning as the text, at the same run, encrypted for the subscription alone, once per episode', async () => {
    const browser = pushes.fake.subscribe()
    expect((await subscribe(browser)).status).toBe(201)
    // A member texted about the same place, with the same quiet hours: one decision, two channels.
    await seedAlertUser(query, testPhone(1), [HOME], { quiet: ['22:00', '07:00'] })
    await query(`UPDATE alert_settings SET time_zone = 'America/New_York'`)
    // Poor from 19:00 UTC (2 PM in New York) to 23:00 UTC; the job runs from 10 AM to 7:45 PM.
    scriptEpisode(utc('2026-11-25T19:00'), utc('2026-11-25T23:00'))
    const arrivedAt = await runCycles(utc('2026-11-25T15:00'), utc('2026-11-26T00:45'))

    expect(pushes.fake.received).toHaveLength(1)
    const [push] = pushes.fake.received
    if (!push) throw new Error('no push')
    expect(push.endpoint).toBe(browser.json.endpoint)
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(push.headers['ttl'])).toBeGreaterThan(0)
    expect(verifyVapid(push, serverEnv().VAPID_PUBLIC_KEY ?? 'BIUIO1KlIJrCrON5v0puCSxc3T_1d0Es39skEm8q8WefubMoS0No1CPPs1vjtYOCi4ZFzeFEUGW4ArwvEWGdDOc').aud).toBe(pushes.fake.url)
    // The payload is not readable on the wire, only with the browser's keys.
    expect(push.body.toString('latin1')).not.toContain('Poor')
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(push.body, browser)))
    expect(payload.title).toBe('AirAhead: Home')
    expect(payload.body).toMatch(/^Air at Home will be Poor around 2 PM/)
    expect(payload.body).not.toContain('STOP')
    expect(() => decryptPush(push.body, pushes.fake.subscribe())).toThrow()

    const texts = await sentTexts()
    expect(texts).toHaveLength(2) // the warning, and the all-clear texts have (a push has none)
    expect(arrivedAt.get(0)).toBe(texts[0]?.sent)
    expect(texts[0]?.body).toBe(`AirAhead: ${payload.body} Reply STOP to opt out`)
  })

  it('holds a push through quiet hours on the device clock, then says "Poor now" at 7 AM', async () => {
    const browser = pushes.fake.subscribe()
    expect((await subscribe(browser)).status).toBe(201)
    // Poor from 11 PM to 9 AM New York time (04:00-14:00 UTC); the job runs from 10:30 PM.
    scriptEpisode(utc('2026-11-26T04:00'), utc('2026-11-26T14:00'))
    const arrivedAt = await runCycles(utc('2026-11-26T03:30'), utc('2026-11-26T13:00'))
    expect(pushes.fake.received).toHaveLength(1)
    expect(arrivedAt.get(0)).toBe(utc('2026-11-26T12:00'))
    const [push] = pushes.fake.received
    if (!push) throw new Error('no push')
    expect(pushPayloadSchema.parse(JSON.parse(decryptPush(push.body, browser))).body).toMatch(/^Air at Home is Poor now/)
  })

  it('pushes once for an episode that turns Very Poor, where a text escalates', async () => {
    const browser = pushes.fake.subscribe()
    expect((await subscribe(browser)).status).toBe(201)
    await seedAlertUser(query, testPhone(2), [HOME], { quiet: ['22:00', '07:00'] })
    const [poorFrom, veryPoorFrom, until] = [utc('2026-11-25T16:00'), utc('2026-11-25T19:00'), utc('2026-11-25T22:00')]
    meteo.fake.setPayloadFor((_lat, _lon, dt) => (dt >= veryPoorFrom && dt < until ? VERY_POOR : dt >= poorFrom && dt < until ? POOR : CLEAN))
    await runCycles(utc('2026-11-25T14:00'), utc('2026-11-25T20:00'))
    const texts = await sentTexts()
    expect(texts.map((t) => t.body)).toEqual([expect.stringContaining('will be Poor'), expect.stringContaining('Very Poor')])
    expect(pushes.fake.received).toHaveLength(1)
  })

  it('forgets subscriptions the push service says are gone (410, 404) and still pushes the others', async () => {
    const gone = pushes.fake.subscribe()
    const notFound = pushes.fake.subscribe()
    const alive = pushes.fake.subscribe()
    for (const browser of [gone, notFound, alive]) expect((await subscribe(browser)).status).toBe(201)
    pushes.fake.answer(gone.json.endpoint, 410)
    pushes.fake.answer(notFound.json.endpoint, 404)
    scriptEpisode(utc('2026-11-25T15:00'), utc('2026-11-25T20:00'))
    await runCycles(utc('2026-11-25T16:00'), utc('2026-11-25T16:00'))
    expect(pushes.fake.received.map((p) => p.endpoint)).toEqual([alive.json.endpoint])
    const left = await query<{ endpoint: string }>(`SELECT endpoint FROM push_subscriptions`)
    expect(left.map((r) => r.endpoint)).toEqual([alive.json.endpoint])
  })

  it('starts afresh when a device moves its push to another place', async () => {
    const browser = pushes.fake.subscribe()
    expect((await subscribe(browser)).status).toBe(201)
    scriptEpisode(utc('2026-11-25T15:00'), utc('2026-11-25T23:00'))
    await runCycles(utc('2026-11-25T16:00'), utc('2026-11-25T16:30'))
    expect(pushes.fake.received).toHaveLength(1)
    // Same episode, same place: re-subscribing (new keys) does not push again.
    expect((await subscribe(browser)).status).toBe(201)
    await runCycles(utc('2026-11-25T16:45'), utc('2026-11-25T17:00'))
    expect(pushes.fake.received).toHaveLength(1)
    expect((await subscribe(browser, { name: 'School', lat: 40.8, lon: -73.95 })).status).toBe(201)
    await runCycles(utc('2026-11-25T17:15'), utc('2026-11-25T17:15'))
    expect(pushes.fake.received).toHaveLength(2)
    const [, second] = pushes.fake.received
    if (!second) throw new Error('no push')
    expect(pushPayloadSchema.parse(JSON.parse(decryptPush(second.body, browser))).body).toMatch(/^Air at School is Poor now/)
  })
  it('keeps the place and its episode when the browser rotates the subscription, and pushes to the new one', async () => {
    const before = pushes.fake.subscribe()
    expect((await subscribe(before)).status).toBe(201)
    scriptEpisode(utc('2026-11-25T15:00'), utc('2026-11-25T23:00'))
    await runCycles(utc('2026-11-25T16:00'), utc('2026-11-25T16:15'))
    expect(pushes.fake.received).toHaveLength(1)
    // The service worker's pushsubscriptionchange: the same push, a new endpoint and keys.
    const after = pushes.fake.subscribe()
    const renew = () => call(pushSubscriptionsHandler, '/api/push/subscriptions', { method: 'PATCH', body: { oldEndpoint: before.json.endpoint, subscription: after.json }, origin: 'http://localhost' })
    expect((await renew()).status).toBe(200)
    expect(await query(`SELECT endpoint, name FROM push_subscriptions`)).toEqual([{ endpoint: after.json.endpoint, name: 'Home' }])
    // Same episode: nothing new to push while it lasts (it ends once the air is clean again); the
    // next episode goes to the new endpoint only.
    await runCycles(utc('2026-11-25T16:30'), utc('2026-11-26T00:00'))
    expect(pushes.fake.received).toHaveLength(1)
    scriptEpisode(utc('2026-11-26T15:00'), utc('2026-11-26T23:00'))
    await runCycles(utc('2026-11-26T15:00'), utc('2026-11-26T15:15'))
    expect(pushes.fake.received).toHaveLength(2)
    const [, second] = pushes.fake.received
    if (!second) throw new Error('no push')
    expect(second.endpoint).toBe(after.json.endpoint)
    expect(pushPayloadSchema.parse(JSON.parse(decryptPush(second.body, after))).body).toMatch(/^Air at Home is Poor now/)
    // The old endpoint is no longer anyone's push.
    expect((await renew()).status).toBe(404)
  })
})

describe('the push subscription endpoints', () => {
  it('answers the VAPID public key', async () => {
    const res = await call(pushKeyHandler, '/api/push/key')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ publicKey: 'BIUIO1KlIJrCrON5v0puCSxc3T_1d0Es39skEm8q8WefubMoS0No1CPPs1vjtYOCi4ZFzeFEUGW4ArwvEWGdDOc' })
  })

  it.each([
    ['a p256dh key of the wrong size', { p256dh: 'AAAA' }, 'The p256dh key must be 65 bytes'],
    ['an auth secret that is not base64url', { auth: 'not base64!' }, 'The auth secret must be base64url'],
    ['an endpoint that is not a URL', { endpoint: 'javascript:alert(1)' }, 'The push endpoint must be an https:// URL'],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'Choose a time zone from the list'],
    ['a place without a name', { name: '' }, 'Give the place a name'],
  ])('refuses %s with a readable 400 and writes nothing', async (_what, change, message) => {
    const browser = pushes.fake.subscribe()
    const { endpoint = browser.json.endpoint, timeZone = 'America/New_York', name = 'Home', ...keys } = change as Record<string, string>
    const body = { subscription: { endpoint, keys: { ...browser.json.keys, ...keys } }, place: { ...HOME, name }, timeZone }
    const res = await call(pushSubscriptionsHandler, '/api/push/subscriptions', { body })
    expect(res.status).toBe(400)
    expect(problemSchema.parse(await res.json()).message).toContain(message)
    expect(await rowCount('push_subscriptions')).toBe(0)
    expect(await rowCount('rate_limit_hits')).toBe(0)
  })

  it('refuses a body that is not JSON, and a request from another site', async () => {
    const text = await call(pushSubscriptionsHandler, '/api/push/subscriptions', { body: 'endpoint=x', headers: { 'content-type': 'text/plain' } })
    expect(text.status).toBe(415)
    const cross = await call(pushSubscriptionsHandler, '/api/push/subscriptions', { body: {}, origin: 'https://evil.example' })
    expect(cross.status).toBe(403)
    expect(await rowCount('push_subscriptions')).toBe(0)
  })

  it(`limits a client network to ${PUSH_SUBSCRIPTION_LIMIT.limit} changes an hour, writing nothing past it`, async () => {
    for (let i = 0; i < PUSH_SUBSCRIPTION_LIMIT.limit; i++) expect((await subscribe(pushes.fake.subscribe())).status).toBe(201)
    const refused = await subscribe(pushes.fake.subscribe())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(problemSchema.parse(await refused.json()).message).toContain('Too many changes to push alerts')
    expect(await rowCount('push_subscriptions')).toBe(PUSH_SUBSCRIPTION_LIMIT.limit)
  })

  it('turns a device off by its endpoint', async () => {
    const browser = pushes.fake.subscribe()
    expect((await subscribe(browser)).status).toBe(201)
    const off = () => call(pushSubscriptionsHandler, '/api/push/subscriptions', { method: 'DELETE', body: { endpoint: browser.json.endpoint } })
    expect((await off()).status).toBe(200)
    expect(await rowCount('push_subscriptions')).toBe(0)
    expect((await off()).status).toBe(404)
  })

  it('on a deploy, accepts only https endpoints of the browsers’ push services', async () => {
    const restore = setEnv(deployEnv())
    resetServerEnv()
    try {
      const browser = pushes.fake.subscribe()
      expect((await subscribe(browser)).status).toBe(400)
      const fcm = { ...browser, json: { ...browser.json, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' } }
      expect((await subscribe(fcm)).status).toBe(201)
      const lookalike = { ...browser, json: { ...browser.json, endpoint: 'https://fcm.googleapis.com.evil.example/x' } }
      expect((await subscribe(lookalike)).status).toBe(400)
      const key = await call(pushKeyHandler, '/api/push/key')
      expect(await key.json()).toEqual({ publicKey: deployEnv().VAPID_PUBLIC_KEY })
      expect(await rowCount('push_subscriptions')).toBe(1)
    } finally {
      restore()
      resetServerEnv()
    }
  })
})
