import { describe, expect, it } from 'vitest'
import { query } from '../../netlify/server/db'
import { takeRateLimit, tooManyRequests } from '../../netlify/server/rate-limit'
import { pruneRateLimitHits } from '../../netlify/server/rate-limit-prune'
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

  it('stores when each hit stops counting (its own window)', async () => {
    await takeRateLimit(rule, 'k', T)
    await takeRateLimit({ name: 'daily', limit: 1, windowSeconds: 86_400 }, 'k', T)
    const rows = await query<{ bucket: string; seconds: number }>(
      `SELECT bucket, extract(epoch FROM expires_at - hit_at)::int AS seconds FROM rate_limit_hits ORDER BY bucket`,
    )
    expect(rows).toEqual([{ bucket: 'daily:k', seconds: 86_400 }, { bucket: 'test:k', seconds: 60 }])
  })
})

describe('pruneRateLimitHits (every bucket, in bounded batches)', () => {
  const at = (seconds: number) => new Date(seconds * 1000)

  it('deletes the expired hits of buckets no one asks about again, and keeps live ones', async () => {
    // 25 rotated keys that never call again, one hit each, plus a live hit of a longer rule.
    for (let i = 0; i < 25; i++) await takeRateLimit(rule, `gone-${i}`, T + i)
    await takeRateLimit({ name: 'hourly', limit: 5, windowSeconds: 3600 }, 'live', T)

    expect(await pruneRateLimitHits(at(T + 30))).toBe(0)
    expect(await pruneRateLimitHits(at(T + 70))).toBe(11)
    expect(await pruneRateLimitHits(at(T + 120))).toBe(14)
    expect(await query(`SELECT bucket FROM rate_limit_hits`)).toEqual([{ bucket: 'hourly:live' }])
    // A pruned key starts afresh.
    expect(await takeRateLimit(rule, 'gone-0', T + 120)).toEqual({ allowed: true })
  })

  it('stops after maxBatches × batchSize rows; the next run goes on', async () => {
    await query(
      `INSERT INTO rate_limit_hits (bucket, hit_at, expires_at)
       SELECT 'flood:' || i, to_timestamp($1::float8), to_timestamp($1::float8 + 60) FROM generate_series(1, 250) AS i`,
      [T],
    )
    expect(await pruneRateLimitHits(at(T + 61), { batchSize: 40, maxBatches: 3 })).toBe(120)
    expect(await rowCount('rate_limit_hits')).toBe(130)
    expect(await pruneRateLimitHits(at(T + 61), { batchSize: 40, maxBatches: 10 })).toBe(130)
    expect(await rowCount('rate_limit_hits')).toBe(0)
  })
})
