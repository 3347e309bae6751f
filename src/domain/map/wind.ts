import type { LatLon } from './bbox'
import { distanceKm } from './bbox'

/** Wind at one point and hour: speed m/s, direction it blows FROM, degrees clockwise from north (WMO convention). */
export interface WindAt extends LatLon {
  speedMs: number
  fromDegrees: number
}

/**
 * Where the wind carries air: the opposite of where it comes from. A 270° (westerly) wind
 * blows toward 90° (east). WMO-No. 8, Guide to Instruments and Methods of Observation,
 * Vol. I ch. 5: direction is "the direction from which the wind blows".
 */
export function downwindDegrees(fromDegrees: number): number {
  return (((fromDegrees + 180) % 360) + 360) % 360
}

/** The 8-point compass name of a direction in degrees ("N", "NE", …). */
export function compassPoint(degrees: number): string {
  const names = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']
  return names[Math.round((((degrees % 360) + 360) % 360) / 45) % 8] ?? 'N'
}

/** The wind sample nearest to `point`, or null without samples. */
export function nearestWind(winds: readonly WindAt[], point: LatLon): WindAt | null {
  let best: WindAt | null = null
  let bestKm = Infinity
  for (const wind of winds) {
    const km = distanceKm(wind, point)
    if (km < bestKm) {
      best = wind
      bestKm = km
    }
  }
  return best
}
