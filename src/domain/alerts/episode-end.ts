/*
 * When an episode under way may end (decision 270). The "now" every screen shows is EPA's
 * NowCast, which lags the hourly values on the way down and swings back over the threshold when
 * one hour spikes after a dip. Closing an episode as soon as the NowCast is below let the next
 * swing open a new one, with a new "Poor now" text an hour before the air was clean for good.
 * An episode is over only when, besides the current hour and the next two (the all-clear's own
 * rule), the place's measured hours have stayed under the threshold for the last 6: the issue's
 * own separation between two episodes (issue 23).
 */
import type { Threshold } from '../contracts/alerts'
import { pm25EquivalentUgM3 } from '../forecast/exceedance/threshold'
import type { ForecastHour } from './forecast-hour'

const HOUR_SECONDS = 3600
/** Measured hours under the threshold an episode needs before it ends. */
export const MEASURED_CLEAR_HOURS = 6

const equivalents = new Map<string, number | null>()

/** The threshold's hourly PM2.5 (µg/m³), memoised: the decision runs for every place every cycle. */
function pm25Threshold(threshold: Threshold): number | null {
  const key = `${threshold.kind}:${threshold.value}`
  if (!equivalents.has(key)) equivalents.set(key, pm25EquivalentUgM3(threshold))
  return equivalents.get(key) ?? null
}

/**
 * True when one of the `MEASURED_CLEAR_HOURS` hours before `currentTime` (unix s) is measured
 * (`basis` 'measured') at or over the threshold's PM2.5: the episode is not over, whatever the
 * lagging NowCast says. Hours the model alone gives, and missing hours, hold nothing open.
 */
export function measuredOverLately(hours: readonly ForecastHour[], currentTime: number, threshold: Threshold): boolean {
  const t = pm25Threshold(threshold)
  if (t === null) return false
  return hours.some(
    (h) => h.basis === 'measured' && h.time < currentTime && h.time >= currentTime - MEASURED_CLEAR_HOURS * HOUR_SECONDS && h.pm25 !== null && h.pm25 >= t,
  )
}
