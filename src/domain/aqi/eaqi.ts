import type { Pollutant } from './pollutants'

/** EEA European Air Quality Index level: 1 Good … 6 Extremely poor. */
export type EaqiIndex = 1 | 2 | 3 | 4 | 5 | 6

/** EEA's level names, as written on airindex.eea.europa.eu, lowest first. */
export const EAQI_CATEGORIES = ['Good', 'Fair', 'Moderate', 'Poor', 'Very poor', 'Extremely poor'] as const
export type EaqiCategory = (typeof EAQI_CATEGORIES)[number]

/** EEA index colours, lowest first. */
export const EAQI_COLORS = ['#50F0E6', '#50CCAA', '#F0E641', '#FF5050', '#960032', '#7D2181'] as const

type EaqiPollutant = Exclude<Pollutant, 'co'>

/*
 * Upper bounds, in µg/m³, of Good, Fair, Moderate, Poor and Very poor; anything above the last is
 * Extremely poor. Source: the revised European Air Quality Index, ETC HE Report 2024/17 "EEA's
 * revision of the European air quality index bands", Table 5.2 ("Final agreed updated EEA
 * European air quality index"), as served on airindex.eea.europa.eu. The first two PM and NO2
 * bounds are the WHO 2021 annual and 24-hour guideline levels; the 2017 index started at
 * PM2.5 10, PM10 20, NO2 40, O3 50, SO2 100. CO is not part of the index.
 *
 * The published table prints whole-number ranges (PM2.5 0-5, 6-15, 16-50, …), which leaves
 * e.g. 5.4 unplaced. We read the ranges as continuous with an inclusive upper bound: a value
 * belongs to the first level whose upper bound it does not exceed, so 5.0 is Good and 5.01 is
 * Fair. This never understates a level (rounding 5.4 down to 5 would call air above the WHO
 * annual guideline Good).
 *
 * Averaging: the caller passes the concentration it means to classify. The 2017 index used
 * 24-hour running means for PM; descriptions of the 2024 revision (ETC HE 2024/17) say it
 * classifies hourly values of every pollutant, PM included, so AirAhead's series passes each
 * hour's own values (hour-indexes.ts).
 */
const EAQI_UPPER_BOUNDS_UGM3: Readonly<Record<EaqiPollutant, readonly [number, number, number, number, number]>> = {
  pm2_5: [5, 15, 50, 90, 140],
  pm10: [15, 45, 120, 195, 270],
  no2: [10, 25, 60, 100, 150],
  o3: [60, 100, 120, 160, 180],
  so2: [20, 40, 125, 190, 275],
}

/**
 * The EAQI level (1-6) of one pollutant.
 * @param ugm3 concentration in µg/m³ (finite, ≥ 0)
 * @returns null for CO, which the EAQI does not cover
 */
export function eaqiIndex(pollutant: Pollutant, ugm3: number): EaqiIndex | null {
  if (pollutant === 'co') return null
  const bounds = EAQI_UPPER_BOUNDS_UGM3[pollutant]
  let level = 1
  for (const upper of bounds) if (ugm3 > upper) level += 1
  return level as EaqiIndex
}

/** EEA's name for a level 1-6. */
export function eaqiCategory(index: EaqiIndex): EaqiCategory {
  return EAQI_CATEGORIES[index - 1] ?? 'Extremely poor'
}
