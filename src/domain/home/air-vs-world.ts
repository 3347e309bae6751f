import type { Coordinates } from '../contracts/air-quality'

/** A city the home screen compares the user's air with (spec §9 "Comparison cities", first three). */
export interface WorldCity extends Coordinates {
  name: string
}

export const WORLD_CITIES: readonly WorldCity[] = [
  { name: 'New York', lat: 40.7128, lon: -74.006 },
  { name: 'Los Angeles', lat: 34.0522, lon: -118.2437 },
  { name: 'London', lat: 51.5074, lon: -0.1278 },
]

/** One place's current air: the 1-5 index and the US AQI (0-500) when the source has one. */
export interface AirFigure {
  aqi: number
  usAqi: number | null
}

/** How the user's air compares with a city's: "cleaner" means the user's air is cleaner. */
export type AirVerdict = 'cleaner' | 'similar' | 'worse'

/** Spec §9: two readings are "Similar" when they differ by less than 10 percent. */
export const SIMILAR_FRACTION = 0.1

/**
 * Compares two places' current air on the finest scale both have: the US AQI when both
 * readings carry it, else the 1-5 index. The 10 % is taken of the larger value, so the
 * verdict does not depend on which place is "mine".
 */
export function compareAir(mine: AirFigure, theirs: AirFigure): AirVerdict {
  const [a, b] = mine.usAqi !== null && theirs.usAqi !== null ? [mine.usAqi, theirs.usAqi] : [mine.aqi, theirs.aqi]
  if (a === b || Math.abs(a - b) < SIMILAR_FRACTION * Math.max(a, b)) return 'similar'
  return a < b ? 'cleaner' : 'worse'
}
