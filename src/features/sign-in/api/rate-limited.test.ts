import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api'
import { RateLimitedError, retryAfterSeconds } from './rate-limited'
import { requestCode } from './request-code'

const sent = {
  phone: '+12025550143',
  expiresAt: '2026-11-21T10:10:00Z',
  resendAfterSeconds: 60,
  delivery: 'outbox',
  message: 'We texted a code to +1 202 555 0143.',
}

describe('retryAfterSeconds', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['Sat, 21 Nov 2026 10:00:30 GMT', 30],
    [null, null],
    ['soon', null],
  ])('%j → %j', (header, seconds) => {
    expect(retryAfterSeconds(header, Date.parse('2026-11-21T10:00:00Z'))).toBe(seconds)
  })
})

describe('requestCode', () => {
  it('posts the phone as JSON with the cookie and reads the answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(sent))
    await expect(requestCode({ phone: '+12025550143', country: 'US' }, fetch)).resolves.toEqual(sent)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/auth/code')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"phone":"+12025550143","country":"US"}' })
  })

  it('turns a 429 into a RateLimitedError with the Retry-After seconds', async () => {
    const body = { error: 'rate_limited', message: 'Too many codes for this number.' }
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(body, { status: 429, headers: { 'Retry-After': '42' } }))
    const error = await requestCode({ phone: '+12025550143' }, fetch).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 42, problem: body })
    expect((error as Error).message).toBe(`429: ${JSON.stringify(body)}`)
  })

  it('keeps other failures as they are', async () => {
    const body = { error: 'country_not_supported', message: 'We cannot text numbers in France yet.' }
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(body, { status: 400 }))
    const error = await requestCode({ phone: '+33612345678' }, fetch).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(RateLimitedError)
    expect((error as ApiError).problem).toEqual(body)
  })
})
