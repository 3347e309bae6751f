import { exceeds } from '../../alerts/forecast-hour'
import { forecastHourFromConcentration } from '../../alerts/hourly-measures'
import type { Threshold } from '../../contracts/alerts'

/** Highest hourly PM2.5 searched, µg/m³ (the top of EPA's table). */
const TOP_UG_M3 = 500.4

/**
 * The hourly PM2.5 (µg/m³, to 0.1) at which a threshold is reached when PM2.5 sets the hour's
 * measures: itself for a PM2.5 threshold, the breakpoint for a US AQI or 1-5 level one
 * (US AQI 151 and level 4 → 55.5). Null when no PM2.5 up to 500.4 reaches it.
 */
export function pm25EquivalentUgM3(threshold: Threshold): number | null {
  if (threshold.kind === 'pm25') return threshold.value
  const reached = (tenths: number) => exceeds(forecastHourFromConcentration(0, 'pm2_5', tenths / 10, 'ug/m3'), threshold)
  let lo = 0
  let hi = Math.round(TOP_UG_M3 * 10)
  if (!reached(hi)) return null
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (reached(mid)) hi = mid
    else lo = mid + 1
  }
  return lo / 10
}
