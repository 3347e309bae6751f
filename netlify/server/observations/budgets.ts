import type { ObservationNetwork } from '../../../src/domain/observations/types'
import { takeUpstreamCall, type CallBudget } from '../air-quality/upstream-calls'
import { admitPublicCalls, publicCaller, restOf, shareOf, type PublicShare, type UpstreamCaller } from '../air-quality/upstream-shares'

/**
 * Requests AirAhead may send each network per minute, hour and UTC day, shared by every
 * function instance through upstream_call_windows (decision 120's counter). Each is at most
 * half of what the network publishes, so two full fixed windows either side of a boundary
 * still keep to its limit (docs/decisions/163-observation-request-budgets.md):
 * - OpenAQ: 60 a minute, 2,000 an hour per key (docs.openaq.org/using-the-api/rate-limits).
 * - AirNow: a per-key hourly maximum per web service; once met, no data until the next hour
 *   (docs.airnowapi.org/faq). 250 is half of the 500 an hour we understand the data service
 *   allows; decision 163 says to confirm it on the key's page.
 * - Sensor.Community: no published limit; its area data change every 5 minutes
 *   (github.com/opendata-stuttgart/meta/wiki/EN-APIs), so a few calls a minute is plenty.
 * - PurpleAir: billed in points per field and row (community.purpleair.com/t/api-pricing/4523);
 *   the budget caps a day at about 1,000 one-sensor history calls.
 * The simulated network calls no one and has no budget. Decision 234 splits each into the
 * alert job's share and the public's (`observationShares`).
 */
export const OBSERVATION_BUDGETS: Readonly<Record<Exclude<ObservationNetwork, 'simulated'>, CallBudget>> = {
  openaq: { perMinute: 30, perHour: 1000, perDay: 12_000 },
  airnow: { perMinute: 20, perHour: 250, perDay: 6000 },
  'sensor-community': { perMinute: 10, perHour: 120, perDay: 2000 },
  purpleair: { perMinute: 10, perHour: 100, perDay: 1000 },
}

/** The alert job's part of each network's budget: two thirds, which the public can never spend (decision 234). */
export const JOB_FRACTION = 2 / 3
/**
 * What one client (an IPv4 address, an IPv6 /64) may spend of the public part: a quarter, and
 * at least one whole read of a new place a window, so one person's read is never starved by
 * this cap alone: the network's listing and the hours of up to 6 stations
 * (MAX_STATIONS_PER_NETWORK in nearby.ts, which imports this module).
 */
export const CLIENT_FRACTION = 1 / 4
export const CLIENT_LEAST_CALLS = 1 + 6

export interface ObservationShares {
  job: CallBudget
  public: PublicShare
}

/** `budget` of `network` split into the job's share and the public's, with one client's part of the latter (decision 234). */
export function observationShares(network: string, budget: CallBudget): ObservationShares {
  const job = shareOf(budget, JOB_FRACTION)
  const everyone = restOf(budget, job)
  return {
    job,
    public: { scope: `observations:${network}:public`, budget: everyone, perClient: shareOf(everyone, CLIENT_FRACTION, CLIENT_LEAST_CALLS) },
  }
}

/** The window this instance last reported as full, so a flood logs one line per window. */
let lastReported = ''

/**
 * Takes one request to `network` at `now` (unix s) for `caller`; false when its share is spent.
 * The job takes from its own share, and when that is spent from the public one (members
 * first: the public never takes from the job's); a person's request from its client's part of
 * the public share and the public share (`admitPublicCalls`).
 */
export async function admitObservationCall(
  network: ObservationNetwork,
  now: number,
  caller: UpstreamCaller = publicCaller(null),
  budgets = OBSERVATION_BUDGETS,
): Promise<boolean> {
  if (network === 'simulated') return true
  const shares = observationShares(network, budgets[network])
  if (caller.kind === 'job') {
    const own = await takeUpstreamCall(`observations:${network}:job`, shares.job, now)
    if (own.allowed) return true
  }
  const decision = await admitPublicCalls(shares.public, caller.kind === 'public' ? caller.ip : null, now)
  if (decision.allowed) return true
  const reported = `${network}:${decision.scope}:${decision.window}:${now + decision.retryAfterSeconds}`
  if (decision.scope === 'global' && reported !== lastReported) {
    lastReported = reported
    console.warn(`observation-budget-exhausted network=${network} share=${caller.kind} window=${decision.window} limit=${decision.limit} retry_after_s=${decision.retryAfterSeconds}`)
  }
  return false
}
