import type { Pollutant } from './pollutants'

/** DEFRA Daily Air Quality Index, 1 (lowest) to 10. */
export type DaqiIndex = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10

/** DEFRA's four bands: Low 1-3, Moderate 4-6, High 7-9, Very High 10. */
export const DAQI_BANDS = ['Low', 'Moderate', 'High', 'Very High'] as const
export type DaqiBand = (typeof DAQI_BANDS)[number]

/** UK-AIR's colour for each index 1-10. */
export const DAQI_COLORS = [
  '#9CFF9C', '#31FF00', '#31CF00', '#FFFF00', '#FFCF00', '#FF9A00', '#FF6464', '#FF0000', '#990000', '#CE30FF',
] as const

type DaqiPollutant = Exclude<Pollutant, 'co'>

/*
 * Upper bounds, in whole µg/m³, of indices 1-9; anything higher is 10. Source: DEFRA UK-AIR,
 * "Daily Air Quality Index" (uk-air.defra.gov.uk/air-pollution/daqi?view=more-info,
 * "Boundaries Between Index Points for Each Pollutant"), the thresholds COMEAP recommended and
 * DEFRA introduced in 2012 ("Update on Implementation of the Daily Air Quality Index", April 2013).
 * Averaging periods: O3 running 8-hour mean, NO2 hourly mean, SO2 15-minute mean (AirAhead only
 * has hourly values and uses them), PM2.5 and PM10 24-hour mean. CO is not part of the DAQI.
 *
 * DEFRA prints whole-number ranges (PM2.5 0-11, 12-23, …) and publishes concentrations as whole
 * µg/m³, so a concentration is rounded to the nearest whole µg/m³ (halves up) before lookup:
 * PM2.5 11.4 → 11 → index 1, 11.5 → 12 → index 2.
 */
const DAQI_UPPER_BOUNDS_UGM3: Readonly<Record<DaqiPollutant, readonly number[]>> = {
  o3: [33, 66, 100, 120, 140, 160, 187, 213, 240],
  no2: [67, 134, 200, 267, 334, 400, 467, 534, 600],
  so2: [88, 177, 266, 354, 443, 532, 710, 887, 1064],
  pm2_5: [11, 23, 35, 41, 47, 53, 58, 64, 70],
  pm10: [16, 33, 50, 58, 66, 75, 83, 91, 100],
}

/**
 * The DAQI index (1-10) of one pollutant.
 * @param ugm3 concentration in µg/m³ over the pollutant's averaging period (finite, ≥ 0)
 * @returns null for CO, which the DAQI does not cover
 */
export function daqiIndex(pollutant: Pollutant, ugm3: number): DaqiIndex | null {
  if (pollutant === 'co') return null
  const whole = Math.round(ugm3)
  let index = 1
  for (const upper of DAQI_UPPER_BOUNDS_UGM3[pollutant]) if (whole > upper) index += 1
  return index as DaqiIndex
}

/** DEFRA's band for an index 1-10. */
export function daqiBand(index: DaqiIndex): DaqiBand {
  if (index <= 3) return 'Low'
  if (index <= 6) return 'Moderate'
  if (index <= 9) return 'High'
  return 'Very High'
}
