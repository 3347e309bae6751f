import type { AirQualityEntry } from '../contracts/air-quality'
import type { Threshold } from '../contracts/alerts'
import type { Owm5Index } from '../aqi/owm5'

/** One forecast hour as the alert decision reads it; null means the provider had no value. */
export interface ForecastHour {
  /** Start of the hour, unix seconds. */
  time: number
  /** AirAhead's 1-5 index (1 Good … 5 Very Poor). */
  level: Owm5Index | null
  /** US EPA AQI, 0-500. */
  usAqi: number | null
  /** PM2.5 concentration, µg/m³. */
  pm25: number | null
  /**
   * What the hour's level rests on, named in the text (issue 14 part 4, decision 194): 'measured'
   * when its PM2.5 comes from stations near the place (measured, or the model corrected by them)
   * and PM2.5 sets its US AQI; 'forecast' when the model alone does. Absent where fusion never
   * ran (the text then names neither).
   */
  basis?: 'measured' | 'forecast'
  /**
   * The hour on the official indexes of Europe (decision 257): DEFRA's DAQI (1-10) and the EEA's
   * EAQI (1-6), as the regional card computes them (`indexSeriesAt`). Absent where not computed.
   */
  official?: { ukDaqi: number | null; eaqi: number | null }
}

/** A place's official index and the level its warning starts at (the regional card's `isDangerous`, decision 243). */
export interface OfficialWarning {
  scale: 'uk_daqi' | 'eaqi' | 'us_epa'
  from: number
}

/** The hour's value on `warning.scale`, or null where it is not known. */
function officialValue(hour: ForecastHour, warning: OfficialWarning): number | null {
  if (warning.scale === 'us_epa') return hour.usAqi
  const value = warning.scale === 'uk_daqi' ? hour.official?.ukDaqi : hour.official?.eaqi
  return value ?? null
}

/** True when the hour is known to be at or above the official index's warning level. */
export function underOfficialWarning(hour: ForecastHour, warning: OfficialWarning | undefined): boolean {
  if (warning === undefined) return false
  const value = officialValue(hour, warning)
  return value !== null && value >= warning.from
}

/** An API forecast or reading entry as the alert rules read it. */
export function forecastHourOf(entry: AirQualityEntry): ForecastHour {
  // The contract bounds main.aqi to an integer 1-5.
  const hour: ForecastHour = { time: entry.dt, level: entry.main.aqi as Owm5Index, usAqi: entry.usAqi, pm25: entry.components.pm2_5 }
  return entry.official ? { ...hour, official: entry.official } : hour
}

/*
 * Very Poor: level 5 on the spec's scale, or EPA's "Very Unhealthy" and above, which starts at
 * AQI 201 and, for PM2.5 since the 2024 revision, at 125.5 µg/m³ (U.S. EPA, Technical
 * Assistance Document for the Reporting of Daily Air Quality, EPA-454/B-24-002, May 2024,
 * Table 6; the same rows as `PM2_5_24H_UGM3` in ../aqi/us-epa.ts).
 */
export const VERY_POOR_LEVEL = 5
export const VERY_POOR_US_AQI = 201
export const VERY_POOR_PM25_UGM3 = 125.5

/** The hour's value in the threshold's own measure (1-5 level, US AQI, PM2.5 µg/m³, UK DAQI or EAQI), or null. */
export function measure(hour: ForecastHour, threshold: Threshold): number | null {
  switch (threshold.kind) {
    case 'level':
      return hour.level
    case 'us_aqi':
      return hour.usAqi
    case 'pm25':
      return hour.pm25
    case 'uk_daqi':
      return hour.official?.ukDaqi ?? null
    case 'eaqi':
      return hour.official?.eaqi ?? null
  }
}

/** True for a threshold on an official index (UK DAQI, European AQI; decision 275). */
export function isOfficialThreshold(threshold: Threshold): threshold is Extract<Threshold, { kind: 'uk_daqi' | 'eaqi' }> {
  return threshold.kind === 'uk_daqi' || threshold.kind === 'eaqi'
}

/** True when the hour is at or over the threshold; an hour without that measure never is. */
export function exceeds(hour: ForecastHour, threshold: Threshold): boolean {
  const value = measure(hour, threshold)
  return value !== null && value >= threshold.value
}

/** True only when the hour's measure is known and under the threshold (missing data is not "clear"). */
export function isBelow(hour: ForecastHour, threshold: Threshold): boolean {
  const value = measure(hour, threshold)
  return value !== null && value < threshold.value
}

/** Very Poor by any measure the hour has: level 5, US AQI ≥ 201 or PM2.5 ≥ 125.5 µg/m³. */
export function isVeryPoor(hour: ForecastHour): boolean {
  return (
    hour.level === VERY_POOR_LEVEL ||
    (hour.usAqi !== null && hour.usAqi >= VERY_POOR_US_AQI) ||
    (hour.pm25 !== null && hour.pm25 >= VERY_POOR_PM25_UGM3)
  )
}

/**
 * The earliest hour starting at or after `fromTime` (unix s) that is at or over the threshold,
 * whatever order `hours` come in. The one rule shared by the dashboard banner and the alerts.
 */
export function firstHourAtOrOver<H extends ForecastHour>(
  hours: readonly H[],
  fromTime: number,
  threshold: Threshold,
): H | null {
  let first: H | null = null
  for (const hour of hours) {
    if (hour.time >= fromTime && exceeds(hour, threshold) && (first === null || hour.time < first.time)) first = hour
  }
  return first
}
