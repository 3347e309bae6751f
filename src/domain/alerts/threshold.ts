import type { AlertPreferences, Sensitivity, Threshold } from '../contracts/alerts'
import { levelFor } from '../aqi/levels'
import { daqiBand, type DaqiIndex } from '../aqi/uk-daqi'
import { eaqiCategory, type EaqiIndex } from '../aqi/eaqi'
import { POOR_INDEX } from '../forecast/warning'

/** Poor (4 of 5) for most people; one step lower, Moderate (3), for a sensitive group. */
export function defaultThreshold(sensitivity: Sensitivity): Threshold {
  return { kind: 'level', value: sensitivity === 'general' ? POOR_INDEX : POOR_INDEX - 1 }
}

/** The threshold in force: the user's own, or the profile's default when they chose none. */
export function effectiveThreshold(preferences: Pick<AlertPreferences, 'threshold' | 'sensitivity'>): Threshold {
  return preferences.threshold ?? defaultThreshold(preferences.sensitivity)
}

/** The official indexes' short names, as the texts, the regional card's verdict and the settings say them. */
export const OFFICIAL_INDEX_NAMES = { uk_daqi: 'UK DAQI', eaqi: 'European AQI' } as const

/** An official index's value with its band: "UK DAQI 7 (High)", "European AQI 4 (Poor)"; GSM-7 basic characters only. */
export function officialIndexWords(kind: keyof typeof OFFICIAL_INDEX_NAMES, value: number): string {
  const clamped = Math.min(kind === 'uk_daqi' ? 10 : 6, Math.max(1, Math.round(value)))
  const band = kind === 'uk_daqi' ? daqiBand(clamped as DaqiIndex) : eaqiCategory(clamped as EaqiIndex)
  return `${OFFICIAL_INDEX_NAMES[kind]} ${clamped} (${band})`
}

/** How the app shows a threshold: "Poor (4 of 5)", "US AQI 151", "PM2.5 55.5 µg/m³", "UK DAQI 7 (High)". */
export function describeThreshold(threshold: Threshold): string {
  switch (threshold.kind) {
    case 'level':
      return `${levelFor(threshold.value).name} (${threshold.value} of 5)`
    case 'us_aqi':
      return `US AQI ${threshold.value}`
    case 'pm25':
      return `PM2.5 ${threshold.value} µg/m³`
    case 'uk_daqi':
    case 'eaqi':
      return officialIndexWords(threshold.kind, threshold.value)
  }
}
