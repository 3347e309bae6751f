import type { Translate } from '../i18n/locales'
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

/** The 8 compass points' abbreviations, north first and clockwise (Spanish: N, NE, E, SE, S, SO, O, NO). */
const COMPASS_POINTS = [
  /*i18n*/ { id: 'compass.n', message: 'N', comment: 'The compass point north, abbreviated' },
  /*i18n*/ { id: 'compass.ne', message: 'NE', comment: 'The compass point northeast, abbreviated' },
  /*i18n*/ { id: 'compass.e', message: 'E', comment: 'The compass point east, abbreviated' },
  /*i18n*/ { id: 'compass.se', message: 'SE', comment: 'The compass point southeast, abbreviated' },
  /*i18n*/ { id: 'compass.s', message: 'S', comment: 'The compass point south, abbreviated' },
  /*i18n*/ { id: 'compass.sw', message: 'SW', comment: 'The compass point southwest, abbreviated' },
  /*i18n*/ { id: 'compass.w', message: 'W', comment: 'The compass point west, abbreviated' },
  /*i18n*/ { id: 'compass.nw', message: 'NW', comment: 'The compass point northwest, abbreviated' },
] as const

/** The 8-point compass name of a direction in degrees ("N", "NE", …; in the reader's words with `t`). */
export function compassPoint(degrees: number, t: Translate): string {
  return t(COMPASS_POINTS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8] ?? COMPASS_POINTS[0])
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
