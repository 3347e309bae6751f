import { say } from '../../../../src/domain/i18n/ambient'
import { publicShare } from '../../air-quality/read-budget'
import { admitPublicCalls } from '../../air-quality/upstream-shares'
import { networkRateLimitKey } from '../../client-ip'
import type { ServerEnv } from '../../env'
import { returnRateLimitHit, takeRateLimit, type RateLimitDecision, type RateLimitRule } from '../../rate-limit'
import type { UpstreamError } from '../../result'

/** Nominatim's published limit, which we also keep to on Photon's public instance: 1 request/s. */
export const PUBLIC_OSM_GEOCODER_BUDGET: RateLimitRule = { name: 'geocoder-public-osm', limit: 1, windowSeconds: 1 }
/**
 * What one client (an IPv4 address, an IPv6 /64) may take of that shared slot: 15 requests a
 * minute, a quarter of its 60, so no one client holds it for everyone (decision 234). A person
 * typing an address sends a few a minute (the search waits for a pause in typing).
 */
export const PUBLIC_OSM_GEOCODER_PER_CLIENT: RateLimitRule = { name: 'geocoder-public-osm-client', limit: 15, windowSeconds: 60 }

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

/** Asked before each call to a shared public service, with the asking client's IP address (null: no one's request): null to go ahead, or why not. */
export type UpstreamGate = (client: string | null) => Promise<UpstreamError | null>

const busy = (retryAfterSeconds: number): UpstreamError => ({
  kind: 'rate-limited',
  upstream: FAIR_USE_UPSTREAM,
  message: say(/*i18n*/ { id: 'problem.geocoding.busy', message: 'Location search is busy right now. Please try again in a moment.' }),
  retryAfterSeconds,
})

const tooManyFromClient = (retryAfterSeconds: number): UpstreamError => ({
  kind: 'rate-limited',
  upstream: FAIR_USE_UPSTREAM,
  message: say(/*i18n*/ { id: 'problem.geocoding.tooManyFromNetwork', message: 'Many searches came from your network in the last minute. Please try again in a moment.' }),
  retryAfterSeconds,
})

/**
 * A gate holding every call to `rule`'s budget, waiting out at most one full window (≤ 1 s),
 * after the client's own `perClient` part of it (decision 234): a client over its part is
 * refused at once and alone; a hit the shared slot then refuses is given back.
 */
export function budgetGate(rule: RateLimitRule, perClient: RateLimitRule = PUBLIC_OSM_GEOCODER_PER_CLIENT): UpstreamGate {
  return async (client) => {
    const key = client === null ? null : networkRateLimitKey(client)
    const at = Date.now() / 1000
    if (key !== null) {
      const own = await takeRateLimit(perClient, key, at)
      if (!own.allowed) return tooManyFromClient(own.retryAfterSeconds)
    }
    const slot = await takeUpstreamSlot(rule, { maxWaitMs: 1000 })
    if (slot.allowed) return null
    if (key !== null) await returnRateLimitHit(perClient, key, at)
    return busy(slot.retryAfterSeconds)
  }
}

/**
 * A gate holding every call to Open-Meteo's geocoder to the provider's public share, the one
 * the air-quality reads and the wind draw on, within the client's part of it (decision 234).
 */
export function openMeteoGate(env: Pick<ServerEnv, 'AIR_QUALITY_READ_BUDGET'>): UpstreamGate {
  return async (client) => {
    const call = await admitPublicCalls(publicShare(env, 'open-meteo'), client, Math.floor(Date.now() / 1000))
    if (call.allowed) return null
    return call.scope === 'client' ? tooManyFromClient(call.retryAfterSeconds) : busy(call.retryAfterSeconds)
  }
}
