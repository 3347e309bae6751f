import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import codeHandler from '../../netlify/functions/auth-code'
import verifyHandler from '../../netlify/functions/auth-verify'
import { SIGN_IN_CODE_RULES, WRONG_CODE_RULES } from '../../netlify/server/auth/sign-in-code-limits'

const WRONG_CODES_PER_DAY = WRONG_CODE_RULES.perPhone
import { SIGN_IN_TEXT_CAP_ALERT, SIGN_IN_TEXT_CAPS } from '../../netlify/server/auth/sign-in-text-caps'
import { rateLimitKey } from '../../netlify/server/client-ip'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import type { RateLimitRule } from '../../netlify/server/rate-limit'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio'
import { rowCount, useTestDatabase } from '../support/database'
import { deployEnv } from '../support/deploy-env'
import { call, codeFromOutbox, LOCAL_MODE, setEnv } from './auth-helpers'

/*
 * Decision 115: a day's cap per phone on wrong codes (across codes), and the global hourly
 * and daily caps on sign-in texts, proven on a deploy's configuration (Twilio behind a fake).
 */

useTestDatabase()
afterEach(() => {
  vi.useRealTimers()
})

const requestCode = (phone: string, ip = '198.51.100.30') => call(codeHandler, '/api/auth/code', { body: { phone }, ip })
const verify = (phone: string, code: string) => call(verifyHandler, '/api/auth/verify', { body: { phone, code } })
const travel = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms))
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Hits a rule's bucket already holds: traffic from before the test, `secondsAgo` old. */
async function prefill(rule: RateLimitRule, key: string, hits: number, secondsAgo: number): Promise<void> {
  await query(
    `INSERT INTO rate_limit_hits (bucket, hit_at, expires_at)
     SELECT $1, now() - make_interval(secs => $3), now() - make_interval(secs => $3) + make_interval(secs => $4)
       FROM generate_series(1, $2::int)`,
    [`${rule.name}:${key}`, hits, secondsAgo, rule.windowSeconds],
  )
}

