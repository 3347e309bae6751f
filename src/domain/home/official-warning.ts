import { regionalLevel } from '../aqi/levels'
import { regionalLevelText } from '../aqi/regional-levels'
import type { AirQualityResponse, RegionalResponse } from '../contracts/air-quality'
import type { MessageDescriptor, Translate } from '../i18n/locales'

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

const SHORT_SCALE_NAMES: Record<RegionalResponse['scale'], MessageDescriptor> = {
  uk_daqi: /*i18n*/ { id: 'scale.short.ukDaqi', message: 'UK DAQI {value}' },
  eaqi: /*i18n*/ { id: 'scale.short.eaqi', message: 'European AQI {value}' },
  us_epa: /*i18n*/ { id: 'scale.short.usEpa', message: 'US AQI {value}' },
}

/** An official index's short name and value: "UK DAQI 9", "US AQI 501+" (in the reader's words with `t`). */
export function officialIndexLabel(scale: RegionalResponse['scale'], value: string, t: Translate): string {
  return t({ ...SHORT_SCALE_NAMES[scale], values: { value } })
}

/**
 * The official warning a regional answer carries, or null when it is under its warning level
 * or unknown; its index, band and advice in the reader's words with `t`.
 */
export function officialWarningOf(regional: RegionalResponse | undefined, t: Translate): OfficialWarning | null {
  if (!regional?.isDangerous || regional.aqi === null) return null
  const value = `${regional.aqi}${regional.beyond ? '+' : ''}`
  const level = regionalLevelText(regional.scale, regional.level.index, t) ?? regional.level
  return { index: officialIndexLabel(regional.scale, value, t), band: level.name, advice: level.healthAdvice }
}

/**
 * The official warning an air-quality answer carries (`officialWarning`, decision 275) in the
 * reader's words with `t`, from its scale and value; as sent (English) when an older answer
 * kept offline has neither.
 */
export function translatedOfficialWarning(warning: AirQualityResponse['officialWarning'], t: Translate): OfficialWarning | null {
  if (!warning) return null
  const { scale, value } = warning
  if (scale === undefined || value === undefined) return { index: warning.index, band: warning.band, advice: warning.advice }
  const level = regionalLevelText(scale, regionalLevel(scale, value).index, t)
  const index = officialIndexLabel(scale, `${value}${warning.beyond ? '+' : ''}`, t)
  return level ? { index, band: level.name, advice: level.healthAdvice } : { index, band: warning.band, advice: warning.advice }
}

