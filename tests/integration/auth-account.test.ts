import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import accountHandler from '../../netlify/functions/auth-account'
import codeHandler from '../../netlify/functions/auth-code'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import logoutHandler from '../../netlify/functions/auth-logout'
import userHandler from '../../netlify/functions/auth-user'
import verifyHandler from '../../netlify/functions/auth-verify'
import { deleteExpired } from '../../netlify/server/auth/cleanup'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { verifyCodeResponseSchema } from '../../src/domain/contracts/auth'
import { currentUserSchema } from '../../src/domain/contracts/user'
import { problemSchema } from '../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../support/database'
import { call, codeFromOutbox, LOCAL_MODE, setCookieOf, setEnv, signIn } from './auth-helpers'

useTestDatabase()

let restoreEnv: () => void
beforeAll(async () => {
  restoreEnv = setEnv(LOCAL_MODE)
  resetServerEnv()
  // Stand-ins for the tables other features add: many rows per user, and one row per user.
  await query(`CREATE TABLE test_places (
    id SERIAL PRIMARY KEY, user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE, name TEXT NOT NULL, UNIQUE (user_id, name))`)
  await query(`CREATE TABLE test_alert_settings (user_id UUID PRIMARY KEY REFERENCES users (id), threshold INT NOT NULL)`)
})
afterAll(() => {
  restoreEnv()
  resetServerEnv()
})
// Signing in twice with one phone needs the 60 s resend cooldown to pass.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const PHONE = '+12015550123'
const demoSubscribe = (cookie?: string) =>
  call(demoSubscribeHandler, '/api/demo/subscribe', { method: 'POST', cookie, headers: { 'content-type': 'application/json' } })
const userOf = async (cookie: string) => currentUserSchema.parse(await (await call(userHandler, '/api/auth/user', { cookie })).json())
const addFeedback = (userId: string, subject: string) =>
  query(`INSERT INTO feedback (user_id, subject, message, page, user_agent) VALUES ($1, $2, 'm', '/home', 'test')`, [userId, subject])

/** Signs in on a device that already has `cookie`, returning the verify answer and the new cookie. */
async function verifyOnDevice(phone: string, cookie: string) {
  vi.setSystemTime(Date.now() + 61_000)
  await call(codeHandler, '/api/auth/code', { body: { phone }, cookie })
  const code = await codeFromOutbox(phone)
  const res = await call(verifyHandler, '/api/auth/verify', { body: { phone, code }, cookie })
  expect(res.status).toBe(200)
  return { body: verifyCodeResponseSchema.parse(await res.json()), cookie: setCookieOf(res)?.pair ?? '' }
}

