import { describe, expect, it } from 'vitest'
import countriesHandler from '../../netlify/functions/sms-countries'
import waitlistHandler from '../../netlify/functions/sms-waitlist'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { WAITLIST_LIMITS, WAITLIST_MESSAGES } from '../../netlify/server/sms-waitlist/join'
import { problemSchema } from '../../src/domain/contracts/problem'
import { smsCountriesResponseSchema, waitlistResponseSchema } from '../../src/domain/contracts/sms-countries'
import { SMS_COUNTRY_CODES } from '../../src/domain/sms/countries'
import { rowCount, useTestDatabase } from '../support/database'
import { setEnv } from './auth-helpers'

useTestDatabase()

function join(body: unknown, ip = '203.0.113.9', headers: Record<string, string> = {}): Promise<Response> {
  return waitlistHandler(
    new Request('http://localhost:8888/api/sms/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

async function expectProblem(res: Response, status: number, error: string, message?: RegExp) {
  expect(res.status).toBe(status)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  if (message) expect(body.message).toMatch(message)
}

describe('GET /api/sms/countries', () => {
  it('answers the default list of the countries module, and a deploy’s own SMS_ALLOWED_COUNTRIES', async () => {
    const read = async () => smsCountriesResponseSchema.parse(await (await countriesHandler(new Request('http://localhost:8888/api/sms/countries'))).json())
    expect((await read()).countries).toEqual([...SMS_COUNTRY_CODES])
    const restore = setEnv({ SMS_ALLOWED_COUNTRIES: 'us, in' })
    resetServerEnv()
    try {
      expect((await read()).countries).toEqual(['US', 'IN'])
    } finally {
      restore()
      resetServerEnv()
    }
  })
})

describe('POST /api/sms/waitlist', () => {
  it('keeps one row per address (the newest country) and answers the same either way', async () => {
    const first = await join({ email: ' Priya@Example.com ', country: 'in' })
    expect(first.status).toBe(200)
    expect(waitlistResponseSchema.parse(await first.json()).message).toBe(WAITLIST_MESSAGES.joined('India'))
    const again = await join({ email: 'priya@example.com', country: 'BR' })
    expect(again.status).toBe(200)
    expect(await query(`SELECT email, country FROM sms_waitlist`)).toEqual([{ email: 'priya@example.com', country: 'BR' }])
  })

  it.each([
    [{ email: 'ann', country: 'IN' }, 'invalid_request', /valid email/],
    [{ email: 'ann@example.com', country: 'India' }, 'invalid_request', /Choose your country/],
    [{ email: 'ann@example.com' }, 'invalid_request', /Choose your country/],
    [{ email: 'ann@example.com', country: 'IN', extra: 1 }, 'invalid_request', undefined],
    ['not json', 'malformed_json', undefined],
  ])('refuses %j with 400 and stores nothing', async (body, error, message) => {
    await expectProblem(await join(body), 400, error, message)
    expect(await rowCount('sms_waitlist')).toBe(0)
  })

  it('says a texted country needs no waitlist', async () => {
    await expectProblem(await join({ email: 'bo@example.com', country: 'US' }), 400, 'country_supported', /already texts numbers in United States/)
    expect(await rowCount('sms_waitlist')).toBe(0)
  })

  it('is limited per network like the newsletter (429 with Retry-After)', async () => {
    for (let i = 0; i < WAITLIST_LIMITS.perIp.limit; i++) {
      expect((await join({ email: `p${i}@example.com`, country: 'IN' }, '198.51.100.20')).status).toBe(200)
    }
    const refused = await join({ email: 'late@example.com', country: 'IN' }, '198.51.100.20')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await rowCount('sms_waitlist')).toBe(WAITLIST_LIMITS.perIp.limit)
  })

  it('refuses another site posting to it', async () => {
    const res = await join({ email: 'ann@example.com', country: 'IN' }, '203.0.113.9', { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await rowCount('sms_waitlist')).toBe(0)
  })
})
