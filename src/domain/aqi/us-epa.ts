import type { Pollutant } from './pollutants'
import { convertConcentration, isUsableConcentration } from './units'
import type { ConcentrationUnit } from './units'

/** [C_lo, C_hi, I_lo, I_hi]: one row of EPA's breakpoint table. */
type Breakpoint = readonly [number, number, number, number]

/*
 * Breakpoints from U.S. EPA, "Technical Assistance Document for the Reporting of Daily Air
 * Quality – the Air Quality Index (AQI)", EPA-454/B-24-002, May 2024, Table 6, valid from
 * 6 May 2024 (2024 PM2.5 revision; Hazardous is one 301-500 row for every pollutant).
 * Cross-checked against AirNow's "The AQI Equation (2024)" (forum.airnowtech.org/t/453).
 */
const PM2_5_24H_UGM3: readonly Breakpoint[] = [
  [0.0, 9.0, 0, 50], [9.1, 35.4, 51, 100], [35.5, 55.4, 101, 150],
  [55.5, 125.4, 151, 200], [125.5, 225.4, 201, 300], [225.5, 325.4, 301, 500],
]
const PM10_24H_UGM3: readonly Breakpoint[] = [
  [0, 54, 0, 50], [55, 154, 51, 100], [155, 254, 101, 150],
  [255, 354, 151, 200], [355, 424, 201, 300], [425, 604, 301, 500],
]
// Table 6 footnote: 8-hour O3 does not define AQI values above 300; those use 1-hour O3.
const O3_8H_PPM: readonly Breakpoint[] = [
  [0.0, 0.054, 0, 50], [0.055, 0.07, 51, 100], [0.071, 0.085, 101, 150],
  [0.086, 0.105, 151, 200], [0.106, 0.2, 201, 300],
]
// 1-hour O3 is only defined from AQI 101 up.
const O3_1H_PPM: readonly Breakpoint[] = [
  [0.125, 0.164, 101, 150], [0.165, 0.204, 151, 200], [0.205, 0.404, 201, 300], [0.405, 0.604, 301, 500],
]
const CO_8H_PPM: readonly Breakpoint[] = [
  [0.0, 4.4, 0, 50], [4.5, 9.4, 51, 100], [9.5, 12.4, 101, 150],
  [12.5, 15.4, 151, 200], [15.5, 30.4, 201, 300], [30.5, 50.4, 301, 500],
]
// EPA computes SO2 AQI ≥ 200 from 24-hour means; with hourly model data we apply the 1-hour
// value across the whole table (a documented simplification).
const SO2_1H_PPB: readonly Breakpoint[] = [
  [0, 35, 0, 50], [36, 75, 51, 100], [76, 185, 101, 150],
  [186, 304, 151, 200], [305, 604, 201, 300], [605, 1004, 301, 500],
]
const NO2_1H_PPB: readonly Breakpoint[] = [
  [0, 53, 0, 50], [54, 100, 51, 100], [101, 360, 101, 150],
  [361, 649, 151, 200], [650, 1249, 201, 300], [1250, 2049, 301, 500],
]

/** Each pollutant's table unit and EPA truncation (decimal places kept before the lookup). */
const NATIVE: Readonly<Record<Pollutant, { unit: ConcentrationUnit; decimals: number }>> = {
  pm2_5: { unit: 'ug/m3', decimals: 1 },
  pm10: { unit: 'ug/m3', decimals: 0 },
  o3: { unit: 'ppm', decimals: 3 },
  co: { unit: 'ppm', decimals: 1 },
  so2: { unit: 'ppb', decimals: 0 },
  no2: { unit: 'ppb', decimals: 0 },
}
const TABLE: Readonly<Record<Exclude<Pollutant, 'o3'>, readonly Breakpoint[]>> = {
  pm2_5: PM2_5_24H_UGM3, pm10: PM10_24H_UGM3, co: CO_8H_PPM, so2: SO2_1H_PPB, no2: NO2_1H_PPB,
}

/** EPA category names (TAD Table 1), lowest first. */
export const US_AQI_CATEGORIES = [
  'Good', 'Moderate', 'Unhealthy for Sensitive Groups', 'Unhealthy', 'Very Unhealthy', 'Hazardous',
] as const
export type UsAqiCategory = (typeof US_AQI_CATEGORIES)[number]
/** What EPA calls a concentration above the top of its table (AQI > 500). */
export const BEYOND_THE_AQI = 'Beyond the AQI'

