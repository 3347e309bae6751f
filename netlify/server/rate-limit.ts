import { query } from './db'
import { problem, type ReaderMessage } from './http'

/** At most `limit` hits per `windowSeconds` for one key of a named rule. */
export interface RateLimitRule {
  name: string
  limit: number
  windowSeconds: number
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

interface Row { inserted: number; oldest: Date | null }

/**
 * Counts a hit against `rule` for `key` if the window has room, in the database so the
 * limit holds across function instances, and concurrent takes never pass it together (the
 * bucket is locked while it is counted, decision 231). `now` is unix seconds. Hits older than the
 * window are deleted as they expire, so each bucket stays small; buckets no one asks about
 * again are pruned by `pruneRateLimitHits` (auth-cleanup, hourly).
 */
export async function takeRateLimit(rule: RateLimitRule, key: string, now: number): Promise<RateLimitDecision> {
  const bucket = `${rule.name}:${key}`
  // One function call: the bucket is locked while it is counted (migration 20261127041000).
  const rows = await query<Row>(`SELECT inserted, oldest FROM take_rate_limit($1, $2::float8, $3::float8, $4::int)`, [bucket, now, rule.windowSeconds, rule.limit])
  const row = rows[0]
  if (row && row.inserted > 0) return { allowed: true }
  const oldest = row?.oldest ? Math.floor(row.oldest.getTime() / 1000) : now
  return { allowed: false, retryAfterSeconds: Math.max(1, oldest + rule.windowSeconds - now) }
}

/**
 * Gives back the hit `takeRateLimit` counted for `key` at `now`, when what it paid for did
 * not happen (a sign-in code whose text could not be sent).
 */
export async function returnRateLimitHit(rule: RateLimitRule, key: string, now: number): Promise<void> {
  await query(
    `DELETE FROM rate_limit_hits
      WHERE ctid = (SELECT ctid FROM rate_limit_hits WHERE bucket = $1 AND hit_at = to_timestamp($2::float8) LIMIT 1)`,
    [`${rule.name}:${key}`, now],
  )
}

/** One limit of several taken together (`takeRateLimits`). */
export interface RateLimitCheck {
  rule: RateLimitRule
  key: string
  /**
   * Kept when a later check refuses: the attempt itself is what the rule counts (a network's
   * requests). Other hits are given back, so a refused request spends nothing of them.
   */
  keepOnRefusal?: boolean
}

export type RateLimitsDecision =
  | { allowed: true; /** Gives back the hits a later refusal should not cost. */ giveBack: () => Promise<void> }
  | { allowed: false; refused: RateLimitCheck; retryAfterSeconds: number }

/** Takes `checks` in order; the first refusal gives back what the earlier ones took (but `keepOnRefusal`). */
export async function takeRateLimits(checks: readonly RateLimitCheck[], now: number): Promise<RateLimitsDecision> {
  const taken: RateLimitCheck[] = []
  const giveBack = async () => {
    for (const check of taken) if (!check.keepOnRefusal) await returnRateLimitHit(check.rule, check.key, now)
  }
  for (const check of checks) {
    const decision = await takeRateLimit(check.rule, check.key, now)
    if (!decision.allowed) {
      await giveBack()
      return { allowed: false, refused: check, retryAfterSeconds: decision.retryAfterSeconds }
    }
    taken.push(check)
  }
  return { allowed: true, giveBack }
}

/** The 429 answer for a refused hit, with Retry-After in seconds. */
export function tooManyRequests(retryAfterSeconds: number, message: ReaderMessage): Response {
  return problem(429, 'rate_limited', message, { 'retry-after': String(retryAfterSeconds) })
}
