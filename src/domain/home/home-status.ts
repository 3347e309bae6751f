import { levelNameMessage, levelText } from '../aqi/levels'
import type { MessageDescriptor, Translate } from '../i18n/locales'
import type { AirQualityEntry } from '../contracts/air-quality'
import type { OfficialWarning } from './official-warning'
import type { Threshold } from '../contracts/alerts'
import { exceeds, forecastHourOf, isOfficialThreshold, measure } from '../alerts/forecast-hour'
import { describeThreshold, officialIndexWords } from '../alerts/threshold'
import { ALERT_LEAD_SECONDS, DEFAULT_THRESHOLD, POOR_INDEX } from '../forecast/warning'

const HOUR_SECONDS = 3600

export type HomeStatusKind = 'danger' | 'warning' | 'caution' | 'safe'

/** The home screen's verdict (docs/product.md §States, home verdict): what to show and in which colours. */
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

export { officialWarningOf, translatedOfficialWarning, type OfficialWarning } from './official-warning'

/** The verdicts' words (decision 284). */
const STATUS_MESSAGES = {
  levelNow: /*i18n*/ { id: 'home.levelNow', message: '{level} air now' },
  officialNow: /*i18n*/ { id: 'home.officialNow', message: '{words} now', comment: 'An official index at the member\'s threshold: "UK DAQI 8 (High) now"' },
  officialInTwoHours: /*i18n*/ { id: 'home.officialInTwoHours', message: '{words} in 2 hours', comment: 'An official index at the member\'s threshold: "UK DAQI 8 (High) in 2 hours"' },
  personal: /*i18n*/ { id: 'home.personal', message: 'At or above your alert level, {threshold}.' },
  dangerPoor: /*i18n*/ {
    id: 'home.danger.poor',
    message: 'Limit time outdoors and keep windows closed. Children, older adults and people with asthma should stay inside.',
  },
  dangerPersonal: /*i18n*/ { id: 'home.danger.personal', message: '{personal} Take it easy outdoors and keep inhalers and medicines at hand.' },
  warningTitle: /*i18n*/ { id: 'home.warning.title', message: '{level} air in 2 hours' },
  warningMessage: /*i18n*/ { id: 'home.warning.message', message: 'Do outdoor activities now or move them indoors later. Keep inhalers and medicines at hand.' },
  officialTitle: /*i18n*/ { id: 'home.official.title', message: 'Official warning: {index}, {band}' },
  officialMessage: /*i18n*/ {
    id: 'home.official.message',
    message: "{advice} AirAhead's level is {level} now: it reads the US AQI (NowCast), while the official index is averaged its own way.",
  },
  cautionTitle: /*i18n*/ { id: 'home.caution.title', message: 'Air is getting worse' },
  cautionMessage: /*i18n*/ { id: 'home.caution.message', message: '{now} now, {later} in 2 hours. Sensitive groups may want to finish outdoor plans early.' },
  noWorsening: /*i18n*/ { id: 'home.safe.title', message: 'No worsening expected' },
  unknownLater: /*i18n*/ { id: 'home.safe.unknown', message: 'The 2-hour forecast is not available right now, so check again before long outdoor plans.' },
  safeMessage: /*i18n*/ { id: 'home.safe.message', message: '{now} now and {later} in 2 hours. {advice}' },
} as const satisfies Record<string, MessageDescriptor>

/**
 * The entry "in 2 hours" (the spec's "second forecast entry"): the forecast hour that
 * contains `nowSeconds` + 7200 s, i.e. the entry with dt ≤ now + 2 h < dt + 1 h. At 14:20 that
 * is the 16:00 hour. Null when the list has no such hour.
 */
export function entryInTwoHours(list: readonly AirQualityEntry[], nowSeconds: number): AirQualityEntry | null {
  const target = nowSeconds + ALERT_LEAD_SECONDS
  return list.find((e) => e.dt <= target && target < e.dt + HOUR_SECONDS) ?? null
}

/**
 * docs/product.md §States, in this order: danger when the air is Poor or worse, or at or over the viewer's
 * alert threshold, now; warning when it will be in 2 hours; caution when it will be worse
 * than now; otherwise safe. The threshold is the one the viewer's SMS alerts use (the same
 * `exceeds` rule; Poor, 4 of 5, unless they chose another or a sensitive profile), so the
 * home screen warns whenever a text would; a personal threshold can add warnings but never
 * hides the spec's Poor ones (decision 087). Without a 2-hour forecast only "danger" and "safe" can be told
 * apart, and the safe message says the outlook is unknown instead of promising clean air. The
 * safe message gives the level's own advice (the worse of now and 2 hours), so a Moderate hour
 * never reads "Enjoy your usual activities" (decision 135). An official index at its warning
 * level shown beside the verdict turns a calm verdict into its warning (decision 243).
 * @param now the current reading
 * @param inTwoHours the forecast entry for 2 hours from now, or null when unknown
 * @param official the official index on the same screen, when at its warning level
 * @param t the reader's words (decision 284); English without it
 */
