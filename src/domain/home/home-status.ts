import { levelFor } from '../aqi/levels'
import type { AirQualityEntry, RegionalResponse } from '../contracts/air-quality'
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

/**
 * The official index shown beside the verdict (/home's regional card) when it is at or above
 * its scale's warning level (`isDangerous`: UK DAQI 7 "High", EAQI 4 "Poor", US AQI 151).
 */
export interface OfficialWarning {
  /** The index's short name and value, e.g. "UK DAQI 10". */
  index: string
  /** The band's own name, e.g. "Very High". */
  band: string
  /** The scale's own health advice for the band (src/domain/aqi/regional-levels.ts). */
  advice: string
}

const SHORT_SCALE_NAMES: Record<RegionalResponse['scale'], string> = { uk_daqi: 'UK DAQI', eaqi: 'European AQI', us_epa: 'US AQI' }

/** The official warning a regional answer carries, or null when it is under its warning level or unknown. */
export function officialWarningOf(regional: RegionalResponse | undefined): OfficialWarning | null {
  if (!regional?.isDangerous || regional.aqi === null) return null
  const value = `${regional.aqi}${regional.beyond ? '+' : ''}`
  return { index: `${SHORT_SCALE_NAMES[regional.scale]} ${value}`, band: regional.level.name, advice: regional.level.healthAdvice }
}

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
 */
export function homeStatus(
  now: AirQualityEntry,
  inTwoHours: AirQualityEntry | null,
  threshold: Threshold = DEFAULT_THRESHOLD,
  official: OfficialWarning | null = null,
): HomeStatus {
  const nowAqi = now.main.aqi
  const inTwoHoursAqi = inTwoHours ? inTwoHours.main.aqi : null
  const nowName = levelFor(nowAqi).name
  const later = inTwoHoursAqi === null ? null : levelFor(inTwoHoursAqi).name
  const base = { nowAqi, inTwoHoursAqi }
  // Under Poor, "over the threshold" can only be a personal (lower) one: say so, calmly.
  const personal = `At or above your alert level, ${describeThreshold(threshold)}.`
  // On an official-index threshold the verdict names that index's value, as the text does (decision 275).
  const officialWords = (entry: AirQualityEntry): string | null => {
    const value = isOfficialThreshold(threshold) ? measure(forecastHourOf(entry), threshold) : null
    return value === null ? null : officialIndexWords(threshold.kind as 'uk_daqi' | 'eaqi', value)
  }
  if (nowAqi >= POOR_INDEX || exceeds(forecastHourOf(now), threshold)) {
    const words = nowAqi >= POOR_INDEX ? null : officialWords(now)
    return {
      ...base, kind: 'danger', emoji: '🚨', color: '#B91C1C', textColor: '#FFFFFF',
      title: words === null ? `${nowName} air now` : `${words} now`,
      message:
        nowAqi >= POOR_INDEX
          ? 'Limit time outdoors and keep windows closed. Children, older adults and people with asthma should stay inside.'
          : `${personal} Take it easy outdoors and keep inhalers and medicines at hand.`,
    }
  }
  if (inTwoHours && inTwoHoursAqi !== null && (inTwoHoursAqi >= POOR_INDEX || exceeds(forecastHourOf(inTwoHours), threshold))) {
    const words = inTwoHoursAqi >= POOR_INDEX ? null : officialWords(inTwoHours)
    return {
      ...base, kind: 'warning', emoji: '⚠️', color: '#C2410C', textColor: '#FFFFFF',
      title: words === null ? `${later} air in 2 hours` : `${words} in 2 hours`,
      message: 'Do outdoor activities now or move them indoors later. Keep inhalers and medicines at hand.',
    }
  }
  // An official index at its warning level, shown on the same screen, is never met with a calm
  // verdict (decision 243): the 1-5 level stays the yardstick of texts and comparisons, but the
  // advice is the official one.
  if (official) {
    return {
      ...base, kind: 'warning', emoji: '⚠️', color: '#C2410C', textColor: '#FFFFFF',
      title: `Official warning: ${official.index}, ${official.band}`,
      message: `${official.advice} AirAhead's level is ${nowName} now: it reads the US AQI (NowCast), while the official index is averaged its own way.`,
    }
  }
  if (inTwoHoursAqi !== null && inTwoHoursAqi > nowAqi) {
    return {
      ...base, kind: 'caution', emoji: '🟡', color: '#FEF3C7', textColor: '#78350F',
      title: 'Air is getting worse',
      message: `${nowName} now, ${later} in 2 hours. Sensitive groups may want to finish outdoor plans early.`,
    }
  }
  return {
    ...base, kind: 'safe', emoji: '✅', color: '#DCFCE7', textColor: '#14532D',
    title: later === null ? `${nowName} air now` : 'No worsening expected',
    message:
      later === null
        ? 'The 2-hour forecast is not available right now, so check again before long outdoor plans.'
        : `${nowName} now and ${later} in 2 hours. ${levelFor(Math.max(nowAqi, inTwoHoursAqi ?? nowAqi)).healthAdvice.general}`,
  }
}
