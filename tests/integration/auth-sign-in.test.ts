import { createHmac } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import codeHandler from '../../netlify/functions/auth-code'
import verifyHandler from '../../netlify/functions/auth-verify'
import userHandler from '../../netlify/functions/auth-user'
import logoutHandler from '../../netlify/functions/auth-logout'
import outboxHandler from '../../netlify/functions/dev-outbox'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv, signInCodeSecret } from '../../netlify/server/env'
import { deployEnv } from '../support/deploy-env'
import { requestCodeResponseSchema, verifyCodeResponseSchema } from '../../src/domain/contracts/auth'
import { currentUserSchema } from '../../src/domain/contracts/user'
import { problemSchema } from '../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../support/database'
import { call, codeFromOutbox, setCookieOf, setEnv, signIn, useLocalMode } from './auth-helpers'

useTestDatabase()

useLocalMode()
afterEach(() => {
  vi.useRealTimers()
})

const PHONE = '+12015550123'
const requestCode = (body: unknown, ip?: string) => call(codeHandler, '/api/auth/code', { body, ip })
const verify = (body: unknown, cookie?: string | null) => call(verifyHandler, '/api/auth/verify', { body, cookie })
const travel = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms))
const startClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
}

describe('POST /api/auth/code', () => {
  it('puts a 6-digit code in the outbox (never "sent") and stores only its HMAC', async () => {
    const res = await requestCode({ phone: '(201) 555-0123', country: 'US' })
    expect(res.status).toBe(200)
    const body = requestCodeResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ phone: PHONE, resendAfterSeconds: 60, delivery: 'outbox' })
    expect(body.message).toContain('nothing was texted')
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(9.9 * 60_000)
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000)

    const code = await codeFromOutbox(PHONE)
    const [row] = await query<{ code_hmac: Buffer; attempts: number; ip: string }>(`SELECT code_hmac, attempts, ip FROM sign_in_codes`)
    expect(row?.code_hmac.equals(createHmac('sha256', signInCodeSecret(serverEnv())).update(`${PHONE}\n${code}`).digest())).toBe(true)
    expect(row?.code_hmac.toString('hex')).not.toContain(Buffer.from(code).toString('hex'))
    expect(row).toMatchObject({ attempts: 0, ip: '198.51.100.7' })
    const [text] = await query<{ body: string; purpose: string }>(`SELECT body, purpose FROM sms_outbox`)
    expect(text?.purpose).toBe('sign_in_code')
    expect(text?.body).toMatch(new RegExp(`^Your AirAhead code is ${code}\\. It expires in 10 minutes\\.[^]*@localhost #${code}$`))
  })

  it.each([
    // India is recorded but not texted (DLT registration; decision 171).
    ['+919876543210', 'country_not_supported', /^AirAhead can text numbers in United States, Canada, United Kingdom, Australia, Ireland, .* and Spain only; \+91 98765 43210 is not one of them\.$/],
    ['+442071234567', 'invalid_phone', /cannot receive text messages/],
    ['+19005550123', 'invalid_phone', /cannot receive text messages/],
    ['+18005550199', 'invalid_phone', /cannot receive text messages/],
    ['12345', 'invalid_phone', /not a valid phone number/],
  ])('refuses %s with 400 %s and texts nothing', async (phone, error, message) => {
    const res = await requestCode({ phone })
    expect(res.status).toBe(400)
    const body = problemSchema.parse(await res.json())
    expect(body.error).toBe(error)
    expect(body.message).toMatch(message)
    expect(await rowCount('sms_outbox')).toBe(0)
    expect(await rowCount('sign_in_codes')).toBe(0)
  })

  it('texts the countries of SMS_ALLOWED_COUNTRIES', async () => {
    const restore = setEnv({ SMS_ALLOWED_COUNTRIES: 'in' })
    resetServerEnv()
    try {
      expect((await requestCode({ phone: '+919876543210' })).status).toBe(200)
      const refused = await requestCode({ phone: PHONE })
      expect(refused.status).toBe(400)
      expect(problemSchema.parse(await refused.json()).message).toMatch(/in India only/)
    } finally {
      restore()
      resetServerEnv()
    }
  })

  it('accepts a UK mobile and a Canadian number', async () => {
    expect((await requestCode({ phone: '07400 123456', country: 'GB' })).status).toBe(200)
    expect((await requestCode({ phone: '+14165550123' })).status).toBe(200)
    expect(await rowCount('sms_outbox')).toBe(2)
  })
})

