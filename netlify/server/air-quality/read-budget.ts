import { networkRateLimitKey } from '../client-ip'
import type { ServerEnv } from '../env'
import { returnRateLimitHit, takeRateLimit, type RateLimitRule } from '../rate-limit'
import type { CallBudget, CallWindow } from './upstream-calls'
import { takeUpstreamCall } from './upstream-calls'
import { admitPublicCalls, shareOf, type PublicShare } from './upstream-shares'

/**
 * Cache misses one client (an IP address; an IPv6 /64, `clientNetwork`) may cause per
 * hour. A miss is a new place (cell) nobody asked about in the last hour; the dashboard asks
 * two or three endpoints about it at once, each its own function, so 120 is 40-60 new places
 * an hour: several times one person's use, and room for a few behind one NAT (decision 120).
 */
export const CACHE_MISSES_PER_CLIENT: RateLimitRule = { name: 'air-quality-misses-client', limit: 120, windowSeconds: 3600 }

/**
 * The providers' published free tiers, per minute, hour and UTC day:
 * - Open-Meteo (https://open-meteo.com/en/pricing, /en/terms): 600 calls a minute, 5,000 an
 *   hour, 10,000 a day for non-commercial use; one call is one location with up to 10
 *   variables over up to 2 weeks, which is what a read asks for (7 variables, 6 days).
 * - OpenWeatherMap (https://openweathermap.org/price, Free): 60 calls a minute and 1,000,000
 *   a month: 3,600 an hour, 1,000,000 / 31 = 32,258 a day.
 * The simulated provider calls no one; it gets Open-Meteo's figures, so a local run behaves
 * like a default deploy.
 */
const OPEN_METEO_FREE_TIER: CallBudget = { perMinute: 600, perHour: 5000, perDay: 10_000 }
export const PROVIDER_FREE_TIERS: Readonly<Record<string, CallBudget>> = {
  'open-meteo': OPEN_METEO_FREE_TIER,
  openweathermap: { perMinute: 60, perHour: 3600, perDay: 32_258 },
  simulated: OPEN_METEO_FREE_TIER,
}

/**
 * What the public may spend of a provider: AIR_QUALITY_READ_BUDGET, else half of the provider's
 * free tier. The other half is the alert job's, which is what people pay for; and with fixed
 * windows two full halves on either side of a boundary still stay within the provider's limit.
 * Every public call to the provider draws on this one budget (`publicShare`, decision 234).
 */
export function readCallBudget(env: Pick<ServerEnv, 'AIR_QUALITY_READ_BUDGET'>, providerId: string): CallBudget {
  if (env.AIR_QUALITY_READ_BUDGET) return env.AIR_QUALITY_READ_BUDGET
  const tier = PROVIDER_FREE_TIERS[providerId] ?? OPEN_METEO_FREE_TIER
  return { perMinute: Math.floor(tier.perMinute / 2), perHour: Math.floor(tier.perHour / 2), perDay: Math.floor(tier.perDay / 2) }
}

/** What one client (an IPv4 address, an IPv6 /64) may spend of a provider's public share: a fifth of each window (decision 234). */
export const PUBLIC_CLIENT_FRACTION = 1 / 5

/**
 * The public share of `vendor` (an air-quality or weather provider's id; 'open-meteo' for its
 * geocoder too): reads of new places, the map's wind and city search all draw on it, so
 * together they never take more than `readCallBudget` and the job's half stays the job's;
 * one client may take `PUBLIC_CLIENT_FRACTION` of it (decision 234).
 */
export function publicShare(env: Pick<ServerEnv, 'AIR_QUALITY_READ_BUDGET'>, vendor: string): PublicShare {
  const budget = readCallBudget(env, vendor)
  return { scope: `public:${vendor}`, budget, perClient: shareOf(budget, PUBLIC_CLIENT_FRACTION) }
}

