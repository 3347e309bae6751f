import type { ObservationNetwork } from '../../../src/domain/observations/types'
import { takeUpstreamCall, type CallBudget } from '../air-quality/upstream-calls'

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
 * The simulated network calls no one and has no budget.
 */
export const OBSERVATION_BUDGETS: Readonly<Record<Exclude<ObservationNetwork, 'simulated'>, CallBudget>> = {
  openaq: { perMinute: 30, perHour: 1000, perDay: 12_000 },
  airnow: { perMinute: 20, perHour: 250, perDay: 6000 },
  'sensor-community': { perMinute: 10, perHour: 120, perDay: 2000 },
  purpleair: { perMinute: 10, perHour: 100, perDay: 1000 },
}

/** The window this instance last reported as full, so a flood logs one line per window. */
let lastReported = ''

/** Takes one request from `network`'s shared budget at `now` (unix s); false when it is spent. */
export async function admitObservationCall(network: ObservationNetwork, now: number, budgets = OBSERVATION_BUDGETS): Promise<boolean> {
  if (network === 'simulated') return true
  const decision = await takeUpstreamCall(`observations:${network}`, budgets[network], now)
  if (decision.allowed) return true
  const reported = `${network}:${decision.window}:${now + decision.retryAfterSeconds}`
  if (reported !== lastReported) {
    lastReported = reported
    console.warn(`observation-budget-exhausted network=${network} window=${decision.window} limit=${decision.limit} retry_after_s=${decision.retryAfterSeconds}`)
  }
  return false
}