describe('signing in on a device with an anonymous account', () => {
  it('a new phone: the anonymous account becomes the phone account (same id, new session)', async () => {
    const anonymous = setCookieOf(await demoSubscribe())?.pair ?? ''
    const before = await userOf(anonymous)
    const { body, cookie } = await verifyOnDevice(PHONE, anonymous)
    expect(body.created).toBe(true)
    expect(body.user).toMatchObject({ id: before.id, phoneNumber: PHONE, phoneVerified: true, isPremium: true })
    expect(cookie).not.toBe(anonymous)
    expect((await call(userHandler, '/api/auth/user', { cookie: anonymous })).status).toBe(401)
    expect(await rowCount('sessions')).toBe(1)
    expect(await rowCount('users')).toBe(1)
  })

  it('a known phone: every row of the anonymous account moves to it, then the anonymous account is gone', async () => {
    const owner = await signIn(PHONE)
    const ownerId = (await userOf(owner.pair)).id
    await call(logoutHandler, '/api/auth/logout', { body: {}, cookie: owner.pair })
    await query(`INSERT INTO test_places (user_id, name) VALUES ($1, 'Home'), ($1, 'Work')`, [ownerId])
    await query(`INSERT INTO test_alert_settings (user_id, threshold) VALUES ($1, 4)`, [ownerId])
    await addFeedback(ownerId, 'from the phone account')

    const device = setCookieOf(await demoSubscribe())?.pair ?? ''
    const deviceId = (await userOf(device)).id
    await query(`INSERT INTO test_places (user_id, name) VALUES ($1, 'School')`, [deviceId])
    await query(`INSERT INTO test_alert_settings (user_id, threshold) VALUES ($1, 3)`, [deviceId])
    await addFeedback(deviceId, 'from the device')

    const { body, cookie } = await verifyOnDevice(PHONE, device)
    expect(body.created).toBe(false)
    expect(body.user).toMatchObject({ id: ownerId, isPremium: true, subscriptionStatus: 'premium' })
    expect((await userOf(cookie)).id).toBe(ownerId)

    expect(await query(`SELECT id FROM users`)).toEqual([{ id: ownerId }])
    expect(await query(`SELECT user_id, status, demo FROM subscriptions`)).toEqual([{ user_id: ownerId, status: 'premium', demo: true }])
    expect(await query(`SELECT name FROM test_places WHERE user_id = $1 ORDER BY name`, [ownerId])).toEqual([
      { name: 'Home' },
      { name: 'School' },
      { name: 'Work' },
    ])
    // One row per user in both accounts: the signed-in account's row wins.
    expect(await query(`SELECT user_id, threshold FROM test_alert_settings`)).toEqual([{ user_id: ownerId, threshold: 4 }])
    expect(await query(`SELECT subject FROM feedback WHERE user_id = $1 ORDER BY subject`, [ownerId])).toEqual([
      { subject: 'from the device' },
      { subject: 'from the phone account' },
    ])
    expect(await rowCount('sessions')).toBe(1)
  })

  it("a premium phone account keeps its subscription over the device's", async () => {
    const owner = await signIn(PHONE)
    await demoSubscribe(owner.pair)
    const ownerId = (await userOf(owner.pair)).id
    await query(`UPDATE subscriptions SET status = 'premium', updated_at = '2026-01-01' WHERE user_id = $1`, [ownerId])
    const device = setCookieOf(await demoSubscribe())?.pair ?? ''
    await verifyOnDevice(PHONE, device)
    expect(await query(`SELECT user_id, updated_at FROM subscriptions`)).toEqual([{ user_id: ownerId, updated_at: new Date('2026-01-01') }])
  })

  it('a signed-in account is never merged into another phone: it just signs out of the first', async () => {
    const first = await signIn(PHONE)
    const second = await verifyOnDevice('+12015550124', first.pair)
    expect(second.body.created).toBe(true)
    expect(await rowCount('users')).toBe(2)
    expect(await rowCount('sessions')).toBe(1)
  })
})

