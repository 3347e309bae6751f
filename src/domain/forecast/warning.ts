import type { AirQualityEntry } from '../contracts/air-quality'
import type { Threshold } from '../contracts/alerts'
import { firstHourAtOrOver, forecastHourOf, isOfficialThreshold, measure } from '../alerts/forecast-hour'
import { officialIndexWords } from '../alerts/threshold'
import type { Translate } from '../i18n/locales'

/** docs/product.md §Forecast, §Limits: poor air starts at index 4, and the alert is sent 2 hours (7200 s) before it. */
export const POOR_INDEX = 4
export const ALERT_LEAD_SECONDS = 7200
/** Everyone's threshold unless they chose their own or a sensitive profile: Poor (4 of 5). */
export const DEFAULT_THRESHOLD: Threshold = { kind: 'level', value: POOR_INDEX }

export interface ForecastWarning {
  /** Start of the first hour at or above the threshold, unix seconds. */
  at: number
  aqi: number
  /** When the advance alert is due: `at` minus the lead time, unix seconds. */
  alertAt: number
  /**
   * The hour on the viewer's official-index threshold when it reaches it ("UK DAQI 7 (High)"):
   * the banner names it as the text does (decision 275). Absent for other thresholds.
   */
  official?: string
}

/**
 * The dashboard's forecast alert: the first entry later than the current hour
 * (`nowSeconds`, unix s) at or over `threshold` (a 1-5 level, US AQI or PM2.5, as the
 * viewer's alerts use) or Poor. Same rule as the SMS alerts (`firstHourAtOrOver`), except
 * that the hour already under way is left to the current reading.
 */
export function forecastWarning(
  list: readonly AirQualityEntry[],
  nowSeconds: number,
  threshold: Threshold = DEFAULT_THRESHOLD,
  t: Translate,
): ForecastWarning | null {
  const currentHourEnd = (Math.floor(nowSeconds / 3600) + 1) * 3600
  const hours = list.map((entry) => ({ ...forecastHourOf(entry), entry }))
  // A personal threshold adds warnings but never hides a Poor hour (decision 087).
  const candidates = [firstHourAtOrOver(hours, currentHourEnd, threshold), firstHourAtOrOver(hours, currentHourEnd, DEFAULT_THRESHOLD)]
  const first = candidates.reduce((a, b) => (a === null || (b !== null && b.time < a.time) ? b : a), null)
  if (!first) return null
  const warning: ForecastWarning = { at: first.time, aqi: first.entry.main.aqi, alertAt: first.time - ALERT_LEAD_SECONDS }
  const official = isOfficialThreshold(threshold) ? measure(first, threshold) : null
  return official !== null && official >= threshold.value ? { ...warning, official: officialIndexWords(threshold.kind as 'uk_daqi' | 'eaqi', official, t) } : warning
}
