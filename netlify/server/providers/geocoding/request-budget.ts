import { takeRateLimit, type RateLimitDecision, type RateLimitRule } from '../../rate-limit'
import type { UpstreamError } from '../../result'

/** Nominatim's published limit, which we also keep to on Photon's public instance: 1 request/s. */
export const PUBLIC_OSM_GEOCODER_BUDGET: RateLimitRule = { name: 'geocoder-public-osm', limit: 1, windowSeconds: 1 }

export interface SlotOptions {
  /** Longest wait for the next window before giving up, milliseconds. */
  maxWaitMs: number
  /** Unix seconds (fractions allowed); injected by tests. */
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Takes one request from a budget shared by every function instance (the database keeps the
 * count). All of AirAhead's users share it, as the operators' policies require. A full window
 * is waited out once when that is short (a person typing is rarely refused); after that the
 * caller is told when to retry.
 */
export async function takeUpstreamSlot(rule: RateLimitRule, options: SlotOptions): Promise<RateLimitDecision> {
  const now = options.now ?? (() => Date.now() / 1000)
  const first = await takeRateLimit(rule, 'all', now())
  if (first.allowed || first.retryAfterSeconds * 1000 > options.maxWaitMs) return first
  await (options.sleep ?? realSleep)(first.retryAfterSeconds * 1000)
  return takeRateLimit(rule, 'all', now())
}

/** Our own fair-use refusal, told apart from the vendor's own 429 (decision 061: ours is a 429, theirs a 502). */
export const FAIR_USE_UPSTREAM = 'AirAhead fair use'

/** Asked before each call to a shared public service: null to go ahead, or why not. */
export type UpstreamGate = () => Promise<UpstreamError | null>

/** A gate holding every call to `rule`'s budget, waiting out at most one full window (≤ 1 s). */
export function budgetGate(rule: RateLimitRule): UpstreamGate {
  return async () => {
    const slot = await takeUpstreamSlot(rule, { maxWaitMs: 1000 })
    if (slot.allowed) return null
    return {
      kind: 'rate-limited',
      upstream: FAIR_USE_UPSTREAM,
      message: 'Location search is busy right now. Please try again in a moment.',
      retryAfterSeconds: slot.retryAfterSeconds,
    }
  }
}
