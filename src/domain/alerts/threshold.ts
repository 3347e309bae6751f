import type { AlertPreferences, Sensitivity, Threshold } from '../contracts/alerts'
import { levelNameMessage } from '../aqi/levels'
import { regionalLevelNameMessage } from '../aqi/regional-levels'
import type { Translate } from '../i18n/locales'
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
  official: /*i18n*/ { id: 'threshold.official', message: '{index} {value} ({band})', comment: 'An official index, its value and its band: "UK DAQI 7 (High)". Sent in texts: GSM-7 characters only (decision 282).' },
}

/**
 * The official indexes' short names, as the texts, the regional card's verdict and the settings
 * say them (decision 275); GSM-7 characters only in every language (decision 282).
 */
export const OFFICIAL_INDEX_NAMES = {
  uk_daqi: /*i18n*/ { id: 'index.ukDaqi', message: 'UK DAQI', comment: "The UK's Daily Air Quality Index, by its short name. Sent in texts: GSM-7 characters only." },
  eaqi: /*i18n*/ { id: 'index.eaqi', message: 'European AQI', comment: "The European Environment Agency's air quality index, short. Sent in texts: GSM-7 characters only." },
} as const

/** An official index's value with its band: "UK DAQI 7 (High)", "European AQI 4 (Poor)", in the reader's words (`t`, decisions 275, 284). */
export function officialIndexWords(kind: keyof typeof OFFICIAL_INDEX_NAMES, value: number, t: Translate): string {
  const clamped = Math.min(kind === 'uk_daqi' ? 10 : 6, Math.max(1, Math.round(value)))
  const band = regionalLevelNameMessage(kind, clamped)
  return t({ ...THRESHOLD_MESSAGES.official, values: { index: t(OFFICIAL_INDEX_NAMES[kind]), value: clamped, band: band ? t(band) : '' } })
}

/**
 * How the app shows a threshold: "Poor (4 of 5)", "US AQI 151", "PM2.5 55.5 µg/m³",
 * "UK DAQI 7 (High)" (in the reader's words with `t`, decision 284).
 */
export function describeThreshold(threshold: Threshold, t: Translate): string {
  const { value } = threshold
  switch (threshold.kind) {
    case 'level':
      return t({ ...THRESHOLD_MESSAGES.level, values: { level: t(levelNameMessage(value)), value } })
    case 'us_aqi':
      return t({ ...THRESHOLD_MESSAGES.usAqi, values: { value } })
    case 'pm25':
      return t({ ...THRESHOLD_MESSAGES.pm25, values: { value } })
    case 'uk_daqi':
    case 'eaqi':
      return officialIndexWords(threshold.kind, value, t)
  }
}
