import type { Pollutant } from './pollutants'
import { convertConcentration, isUsableConcentration } from './units'
import type { ConcentrationUnit } from './units'
import type { MessageDescriptor, Translate } from '../i18n/locales'

/** An averaging period: the span a concentration is a mean over. */
export type Averaging = '1h' | '8h' | '24h'

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
// Table 6 footnotes: "8-hour O3 values do not define higher AQI values (≥ 301). AQI values of
// 301 or higher are calculated with 1-hour O3 concentrations", and "1-hour O3 values do not
// define lower AQI values (≤ 100)": the 1-hour table starts at 0.125 ppm / AQI 101.
const O3_8H_PPM: readonly Breakpoint[] = [
  [0.0, 0.054, 0, 50], [0.055, 0.07, 51, 100], [0.071, 0.085, 101, 150],
  [0.086, 0.105, 151, 200], [0.106, 0.2, 201, 300],
]
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

/**
 * The averaging periods EPA's table defines for each pollutant, the first being the default.
 * A NowCast stands in for the period it estimates: PM NowCast for the 24-hour mean, ozone
 * NowCast for the 8-hour mean (AirNow reports both through those rows).
 */
export const US_AVERAGING: Readonly<Record<Pollutant, readonly Averaging[]>> = {
  pm2_5: ['24h'], pm10: ['24h'], o3: ['8h', '1h'], co: ['8h'], so2: ['1h'], no2: ['1h'],
}

/** The period a US sub-index was read from, as a tile names it. */
export type UsSubIndexPeriod = 'NowCast' | '8-hour mean' | 'hour'

/**
 * What one pollutant's US sub-index of an hour (`usSubIndexes`) is read from, so a screen that
 * shows the hour's concentration beside it can say the two differ: for the current hour and
 * before ('nowcast', decision 152) PM and ozone their NowCast (ozone's 1-hour value raises it
 * only from 0.125 ppm, AQI 101), CO its 8-hour mean, NO2 and SO2 the hour itself; a forecast hour
 * ('hourly') is read from its own values.
 */
export function usSubIndexPeriod(pollutant: Pollutant, averaging: 'nowcast' | 'hourly'): UsSubIndexPeriod {
  if (averaging === 'hourly' || pollutant === 'no2' || pollutant === 'so2') return 'hour'
  return pollutant === 'co' ? '8-hour mean' : 'NowCast'
}

const TABLE: Readonly<Record<Exclude<Pollutant, 'o3'>, readonly Breakpoint[]>> = {
  pm2_5: PM2_5_24H_UGM3, pm10: PM10_24H_UGM3, co: CO_8H_PPM, so2: SO2_1H_PPB, no2: NO2_1H_PPB,
}

/**
 * EPA category names, lowest first: U.S. EPA, "Technical Assistance Document for the Reporting
 * of Daily Air Quality – the Air Quality Index (AQI)", EPA-454/B-24-002, May 2024, Table 1:
 * Good 0-50, Moderate 51-100, Unhealthy for Sensitive Groups 101-150, Unhealthy 151-200,
 * Very Unhealthy 201-300, Hazardous 301 and higher.
 */
export const US_AQI_CATEGORIES = [
  'Good', 'Moderate', 'Unhealthy for Sensitive Groups', 'Unhealthy', 'Very Unhealthy', 'Hazardous',
] as const
export type UsAqiCategory = (typeof US_AQI_CATEGORIES)[number]

/** EPA standard colours (TAD Table 2: green, yellow, orange, red, purple, maroon), lowest first. */
export const US_AQI_COLORS = ['#00E400', '#FFFF00', '#FF7E00', '#FF0000', '#8F3F97', '#7E0023'] as const

/** The top of the AQI: concentrations above a table's last row are reported as 500, "500+". */
export const US_AQI_MAX = 500

export interface UsAqiResult {
  /** 0-500; 500 when the concentration is above the top of the table (see `beyond`). */
  index: number
  category: UsAqiCategory
  /**
   * True above the top of the table, what EPA calls "Beyond the AQI" (e.g. PM2.5 over
   * 325.4 µg/m³): shown as "500+", Hazardous, and never less severe than 500.
   */
  beyond: boolean
}

/** EPA's truncation; the tiny nudge keeps e.g. 0.29 × 100 = 28.999… from losing a digit. */
function truncate(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.floor(value * factor + 1e-9) / factor
}

/** Linear interpolation inside the row holding c (already truncated); 500+ above the table. */
function interpolate(table: readonly Breakpoint[], c: number): UsAqiResult {
  // Indexed rather than destructured: this runs for every pollutant of every hour.
  for (const row of table) {
    const cLo = row[0]
    const iLo = row[2]
    if (c <= row[1]) return result(Math.round(((row[3] - iLo) / (row[1] - cLo)) * (Math.max(c, cLo) - cLo) + iLo), false)
  }
  return result(US_AQI_MAX, true)
}