export function homeStatus(
  now: AirQualityEntry,
  inTwoHours: AirQualityEntry | null,
  threshold: Threshold = DEFAULT_THRESHOLD,
  official: OfficialWarning | null = null,
  t: Translate,
): HomeStatus {
  const nowAqi = now.main.aqi
  const inTwoHoursAqi = inTwoHours ? inTwoHours.main.aqi : null
  const nowName = t(levelNameMessage(nowAqi))
  const later = inTwoHoursAqi === null ? null : t(levelNameMessage(inTwoHoursAqi))
  const say = (descriptor: MessageDescriptor, values: Record<string, unknown> = {}) => t({ ...descriptor, values })
  const base = { nowAqi, inTwoHoursAqi }
  // Under Poor, "over the threshold" can only be a personal (lower) one: say so, calmly.
  const personal = say(STATUS_MESSAGES.personal, { threshold: describeThreshold(threshold, t) })
  // On an official-index threshold the verdict names that index's value, as the text does (decision 275).
  const officialWords = (entry: AirQualityEntry): string | null => {
    const value = isOfficialThreshold(threshold) ? measure(forecastHourOf(entry), threshold) : null
    return value === null ? null : officialIndexWords(threshold.kind as 'uk_daqi' | 'eaqi', value, t)
  }
  if (nowAqi >= POOR_INDEX || exceeds(forecastHourOf(now), threshold)) {
    const words = nowAqi >= POOR_INDEX ? null : officialWords(now)
    return {
      ...base, kind: 'danger', emoji: '🚨', color: '#B91C1C', textColor: '#FFFFFF',
      title: words === null ? say(STATUS_MESSAGES.levelNow, { level: nowName }) : say(STATUS_MESSAGES.officialNow, { words }),
      message: nowAqi >= POOR_INDEX ? say(STATUS_MESSAGES.dangerPoor) : say(STATUS_MESSAGES.dangerPersonal, { personal }),
    }
  }
  if (inTwoHours && inTwoHoursAqi !== null && (inTwoHoursAqi >= POOR_INDEX || exceeds(forecastHourOf(inTwoHours), threshold))) {
    const words = inTwoHoursAqi >= POOR_INDEX ? null : officialWords(inTwoHours)
    return {
      ...base, kind: 'warning', emoji: '⚠️', color: '#C2410C', textColor: '#FFFFFF',
      title: words === null ? say(STATUS_MESSAGES.warningTitle, { level: later }) : say(STATUS_MESSAGES.officialInTwoHours, { words }),
      message: say(STATUS_MESSAGES.warningMessage),
    }
  }
  // An official index at its warning level, shown on the same screen, is never met with a calm
  // verdict (decision 243): the 1-5 level stays the yardstick of texts and comparisons, but the
  // advice is the official one.
  if (official) {
    return {
      ...base, kind: 'warning', emoji: '⚠️', color: '#C2410C', textColor: '#FFFFFF',
      title: say(STATUS_MESSAGES.officialTitle, { index: official.index, band: official.band }),
      message: say(STATUS_MESSAGES.officialMessage, { advice: official.advice, level: nowName }),
    }
  }
  if (inTwoHoursAqi !== null && inTwoHoursAqi > nowAqi) {
    return {
      ...base, kind: 'caution', emoji: '🟡', color: '#FEF3C7', textColor: '#78350F',
      title: say(STATUS_MESSAGES.cautionTitle),
      message: say(STATUS_MESSAGES.cautionMessage, { now: nowName, later }),
    }
  }
  return {
    ...base, kind: 'safe', emoji: '✅', color: '#DCFCE7', textColor: '#14532D',
    title: later === null ? say(STATUS_MESSAGES.levelNow, { level: nowName }) : say(STATUS_MESSAGES.noWorsening),
    message:
      later === null
        ? say(STATUS_MESSAGES.unknownLater)
        : say(STATUS_MESSAGES.safeMessage, { now: nowName, later, advice: levelText(Math.max(nowAqi, inTwoHoursAqi ?? nowAqi), t).healthAdvice.general }),
  }
}
