import { levelFor } from '../aqi/levels'
import type { AirQualityEntry } from '../contracts/air-quality'
import { ALERT_LEAD_SECONDS, POOR_INDEX } from '../forecast/warning'

const HOUR_SECONDS = 3600

export type HomeStatusKind = 'danger' | 'warning' | 'caution' | 'safe'

/** The home screen's verdict (spec §4 "Home status"): what to show and in which colours. */
export interface HomeStatus {
  kind: HomeStatusKind
  emoji: string
  title: string
  message: string
  /** Card background (hex). */
  color: string
  /** Text on `color`, with a WCAG contrast of at least 4.5:1. */
  textColor: string
  /** The current 1-5 index. */
  nowAqi: number
  /** The 1-5 index forecast for 2 hours from now, or null when the forecast does not reach it. */
  inTwoHoursAqi: number | null
}

/**
 * The 1-5 index "in 2 hours" (the spec's "second forecast entry"): the forecast hour that
 * contains `nowSeconds` + 7200 s, i.e. the entry with dt ≤ now + 2 h < dt + 1 h. At 14:20 that
 * is the 16:00 hour. Null when the list has no such hour.
 */
export function aqiInTwoHours(list: readonly AirQualityEntry[], nowSeconds: number): number | null {
  const target = nowSeconds + ALERT_LEAD_SECONDS
  const entry = list.find((e) => e.dt <= target && target < e.dt + HOUR_SECONDS)
  return entry ? entry.main.aqi : null
}

/**
 * Spec §4, in this order: danger when the air is Poor or worse now; warning when it will be
 * Poor or worse in 2 hours; caution when it will be worse than now; otherwise safe. Without a
 * 2-hour forecast only "danger" and "safe" can be told apart, and the safe message says the
 * outlook is unknown instead of promising clean air.
 * @param nowAqi the current 1-5 index
 * @param inTwoHoursAqi the 1-5 index in 2 hours, or null when unknown
 */
export function homeStatus(nowAqi: number, inTwoHoursAqi: number | null): HomeStatus {
  const now = levelFor(nowAqi).name
  const later = inTwoHoursAqi === null ? null : levelFor(inTwoHoursAqi).name
  const base = { nowAqi, inTwoHoursAqi }
  if (nowAqi >= POOR_INDEX) {
    return {
      ...base, kind: 'danger', emoji: '🚨', color: '#B91C1C', textColor: '#FFFFFF',
      title: `${now} air now`,
      message: 'Limit time outdoors and keep windows closed. Children, older adults and people with asthma should stay inside.',
    }
  }
  if (inTwoHoursAqi !== null && inTwoHoursAqi >= POOR_INDEX) {
    return {
      ...base, kind: 'warning', emoji: '⚠️', color: '#C2410C', textColor: '#FFFFFF',
      title: `${later} air in 2 hours`,
      message: 'Do outdoor activities now or move them indoors later. Keep inhalers and medicines at hand.',
    }
  }
  if (inTwoHoursAqi !== null && inTwoHoursAqi > nowAqi) {
    return {
      ...base, kind: 'caution', emoji: '🟡', color: '#FEF3C7', textColor: '#78350F',
      title: 'Air is getting worse',
      message: `${now} now, ${later} in 2 hours. Sensitive groups may want to finish outdoor plans early.`,
    }
  }
  return {
    ...base, kind: 'safe', emoji: '✅', color: '#DCFCE7', textColor: '#14532D',
    title: later === null ? `${now} air now` : 'No worsening expected',
    message:
      later === null
        ? 'The 2-hour forecast is not available right now, so check again before long outdoor plans.'
        : `${now} now and ${later} in 2 hours. Enjoy your usual activities.`,
  }
}
