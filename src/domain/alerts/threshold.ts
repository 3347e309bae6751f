import type { AlertPreferences, Sensitivity, Threshold } from '../contracts/alerts'
import { levelFor } from '../aqi/levels'
import { POOR_INDEX } from '../forecast/warning'

/** Poor (4 of 5) for most people; one step lower, Moderate (3), for a sensitive group. */
export function defaultThreshold(sensitivity: Sensitivity): Threshold {
  return { kind: 'level', value: sensitivity === 'general' ? POOR_INDEX : POOR_INDEX - 1 }
}

/** The threshold in force: the user's own, or the profile's default when they chose none. */
export function effectiveThreshold(preferences: Pick<AlertPreferences, 'threshold' | 'sensitivity'>): Threshold {
  return preferences.threshold ?? defaultThreshold(preferences.sensitivity)
}

/** How the app shows a threshold: "Poor (4 of 5)", "US AQI 151", "PM2.5 55.5 µg/m³". */
export function describeThreshold(threshold: Threshold): string {
  if (threshold.kind === 'level') return `${levelFor(threshold.value).name} (${threshold.value} of 5)`
  if (threshold.kind === 'us_aqi') return `US AQI ${threshold.value}`
  return `PM2.5 ${threshold.value} µg/m³`
}
