import { describe, expect, it } from 'vitest'
import { takeRateLimit, tooManyRequests } from '../../netlify/server/rate-limit'
import { rowCount, useTestDatabase } from '../support/database'

useTestDatabase()

const rule = { name: 'test', limit: 3, windowSeconds: 60 }
const T = 1_800_000_000

describe('takeRateLimit (database sliding window)', () => {
  it('allows `limit` hits per window, then says when to retry', async () => {
    for (const t of [T, T + 10, T + 20]) expect(await takeRateLimit(rule, 'k', t)).toEqual({ allowed: true })
    expect(await takeRateLimit(rule, 'k', T + 30)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(await rowCount('rate_limit_hits')).toBe(3)
  })

  it('frees a slot as the oldest hit leaves the window, and forgets expired hits', async () => {
    for (const t of [T, T + 10, T + 20]) await takeRateLimit(rule, 'k', t)
    expect(await takeRateLimit(rule, 'k', T + 60)).toEqual({ allowed: true })
    expect(await rowCount('rate_limit_hits')).toBe(3)
  })

  it('keeps keys and rules apart', async () => {
    for (const t of [T, T + 1, T + 2]) await takeRateLimit(rule, 'a', t)
    expect(await takeRateLimit(rule, 'b', T + 3)).toEqual({ allowed: true })
    expect(await takeRateLimit({ ...rule, name: 'other' }, 'a', T + 3)).toEqual({ allowed: true })
    expect((await takeRateLimit(rule, 'a', T + 3)).allowed).toBe(false)
  })

  it('answers 429 JSON with Retry-After', async () => {
    const res = tooManyRequests(42, 'Too many codes. Try again later.')
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('42')
    expect(await res.json()).toEqual({ error: 'rate_limited', message: 'Too many codes. Try again later.' })
  })
})
