import type { AirQualityEntry } from '../contracts/air-quality'
import type { Owm5Index } from '../aqi/owm5'
import { firstHourAtOrOver } from '../alerts/forecast-hour'

/** Spec §4 / §9: poor air starts at index 4, and the alert is sent 2 hours (7200 s) before it. */
export const POOR_INDEX = 4
export const ALERT_LEAD_SECONDS = 7200

export interface ForecastWarning {
  /** Start of the first hour at or above the threshold, unix seconds. */
  at: number
  aqi: number
  /** When the advance alert is due: `at` minus the lead time, unix seconds. */
  alertAt: number
}

/**
 * The dashboard's forecast alert: the first entry later than the current hour
 * (`nowSeconds`, unix s) whose 1-5 index is at least `threshold`. Same rule as the SMS alerts
 * (`firstHourAtOrOver`), except that the hour already under way is left to the current reading.
 */
export function forecastWarning(
  list: readonly AirQualityEntry[],
  nowSeconds: number,
  threshold = POOR_INDEX,
): ForecastWarning | null {
  const currentHourEnd = (Math.floor(nowSeconds / 3600) + 1) * 3600
  const hours = list.map((entry) => ({
    // The contract bounds main.aqi to an integer 1-5.
    time: entry.dt, level: entry.main.aqi as Owm5Index, usAqi: entry.usAqi, pm25: entry.components.pm2_5, entry,
  }))
  const first = firstHourAtOrOver(hours, currentHourEnd, { kind: 'level', value: threshold })
  return first ? { at: first.time, aqi: first.entry.main.aqi, alertAt: first.time - ALERT_LEAD_SECONDS } : null
}