/** EPA standard colours (TAD Table 2: green, yellow, orange, red, purple, maroon), lowest first. */
export const US_AQI_COLORS = ['#00E400', '#FFFF00', '#FF7E00', '#FF0000', '#8F3F97', '#7E0023'] as const

export interface UsAqiResult {
  /** 0-500, or null beyond the top of the table. */
  index: number | null
  category: UsAqiCategory | typeof BEYOND_THE_AQI
}

/** EPA's truncation; the tiny nudge keeps e.g. 0.29 × 100 = 28.999… from losing a digit. */
function truncate(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.floor(value * factor + 1e-9) / factor
}

/** Linear interpolation inside the row holding c (already truncated); null above the table. */
function interpolate(table: readonly Breakpoint[], c: number): number | null {
  // Indexed rather than destructured: this runs for every pollutant of every hour.
  for (const row of table) {
    const cLo = row[0]
    const iLo = row[2]
    if (c <= row[1]) return Math.round(((row[3] - iLo) / (row[1] - cLo)) * (Math.max(c, cLo) - cLo) + iLo)
  }
  return null
}

/** Top AQI value of each category but Hazardous. */
const CATEGORY_TOPS = [50, 100, 150, 200, 300] as const

/** The EPA category of an AQI value 0-500 (0-50 Good … 301-500 Hazardous). */
export function usAqiCategory(index: number): UsAqiCategory {
  let position = 0
  while (position < CATEGORY_TOPS.length && index > (CATEGORY_TOPS[position] ?? 0)) position += 1
  return US_AQI_CATEGORIES[position] ?? 'Hazardous'
}

function result(index: number | null): UsAqiResult {
  return index === null ? { index: null, category: BEYOND_THE_AQI } : { index, category: usAqiCategory(index) }
}

/**
 * The ozone AQI from an 8-hour mean and a 1-hour value, both in ppm. As EPA's TAD describes,
 * the 8-hour table is used up to its top (0.200 ppm) and the 1-hour value, where it reaches the
 * 1-hour table (≥ 0.125 ppm), may raise the result (the higher of the two is reported). Above
 * 0.200 ppm only the 1-hour table applies; we feed it the higher of the two values, since an
 * 8-hour mean cannot exceed every hour inside it. A missing 8-hour mean is estimated by the hour.
 * @returns null when both values are missing
 */
export function usOzoneAqi(eightHourPpm: number | null, oneHourPpm: number | null): UsAqiResult | null {
  const hour = isUsableConcentration(oneHourPpm) ? truncate(oneHourPpm, 3) : null
  const eight = isUsableConcentration(eightHourPpm) ? truncate(eightHourPpm, 3) : hour
  if (eight === null) return null
  const lastEightHourRow = O3_8H_PPM[O3_8H_PPM.length - 1]
  if (lastEightHourRow && eight <= lastEightHourRow[1]) {
    const fromEight = interpolate(O3_8H_PPM, eight) ?? 0
    if (hour === null || hour < 0.125) return result(fromEight)
    const fromHour = interpolate(O3_1H_PPM, hour)
    return fromHour === null ? result(null) : result(Math.max(fromEight, fromHour))
  }
  return result(interpolate(O3_1H_PPM, Math.max(eight, hour ?? 0)))
}

/**
 * The US EPA AQI (0-500) of one pollutant: the value is converted to the table's unit
 * (PM µg/m³, O3 and CO ppm, SO2 and NO2 ppb; gases at 25 °C, 1 atm), truncated as EPA
 * prescribes (O3 3 decimals, PM2.5 and CO 1 decimal, PM10, SO2 and NO2 integers), placed in its
 * breakpoint row, linearly interpolated and rounded to the nearest integer. Averaging periods
 * are the caller's: PM 24 h, O3 and CO 8 h, SO2 and NO2 1 h. O3 is read as an 8-hour mean and
 * falls back to the 1-hour table above 0.200 ppm (see `usOzoneAqi`).
 * @returns index null and category 'Beyond the AQI' above the top of the table
 * @throws RangeError for NaN/negative values or PM given in ppb/ppm
 */
export function usAqiFromConcentration(pollutant: Pollutant, value: number, unit: ConcentrationUnit): UsAqiResult {
  if (!isUsableConcentration(value)) throw new RangeError(`not a concentration: ${value}`)
  const native = NATIVE[pollutant]
  const inNativeUnit = convertConcentration(pollutant, value, unit, native.unit)
  if (pollutant === 'o3') return usOzoneAqi(inNativeUnit, inNativeUnit) ?? result(null)
  return result(interpolate(TABLE[pollutant], truncate(inNativeUnit, native.decimals)))
}