describe('rate limits (429 JSON with Retry-After)', () => {
  it('allows a new code for the same phone only 60 s after the last', async () => {
    startClock()
    expect((await requestCode({ phone: PHONE })).status).toBe(200)
    travel(20_000)
    const res = await requestCode({ phone: PHONE })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('40')
    expect(problemSchema.parse(await res.json())).toMatchObject({ error: 'rate_limited' })
    travel(40_000)
    expect((await requestCode({ phone: PHONE })).status).toBe(200)
    expect(await rowCount('sms_outbox')).toBe(2)
  })

  it('sends at most 5 codes per phone per hour', async () => {
    startClock()
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode({ phone: PHONE })).status).toBe(200)
      travel(61_000)
    }
    const res = await requestCode({ phone: PHONE })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBe(3600 - 5 * 61)
    expect(problemSchema.parse(await res.json()).message).toMatch(/Too many codes for this number/)
    expect(await rowCount('sms_outbox')).toBe(5)
  })

  it('sends at most 20 codes per IP address per hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await requestCode({ phone: `+1201555${String(100 + i).padStart(4, '0')}` }, '203.0.113.9')).status).toBe(200)
    }
    const res = await requestCode({ phone: '+12015550999' }, '203.0.113.9')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(problemSchema.parse(await res.json()).message).toMatch(/from this network/)
    expect((await requestCode({ phone: '+12015550999' }, '203.0.113.10')).status).toBe(200)
    expect(await rowCount('sms_outbox')).toBe(21)
  })
})