/** Top AQI value of each category but Hazardous. */
const CATEGORY_TOPS = [50, 100, 150, 200, 300] as const

/** The EPA category of an AQI value 0-500 (0-50 Good … 301-500 Hazardous). */
export function usAqiCategory(index: number): UsAqiCategory {
  let position = 0
  while (position < CATEGORY_TOPS.length && index > (CATEGORY_TOPS[position] ?? 0)) position += 1
  return US_AQI_CATEGORIES[position] ?? 'Hazardous'
}

/**
 * A US AQI as a person reads it, with EPA's own category name: "114 · Unhealthy for Sensitive
 * Groups", "500+ · Hazardous" above the table, "—" without a value. The name goes with every
 * US AQI shown (docs/product.md §Sources; decision 235): a US reader knows the number by it,
 * and the 1-5 level's word beside it (Moderate for 101-150) would understate it.
 * @param index the US AQI, 0-500
 * @param beyond above the top of EPA's table (shown "500+")
 */
export function usAqiWithCategory(index: number | null, beyond = false, t: Translate): string {
  if (index === null) return '—'
  return `${index}${beyond ? '+' : ''} · ${usAqiCategoryName(index, t)}`
}

/**
 * EPA's category names as messages (decision 284); Spanish as AirNow's Spanish pages name them
 * (Buena, Moderada, Dañina a la salud para grupos sensibles, …).
 */
export const US_AQI_CATEGORY_MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'scale.usEpa.1', message: 'Good' },
  /*i18n*/ { id: 'scale.usEpa.2', message: 'Moderate' },
  /*i18n*/ { id: 'scale.usEpa.3', message: 'Unhealthy for Sensitive Groups' },
  /*i18n*/ { id: 'scale.usEpa.4', message: 'Unhealthy' },
  /*i18n*/ { id: 'scale.usEpa.5', message: 'Very Unhealthy' },
  /*i18n*/ { id: 'scale.usEpa.6', message: 'Hazardous' },
]

/** EPA's category name of a US AQI in the reader's words ("Unhealthy"; Spanish "Dañina a la salud"). */
export function usAqiCategoryName(index: number, t: Translate): string {
  const message = US_AQI_CATEGORY_MESSAGES[US_AQI_CATEGORIES.indexOf(usAqiCategory(index))]
  return message ? t(message) : usAqiCategory(index)
}

function result(index: number, beyond: boolean): UsAqiResult {
  return { index, category: usAqiCategory(index), beyond }
}

/** The more severe of two results (a 500+ beats a 500). */
function worse(a: UsAqiResult | null, b: UsAqiResult | null): UsAqiResult | null {
  if (a === null) return b
  if (b === null) return a
  if (a.index !== b.index) return a.index > b.index ? a : b
  return b.beyond && !a.beyond ? b : a
}

/** The lowest AQI an 8-hour ozone mean above the 8-hour table (0.200 ppm) can have. */
const OZONE_ABOVE_8H_TABLE = 301

/**
 * The ozone AQI from an 8-hour value (a mean or an ozone NowCast) and a 1-hour value, both in
 * ppm, as EPA-454/B-24-002 prescribes: each is read on its own table and the higher AQI is
 * reported. The 1-hour table starts at 0.125 ppm (AQI 101): a lower 1-hour value defines nothing.
 * The 8-hour table ends at 0.200 ppm (AQI 300), and AQI values of 301 or more come from the
 * 1-hour table; so an 8-hour value above 0.200 ppm is at least 301 (Hazardous) and the 1-hour
 * value may raise it. Reading it on the 1-hour table instead would give 0.201 ppm an AQI of 196,
 * below the 300 of 0.200 ppm (decision 136).
 * @returns null when neither value defines an AQI (both missing, or only a 1-hour value < 0.125 ppm)
 */
export function usOzoneAqi(eightHourPpm: number | null, oneHourPpm: number | null): UsAqiResult | null {
  const eight = isUsableConcentration(eightHourPpm) ? truncate(eightHourPpm, 3) : null
  const hour = isUsableConcentration(oneHourPpm) ? truncate(oneHourPpm, 3) : null
  const lastEightHourRow = O3_8H_PPM[O3_8H_PPM.length - 1]
  const eightTop = lastEightHourRow ? lastEightHourRow[1] : 0.2
  const fromEight =
    eight === null ? null : eight <= eightTop ? interpolate(O3_8H_PPM, eight) : result(OZONE_ABOVE_8H_TABLE, false)
  const firstHourRow = O3_1H_PPM[0]
  const fromHour = hour === null || hour < (firstHourRow ? firstHourRow[0] : 0.125) ? null : interpolate(O3_1H_PPM, hour)
  return worse(fromEight, fromHour)
}