export type MissAdmission =
  | { allowed: true }
  | { allowed: false; scope: 'client'; retryAfterSeconds: number }
  | { allowed: false; scope: 'global'; window: CallWindow; retryAfterSeconds: number }

/** The last window this instance reported as full, so a flood logs one line per window. */
let lastReported = ''

/**
 * May a cache miss call the provider? The client's hourly misses first (a client over them
 * spends nothing of everyone's), then its part of the provider's public share and the share
 * itself (`publicShare`, decision 234). `client` is null for callers that are not a person's
 * request (the screenshots page). `now` is unix seconds.
 */
export async function admitCacheMiss(client: string | null, providerId: string, share: PublicShare, now: number): Promise<MissAdmission> {
  const key = client === null ? null : networkRateLimitKey(client)
  if (key !== null) {
    const own = await takeRateLimit(CACHE_MISSES_PER_CLIENT, key, now)
    if (!own.allowed) return { allowed: false, scope: 'client', retryAfterSeconds: own.retryAfterSeconds }
  }
  const global = await admitPublicCalls(share, client, now)
  if (global.allowed) return { allowed: true }
  // Nothing was fetched: the client's miss does not count against it.
  if (key !== null) await returnRateLimitHit(CACHE_MISSES_PER_CLIENT, key, now)
  if (global.scope === 'client') return { allowed: false, scope: 'client', retryAfterSeconds: global.retryAfterSeconds }
  const reported = `${providerId}:${global.window}:${now + global.retryAfterSeconds}`
  if (reported !== lastReported) {
    lastReported = reported
    // The line an operator alerts on: reads are refusing new places until the window ends.
    console.warn(
      `air-quality-read-budget-exhausted provider=${providerId} window=${global.window} limit=${global.limit} retry_after_s=${global.retryAfterSeconds}`,
    )
  }
  return { allowed: false, scope: 'global', window: global.window, retryAfterSeconds: global.retryAfterSeconds }
}

/**
 * What the alert job may spend of a provider (decision 246): AIR_QUALITY_JOB_BUDGET, else what
 * the provider's free tier leaves after the public's default half. Counted per location, as
 * Open-Meteo counts a call (one location), so a request for 50 cells is 50.
 */
export function jobCallBudget(env: Pick<ServerEnv, 'AIR_QUALITY_JOB_BUDGET'>, providerId: string): CallBudget {
  if (env.AIR_QUALITY_JOB_BUDGET) return env.AIR_QUALITY_JOB_BUDGET
  const tier = PROVIDER_FREE_TIERS[providerId] ?? OPEN_METEO_FREE_TIER
  const half = readCallBudget({ AIR_QUALITY_READ_BUDGET: undefined }, providerId)
  return { perMinute: tier.perMinute - half.perMinute, perHour: tier.perHour - half.perHour, perDay: tier.perDay - half.perDay }
}

/**
 * May the alert job ask `providerId` for `calls` locations at `now` (unix s)? From its own
 * share first; when that is spent, from the public share like a request with no client (the
 * public never takes from the job's, decision 234), so the provider's limit holds either way.
 * False only when both are spent: the job then decides on what it has cached (decision 246).
 */
export async function admitJobForecastCalls(
  env: Pick<ServerEnv, 'AIR_QUALITY_JOB_BUDGET' | 'AIR_QUALITY_READ_BUDGET'>,
  providerId: string,
  calls: number,
  now: number,
): Promise<boolean> {
  const own = await takeUpstreamCall(`job:${providerId}`, jobCallBudget(env, providerId), now, calls)
  if (own.allowed) return true
  const shared = await admitPublicCalls(publicShare(env, providerId), null, now, calls)
  if (shared.allowed) return true
  console.warn(`air-quality-job-budget-spent provider=${providerId} window=${own.window} limit=${own.limit} calls=${calls} retry_after_s=${own.retryAfterSeconds}`)
  return false
}