describe('POST /api/auth/verify', () => {
  it('signs in: a new phone gets an account, a session cookie and the user body', async () => {
    await requestCode({ phone: PHONE })
    const code = await codeFromOutbox(PHONE)
    const res = await verify({ phone: '201-555-0123', code })
    expect(res.status).toBe(200)
    const body = verifyCodeResponseSchema.parse(await res.json())
    expect(body.created).toBe(true)
    expect(body.user).toMatchObject({ phoneNumber: PHONE, phoneVerified: true, isPremium: false, subscriptionStatus: null })
    const cookie = setCookieOf(res)
    const me = await call(userHandler, '/api/auth/user', { cookie: cookie?.pair })
    expect(me.status).toBe(200)
    expect(currentUserSchema.parse(await me.json())).toEqual(body.user)
  })

  it('finds the existing account of a phone on the next sign-in', async () => {
    const first = await signIn(PHONE)
    const firstUser = currentUserSchema.parse(await (await call(userHandler, '/api/auth/user', { cookie: first.pair })).json())
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    const second = await signIn(PHONE)
    const secondUser = currentUserSchema.parse(await (await call(userHandler, '/api/auth/user', { cookie: second.pair })).json())
    expect(secondUser.id).toBe(firstUser.id)
    expect(second.value).not.toBe(first.value)
    expect(await rowCount('users')).toBe(1)
  })

  it('locks the code after 5 wrong tries, even against the right code', async () => {
    await requestCode({ phone: PHONE })
    const code = await codeFromOutbox(PHONE)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i += 1) {
      const res = await verify({ phone: PHONE, code: wrong })
      expect(res.status).toBe(400)
      const body = problemSchema.parse(await res.json())
      messages.push(`${body.error}: ${body.message}`)
    }
    expect(messages).toEqual([
      'code_invalid: That code is not right. 4 tries left.',
      'code_invalid: That code is not right. 3 tries left.',
      'code_invalid: That code is not right. 2 tries left.',
      'code_invalid: That code is not right. 1 try left.',
      'code_locked: Too many wrong codes. Ask for a new code.',
    ])
    const right = await verify({ phone: PHONE, code })
    expect(right.status).toBe(400)
    expect(problemSchema.parse(await right.json()).error).toBe('code_locked')
    expect(await rowCount('users')).toBe(0)
    expect(await rowCount('sessions')).toBe(0)
  })

  it('accepts the right code on the 5th try', async () => {
    await requestCode({ phone: PHONE })
    const code = await codeFromOutbox(PHONE)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i += 1) await verify({ phone: PHONE, code: wrong })
    expect((await verify({ phone: PHONE, code })).status).toBe(200)
  })

  it('refuses an expired code, a used code, and a phone without a code', async () => {
    startClock()
    await requestCode({ phone: PHONE })
    const code = await codeFromOutbox(PHONE)
    travel(10 * 60_000 + 1000)
    const expired = await verify({ phone: PHONE, code })
    expect(problemSchema.parse(await expired.json()).error).toBe('code_expired')

    await requestCode({ phone: PHONE })
    const fresh = await codeFromOutbox(PHONE)
    expect((await verify({ phone: PHONE, code: fresh })).status).toBe(200)
    const reused = await verify({ phone: PHONE, code: fresh })
    expect(reused.status).toBe(400)
    expect(problemSchema.parse(await reused.json()).error).toBe('code_expired')

    const none = await verify({ phone: '+12015550199', code: '123456' })
    expect(problemSchema.parse(await none.json()).error).toBe('code_expired')
  })

  it('only the newest code counts', async () => {
    startClock()
    await requestCode({ phone: PHONE })
    const older = await codeFromOutbox(PHONE)
    travel(61_000)
    await requestCode({ phone: PHONE })
    const newer = await codeFromOutbox(PHONE)
    if (older !== newer) expect((await verify({ phone: PHONE, code: older })).status).toBe(400)
    expect((await verify({ phone: PHONE, code: newer })).status).toBe(200)
  })
})

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = await signIn(PHONE)
    const res = await call(logoutHandler, '/api/auth/logout', { method: 'POST', cookie: cookie.pair, headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    const cleared = setCookieOf(res)
    expect(cleared).toMatchObject({ name: 'airahead_session', value: '' })
    expect(cleared?.attributes['max-age']).toBe('0')
    expect(await rowCount('sessions')).toBe(0)
    expect(await rowCount('users')).toBe(1)
    expect((await call(userHandler, '/api/auth/user', { cookie: cookie.pair })).status).toBe(401)
  })

  it('answers 200 without a session too', async () => {
    const res = await call(logoutHandler, '/api/auth/logout', { body: {} })
    expect(res.status).toBe(200)
  })
})

describe('GET /api/dev/outbox', () => {
  it('lists the newest message first', async () => {
    startClock()
    await requestCode({ phone: PHONE })
    travel(1000)
    await requestCode({ phone: '+12015550124' })
    const res = await call(outboxHandler, '/api/dev/outbox')
    const { messages } = (await res.json()) as { messages: { to: string }[] }
    expect(messages.map((m) => m.to)).toEqual(['+12015550124', PHONE])
  })

  it.each([['production'], ['deploy-preview'], ['branch-deploy']])('does not exist on a deploy, even with CONTEXT=%s', async (context) => {
    const restore = setEnv({ ...deployEnv(), CONTEXT: context })
    resetServerEnv()
    try {
      const res = await call(outboxHandler, '/api/dev/outbox')
      expect(res.status).toBe(404)
      expect(problemSchema.parse(await res.json()).error).toBe('not_found')
    } finally {
      restore()
      resetServerEnv()
    }
  })
})
