import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import { RateLimitedError } from './api/rate-limited'
import { retryAllowedAt, signInErrorText } from './request-error'

const limited = new RateLimitedError(
  new ApiError(429, '429: …', { error: 'rate_limited', message: 'Too many codes for this number.' }),
  42,
)

describe('signInErrorText', () => {
  it('counts down a 429', () => {
    expect(signInErrorText(limited, 41)).toBe('Too many codes for this number. Try again in 41 s.')
    expect(signInErrorText(limited, 0)).toBe('Too many codes for this number. You can try again now.')
  })

  it("shows the server's sentence, or a connection hint", () => {
    const invalid = new ApiError(400, '400: …', { error: 'code_invalid', message: 'That code is not right. 4 tries left.' })
    expect(signInErrorText(invalid, 0)).toBe('That code is not right. 4 tries left.')
    expect(signInErrorText(new TypeError('Failed to fetch'), 0)).toBe('Could not reach the server. Check your connection.')
  })
})

describe('retryAllowedAt', () => {
  it('is Retry-After seconds from now for a 429, else null', () => {
    expect(retryAllowedAt(limited, 1_000)).toBe(43_000)
    expect(retryAllowedAt(new TypeError('x'), 1_000)).toBeNull()
  })
})
