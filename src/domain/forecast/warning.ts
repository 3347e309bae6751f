import type { AirQualityEntry } from '../contracts/air-quality'

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
 * (`nowSeconds`, unix s) whose 1-5 index is at least `threshold`.
 */
export function forecastWarning(
  list: readonly AirQualityEntry[],
  nowSeconds: number,
  threshold = POOR_INDEX,
): ForecastWarning | null {
  const currentHourEnd = (Math.floor(nowSeconds / 3600) + 1) * 3600
  const first = [...list]
    .sort((a, b) => a.dt - b.dt)
    .find((e) => e.dt >= currentHourEnd && e.main.aqi >= threshold)
  return first ? { at: first.dt, aqi: first.main.aqi, alertAt: first.dt - ALERT_LEAD_SECONDS } : null
}
