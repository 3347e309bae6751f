import type { AlertPreferences, Sensitivity, Threshold } from '../contracts/alerts'
import { levelNameMessage } from '../aqi/levels'
import { english, type Translate } from '../i18n/locales'
import { POOR_INDEX } from '../forecast/warning'

/** Poor (4 of 5) for most people; one step lower, Moderate (3), for a sensitive group. */
export function defaultThreshold(sensitivity: Sensitivity): Threshold {
  return { kind: 'level', value: sensitivity === 'general' ? POOR_INDEX : POOR_INDEX - 1 }
}

/** The threshold in force: the user's own, or the profile's default when they chose none. */
export function effectiveThreshold(preferences: Pick<AlertPreferences, 'threshold' | 'sensitivity'>): Threshold {
  return preferences.threshold ?? defaultThreshold(preferences.sensitivity)
}

const THRESHOLD_MESSAGES = {
  level: /*i18n*/ { id: 'threshold.level', message: '{level} ({value} of 5)' },
  usAqi: /*i18n*/ { id: 'threshold.usAqi', message: 'US AQI {value}' },
  pm25: /*i18n*/ { id: 'threshold.pm25', message: 'PM2.5 {value} µg/m³' },
}

/** How the app shows a threshold: "Poor (4 of 5)", "US AQI 151", "PM2.5 55.5 µg/m³" (in the reader's words with `t`, decision 284). */
export function describeThreshold(threshold: Threshold, t: Translate = english): string {
  const { value } = threshold
  if (threshold.kind === 'level') return t({ ...THRESHOLD_MESSAGES.level, values: { level: t(levelNameMessage(value)), value } })
  if (threshold.kind === 'us_aqi') return t({ ...THRESHOLD_MESSAGES.usAqi, values: { value } })
  return t({ ...THRESHOLD_MESSAGES.pm25, values: { value } })
}