const hitsOf = async (rule: RateLimitRule, key: string) =>
  (await query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = $1`, [`${rule.name}:${key}`]))[0]?.n

describe('wrong codes per phone per day (local mode)', () => {
  let restoreEnv: () => void
  beforeAll(() => {
    restoreEnv = setEnv(LOCAL_MODE)
    resetServerEnv()
  })
  afterAll(() => {
    restoreEnv()
    resetServerEnv()
  })

  it(`allows ${WRONG_CODES_PER_DAY.limit} wrong codes a day across codes, then 429 even for the right code; another number is unaffected`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
    const phone = '+12015550170'
    let code = ''
    // 4 wrong tries per code, so no code ever locks: only the day's budget can stop them.
    for (let i = 0; i < WRONG_CODES_PER_DAY.limit; i++) {
      if (i % 4 === 0) {
        travel(61_000)
        expect((await requestCode(phone)).status).toBe(200)
        code = await codeFromOutbox(phone)
      }
      const res = await verify(phone, wrong(code))
      expect(res.status, `wrong code ${i + 1}`).toBe(400)
      expect(problemSchema.parse(await res.json()).error).toBe('code_invalid')
    }
    const attemptsBefore = await query(`SELECT id, attempts FROM sign_in_codes ORDER BY created_at`)

    const refused = await verify(phone, code)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_400 - 10 * 60)
    expect(problemSchema.parse(await refused.json())).toEqual({
      error: 'rate_limited',
      message: 'Too many wrong codes for this number today. Try again later.',
    })
    expect(await query(`SELECT id, attempts FROM sign_in_codes ORDER BY created_at`)).toEqual(attemptsBefore)
    expect(await rowCount('sessions')).toBe(0)

    const other = '+12015550172'
    expect((await requestCode(other)).status).toBe(200)
    expect((await verify(other, await codeFromOutbox(other))).status).toBe(200)

    // A day after the first wrong code, the right code of a new request works again.
    travel(24 * 3600_000)
    expect((await requestCode(phone)).status).toBe(200)
    expect((await verify(phone, await codeFromOutbox(phone))).status).toBe(200)
  })

  it('counts only wrong codes: right codes and tries without a live code cost nothing', async () => {
    const phone = '+12015550171'
    expect((await verify(phone, '123456')).status).toBe(400) // no code yet: code_expired
    expect((await requestCode(phone)).status).toBe(200)
    const code = await codeFromOutbox(phone)
    expect((await verify(phone, wrong(code))).status).toBe(400)
    expect((await verify(phone, code)).status).toBe(200)
    expect(await hitsOf(WRONG_CODES_PER_DAY, rateLimitKey(phone))).toBe(1)
  })
})

describe('global caps on sign-in texts (a deploy: Twilio behind a fake)', () => {
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

  /** The refused request: 503 JSON with Retry-After, no text, no code, the alert line logged once. */
  async function expectPaused(phone: string, per: RegExp, retryAfterAtLeast: number) {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const texts = twilio.requests.length
    const codes = await rowCount('sign_in_codes')
    try {
      const res = await requestCode(phone, '198.51.100.31')
      expect(res.status).toBe(503)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(retryAfterAtLeast)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      const body = problemSchema.parse(await res.json())
      expect(body.error).toBe('sign_in_paused')
      expect(body.message).toMatch(per)
      expect(body.message).toMatch(/Please try again in (a minute|about \d+ (minutes|hours))\. Numbers that already have an account can still sign in\.$/)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toMatch(new RegExp(`^${SIGN_IN_TEXT_CAP_ALERT}: sign-in-texts-all-`))
    } finally {
      warn.mockRestore()
    }
    expect(twilio.requests.length).toBe(texts)
    expect(await rowCount('sign_in_codes')).toBe(codes)
    // The number's own budgets are as they were: it did nothing wrong.
    for (const rule of [SIGN_IN_CODE_RULES.resend, SIGN_IN_CODE_RULES.perPhone, SIGN_IN_CODE_RULES.perPhoneDay]) {
      expect(await hitsOf(rule, rateLimitKey(phone)), rule.name).toBe(0)
    }
  }

  it(`texts the ${SIGN_IN_TEXT_CAPS.hourly.limit}th sign-in code of the hour, then pauses sign-in texts for everyone with 503 and an alert line`, async () => {
    await prefill(SIGN_IN_TEXT_CAPS.hourly, 'all', SIGN_IN_TEXT_CAPS.hourly.limit - 1, 600)
    expect((await requestCode('+12015550180')).status).toBe(200)
    expect(twilio.requests.at(-1)?.form['To']).toBe('+12015550180')

    await expectPaused('+12015550181', /as many as we allow in an hour/, 3000 - 5)
    expect(await hitsOf(SIGN_IN_TEXT_CAPS.hourly, 'all')).toBe(SIGN_IN_TEXT_CAPS.hourly.limit)
  })

  it(`pauses sign-in texts at ${SIGN_IN_TEXT_CAPS.daily.limit} a day, even in a quiet hour, and counts nothing for the refusal`, async () => {
    await prefill(SIGN_IN_TEXT_CAPS.daily, 'all', SIGN_IN_TEXT_CAPS.daily.limit, 20 * 3600)
    await expectPaused('+12015550182', /as many as we allow in a day/, 4 * 3600 - 5)
    expect(await hitsOf(SIGN_IN_TEXT_CAPS.hourly, 'all')).toBe(0)
    expect(await hitsOf(SIGN_IN_TEXT_CAPS.daily, 'all')).toBe(SIGN_IN_TEXT_CAPS.daily.limit)
  })

  it('limits sign-in codes per IPv6 /64, whichever address of it asks', async () => {
    const texts = twilio.requests.length
    for (let i = 0; i < SIGN_IN_CODE_RULES.perIp.limit; i++) {
      const res = await call(codeHandler, '/api/auth/code', { body: { phone: `+1201555${String(200 + i).padStart(4, '0')}` }, ip: `2001:db8:77:1:${i + 1}::${i}` })
      expect(res.status, `code ${i + 1}`).toBe(200)
    }
    const refused = await call(codeHandler, '/api/auth/code', { body: { phone: '+12015550299' }, ip: '2001:db8:77:1:ffff:ffff:ffff:ffff' })
    expect(refused.status).toBe(429)
    expect(problemSchema.parse(await refused.json()).message).toMatch(/^Too many sign-in codes from this network/)
    expect(twilio.requests.length - texts).toBe(SIGN_IN_CODE_RULES.perIp.limit)
    const neighbour = await call(codeHandler, '/api/auth/code', { body: { phone: '+12015550299' }, ip: '2001:db8:77:2::1' })
    expect(neighbour.status).toBe(200)
  })
})
