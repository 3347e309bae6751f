import type { HourlyReading } from './pollutants'
import { isUsableConcentration } from './units'

/**
 * EPA's NowCast: the weighted average of recent hours that US EPA and AirNow report as the
 * current AQI of PM2.5, PM10 and ozone.
 *
 * PM (AirNow, "How is the NowCast algorithm used to report current air quality?", and EPA's
 * "PM NowCast" fact sheet, nepis.epa.gov P100X0J6): over the past 12 hours, the weight factor
 * w = 1 − (max − min) / max = min / max, raised to 0.5 when lower ("the minimum limit
 * approximates a 3-hour average"); NowCast = Σ wⁱ·cᵢ / Σ wⁱ, i = hours ago (0 = this hour).
 *
 * Ozone (AirNow-Tech, "AirNow Updates to Ozone Real-time Reporting and Daily Reporting",
 * forum.airnowtech.org/t/151, in use since 21 April 2016): the same over the past 8 hours with
 * no minimum weight factor (w may fall to 0); the result stands in for an 8-hour mean.
 *
 * Missing hours (both documents): a NowCast needs valid values in at least 2 of the 3 most
 * recent hours; missing hours are left out of both sums (and out of min and max).
 */
export type NowcastKind = 'pm' | 'o3'

const WINDOW_HOURS: Readonly<Record<NowcastKind, number>> = { pm: 12, o3: 8 }
const MIN_WEIGHT: Readonly<Record<NowcastKind, number>> = { pm: 0.5, o3: 0 }
const HOUR_SECONDS = 3600

/**
 * The NowCast of one pollutant from its recent hourly values.
 * @param newestFirst hourly concentrations, this hour first, then 1, 2, … hours ago (any unit;
 *   the result is in the same unit). Null, NaN and negative values are missing. Values past the
 *   window (12 h for PM, 8 h for ozone) are ignored.
 * @returns the NowCast, or null when fewer than 2 of the 3 most recent hours are valid
 */
export function nowcast(kind: NowcastKind, newestFirst: readonly (number | null)[]): number | null {
  // Plain loops: this runs for three pollutants at every hour of every forecast.
  const hours = Math.min(newestFirst.length, WINDOW_HOURS[kind])
  let recentValid = 0
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (let hoursAgo = 0; hoursAgo < hours; hoursAgo += 1) {
    const value = newestFirst[hoursAgo]
    if (!isUsableConcentration(value)) continue
    if (hoursAgo < 3) recentValid += 1
    if (value < min) min = value
    if (value > max) max = value
  }
  if (recentValid < 2) return null
  // All-zero hours: the range says nothing changed, so every hour weighs the same (w = 1).
  const weight = max === 0 ? 1 : Math.max(min / max, MIN_WEIGHT[kind])
  let weighted = 0
  let weights = 0
  let factor = 1
  for (let hoursAgo = 0; hoursAgo < hours; hoursAgo += 1) {
    const value = newestFirst[hoursAgo]
    if (isUsableConcentration(value)) {
      weighted += factor * value
      weights += factor
    }
    factor *= weight
  }
  return weighted / weights
}

/**
 * The NowCast at every hour of a series, each from that hour and the hours before it.
 * Hours are placed by their `dt`, so hours absent from the array count as missing.
 * `hours` must be in ascending `dt` order.
 * @returns per hour, the NowCast in µg/m³ (the series' unit), or null where it is not defined
 */
export function nowcastSeries(hours: readonly HourlyReading[], pollutant: 'pm2_5' | 'pm10' | 'o3'): (number | null)[] {
  const kind: NowcastKind = pollutant === 'o3' ? 'o3' : 'pm'
  const windowHours = WINDOW_HOURS[kind]
  const newestFirst: (number | null)[] = Array.from({ length: windowHours }, () => null)
  return hours.map((hour, i) => {
    newestFirst.fill(null)
    for (let j = i; j >= 0; j -= 1) {
      const earlier = hours[j]
      if (earlier === undefined) break
      const hoursAgo = Math.round((hour.dt - earlier.dt) / HOUR_SECONDS)
      if (hoursAgo >= windowHours) break
      newestFirst[hoursAgo] = earlier.components[pollutant]
    }
    return nowcast(kind, newestFirst)
  })
}
