import type { Coordinates } from '../contracts/coordinates'
import type { StoredReading } from '../storage/readings'
import { distanceKm } from './comparison'

/**
 * Readings this close to a place count as the place's (docs/decisions/064): the air-quality
 * models behind the readings resolve about 10 km (CAMS Europe 0.1°) to 40 km (CAMS global),
 * so neighbouring ~1 km cells within it describe the same air.
 */
export const PLACE_RADIUS_KM = 10

/** The readings taken within PLACE_RADIUS_KM of a place, newest first. */
export function readingsNear<T extends Pick<StoredReading, 'coords' | 'time'>>(readings: readonly T[], place: Coordinates): T[] {
  return readings.filter((r) => distanceKm(r.coords, place) <= PLACE_RADIUS_KM).sort((a, b) => b.time - a.time)
}