describe('DELETE /api/auth/account', () => {
  const remove = (cookie: string | undefined, body: unknown = { confirm: 'DELETE' }) =>
    call(accountHandler, '/api/auth/account', { method: 'DELETE', body, cookie })

  it('deletes every personal row of the account, and only that account', async () => {
    const other = await signIn('+12015550124', { ip: '198.51.100.20' })
    const otherId = (await userOf(other.pair)).id
    await addFeedback(otherId, 'stays')

    const cookie = await signIn(PHONE)
    await demoSubscribe(cookie.pair)
    const userId = (await userOf(cookie.pair)).id
    await query(`INSERT INTO test_places (user_id, name) VALUES ($1, 'Home')`, [userId])
    await query(`INSERT INTO test_alert_settings (user_id, threshold) VALUES ($1, 4)`, [userId])
    await addFeedback(userId, 'goes')
    const bucketsBefore = await rowCount('rate_limit_hits')

    const res = await remove(cookie.pair)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, message: 'Your account and everything stored with it have been deleted.' })
    expect(setCookieOf(res)?.attributes['max-age']).toBe('0')

    expect(await query(`SELECT id FROM users`)).toEqual([{ id: otherId }])
    expect(await query(`SELECT DISTINCT user_id FROM sessions`)).toEqual([{ user_id: otherId }])
    expect(await rowCount('subscriptions')).toBe(0)
    expect(await rowCount('test_places')).toBe(0)
    expect(await rowCount('test_alert_settings')).toBe(0)
    expect(await query(`SELECT subject FROM feedback`)).toEqual([{ subject: 'stays' }])
    expect(await query(`SELECT phone_e164 FROM sign_in_codes`)).toEqual([{ phone_e164: '+12015550124' }])
    expect(await query(`SELECT to_e164 FROM sms_outbox`)).toEqual([{ to_e164: '+12015550124' }])
    // The phone's resend and hourly buckets go; the IP addresses' buckets are not the person's.
    expect(await rowCount('rate_limit_hits')).toBe(bucketsBefore - 2)
    expect((await call(userHandler, '/api/auth/user', { cookie: cookie.pair })).status).toBe(401)
  })

  it('deletes an anonymous account too', async () => {
    const cookie = setCookieOf(await demoSubscribe())?.pair ?? ''
    expect((await remove(cookie)).status).toBe(200)
    expect(await rowCount('users')).toBe(0)
    expect(await rowCount('subscriptions')).toBe(0)
  })

  it('needs the confirmation and a session', async () => {
    const cookie = await signIn(PHONE)
    for (const body of [{}, { confirm: 'delete' }, { confirm: true }]) {
      const res = await remove(cookie.pair, body)
      expect(res.status).toBe(400)
      expect(problemSchema.parse(await res.json()).error).toBe('invalid_request')
    }
    const anonymous = await remove(undefined)
    expect(anonymous.status).toBe(401)
    expect(await rowCount('users')).toBe(1)
  })
})

describe('signing out of an anonymous account', () => {
  it('deletes it: nothing could reach it again', async () => {
    const cookie = setCookieOf(await demoSubscribe())?.pair ?? ''
    expect((await call(logoutHandler, '/api/auth/logout', { body: {}, cookie })).status).toBe(200)
    expect(await rowCount('users')).toBe(0)
    expect(await rowCount('subscriptions')).toBe(0)
  })
})

describe('deleteExpired (the hourly auth-cleanup)', () => {
  it('forgets expired sessions, orphaned anonymous accounts, old codes, outbox texts, event ids and rate-limit hits', async () => {
    const signedIn = await signIn(PHONE)
    const anonymous = setCookieOf(await demoSubscribe())?.pair ?? ''
    const anonymousId = (await userOf(anonymous)).id
    await addFeedback(anonymousId, 'orphan')
    await query(`INSERT INTO stripe_events (event_id, type, processed_at) VALUES ('evt_old', 'x', now() - interval '31 days'), ('evt_new', 'x', now() + interval '2 days')`)

    const hits = await rowCount('rate_limit_hits')
    expect(hits).toBeGreaterThan(0)

    const counts = await deleteExpired(new Date(Date.now() + 31 * 24 * 3600 * 1000))
    expect(counts).toEqual({ sessions: 2, anonymousAccounts: 1, signInCodes: 1, outboxMessages: 1, stripeEvents: 1, rateLimitHits: hits, newsletterSignUps: 0, waitlistJoins: 0, signInNetworks: 0 })
    expect(await rowCount('rate_limit_hits')).toBe(0)
    expect(await query(`SELECT phone_e164 FROM users`)).toEqual([{ phone_e164: PHONE }])
    expect(await rowCount('feedback')).toBe(0)
    expect(await query(`SELECT event_id FROM stripe_events`)).toEqual([{ event_id: 'evt_new' }])
    // A phone account stays (only its expired session went): signing in again finds it.
    expect((await call(userHandler, '/api/auth/user', { cookie: signedIn.pair })).status).toBe(401)
  })
})
