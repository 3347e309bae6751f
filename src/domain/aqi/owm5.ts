import { POLLUTANTS } from './pollutants'
import type { Pollutant } from './pollutants'
import { isUsableConcentration } from './units'

/** The spec's 1-5 index: 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor. */
export type Owm5Index = 1 | 2 | 3 | 4 | 5

/**
 * Lower bounds, in µg/m³, of Fair, Moderate, Poor and Very Poor for each pollutant.
 * Source: SPEC.md §9 "Pollutant bands" (below the first value Good, then Fair, Moderate, Poor,
 * else Very Poor). A value equal to a bound belongs to the higher level, so PM2.5 9.99 µg/m³ is
 * Good (1) and 10.0 µg/m³ is Fair (2).
 */
export const OWM5_BOUNDS_UGM3: Readonly<Record<Pollutant, readonly [number, number, number, number]>> = {
  so2: [20, 80, 250, 350],
  no2: [40, 70, 150, 200],
  pm10: [20, 50, 100, 200],
  pm2_5: [10, 25, 50, 75],
  o3: [60, 100, 140, 180],
  co: [4400, 9400, 12400, 15400],
}

/**
 * The 1-5 level of one pollutant.
 * @param ugm3 concentration in µg/m³ (finite, ≥ 0; callers filter out missing data)
 */
export function owm5Index(pollutant: Pollutant, ugm3: number): Owm5Index {
  let level = 1
  for (const bound of OWM5_BOUNDS_UGM3[pollutant]) {
    if (ugm3 >= bound) level += 1
  }
  return level as Owm5Index
}

export interface Owm5Overall {
  index: Owm5Index | null
  dominant: Pollutant | null
}

/**
 * The overall 1-5 level of one hour: the worst pollutant's level. On a tie the pollutant that
 * comes first in `POLLUTANTS` (PM2.5, PM10, O3, NO2, SO2, CO) is named dominant.
 * @param components concentrations in µg/m³; null, NaN and negative values are skipped
 * @returns `{ index: null, dominant: null }` when no pollutant has a value
 */
export function overallOwm5(components: Readonly<Record<Pollutant, number | null>>): Owm5Overall {
  let index: Owm5Index | null = null
  let dominant: Pollutant | null = null
  for (const pollutant of POLLUTANTS) {
    const value = components[pollutant]
    if (!isUsableConcentration(value)) continue
    const level = owm5Index(pollutant, value)
    if (index === null || level > index) {
      index = level
      dominant = pollutant
    }
  }
  return { index, dominant }
}