/**
 * The US EPA AQI (0-500) of one pollutant: the value is converted to the table's unit
 * (PM µg/m³, O3 and CO ppm, SO2 and NO2 ppb; gases at 25 °C, 1 atm), truncated as EPA
 * prescribes (O3 3 decimals, PM2.5 and CO 1 decimal, PM10, SO2 and NO2 integers), placed in its
 * breakpoint row, linearly interpolated and rounded to the nearest integer. Above the top row
 * the AQI is 500 with `beyond` set (EPA's "Beyond the AQI"), Hazardous.
 * @param averaging the period the value is a mean over (see `US_AVERAGING`; default the
 *   pollutant's first): PM 24 h, O3 8 h or 1 h, CO 8 h, SO2 and NO2 1 h. EPA uses 24-hour SO2
 *   above AQI 200; with hourly data the 1-hour row applies across the table.
 * @returns null only for a 1-hour ozone value below the 1-hour table (0.125 ppm)
 * @throws RangeError for NaN/negative values, PM given in ppb/ppm, or a period EPA's table does
 *   not define for the pollutant (e.g. a 1-hour PM2.5 value: pass a 24-hour mean or a NowCast)
 */
export function usAqiFromConcentration(
  pollutant: Pollutant,
  value: number,
  unit: ConcentrationUnit,
  averaging: Averaging = US_AVERAGING[pollutant][0] ?? '1h',
): UsAqiResult | null {
  if (!isUsableConcentration(value)) throw new RangeError(`not a concentration: ${value}`)
  if (!US_AVERAGING[pollutant].includes(averaging)) {
    throw new RangeError(`the US AQI has no ${averaging} table for ${pollutant}`)
  }
  const native = NATIVE[pollutant]
  const inNativeUnit = convertConcentration(pollutant, value, unit, native.unit, 25)
  if (pollutant === 'o3') return averaging === '8h' ? usOzoneAqi(inNativeUnit, null) : usOzoneAqi(null, inNativeUnit)
  return interpolate(TABLE[pollutant], truncate(inNativeUnit, native.decimals))
}

/** How the guide prints a pollutant's table: its unit, period and the top of each 1-5 level. */
export interface UsLevelBands {
  /** 'µg/m³', 'ppb' or 'ppm', as EPA's table reads it (ozone shown in ppb). */
  unit: string
  /** What the concentration is averaged over, in words (a message: `t(averaging)`, decision 284). */
  averaging: MessageDescriptor
  /** The concentration at the top of levels 1-4 (AQI 50, 100, 150, 200); above the last is level 5. */
  tops: readonly [number, number, number, number]
}

function topsOf(table: readonly Breakpoint[], scale = 1): UsLevelBands['tops'] {
  const top = (i: number) => Math.round((table[i]?.[1] ?? 0) * scale * 1000) / 1000
  return [top(0), top(1), top(2), top(3)]
}

/** The periods the guide's tables are averaged over. */
const BAND_AVERAGING = {
  nowcast24h: /*i18n*/ { id: 'aqi.averaging.nowcast24h', message: 'NowCast or 24-hour mean', comment: 'What a concentration is averaged over; NowCast is EPA\'s name, kept as is' },
  nowcast8h: /*i18n*/ { id: 'aqi.averaging.nowcast8h', message: 'NowCast or 8-hour mean', comment: 'What a concentration is averaged over; NowCast is EPA\'s name, kept as is' },
  hour: /*i18n*/ { id: 'aqi.averaging.hour', message: '1-hour mean', comment: 'What a concentration is averaged over' },
  mean8h: /*i18n*/ { id: 'aqi.averaging.mean8h', message: '8-hour mean', comment: 'What a concentration is averaged over' },
} as const

/**
 * The breakpoints behind the 1-5 levels of each pollutant (EPA-454/B-24-002 Table 6 rows for
 * AQI 0-50, 51-100, 101-150 and 151-200), for the guide.
 */
export const US_LEVEL_BANDS: Readonly<Record<Pollutant, UsLevelBands>> = {
  pm2_5: { unit: 'µg/m³', averaging: BAND_AVERAGING.nowcast24h, tops: topsOf(PM2_5_24H_UGM3) },
  pm10: { unit: 'µg/m³', averaging: BAND_AVERAGING.nowcast24h, tops: topsOf(PM10_24H_UGM3) },
  o3: { unit: 'ppb', averaging: BAND_AVERAGING.nowcast8h, tops: topsOf(O3_8H_PPM, 1000) },
  no2: { unit: 'ppb', averaging: BAND_AVERAGING.hour, tops: topsOf(NO2_1H_PPB) },
  so2: { unit: 'ppb', averaging: BAND_AVERAGING.hour, tops: topsOf(SO2_1H_PPB) },
  co: { unit: 'ppm', averaging: BAND_AVERAGING.mean8h, tops: topsOf(CO_8H_PPM) },
}
