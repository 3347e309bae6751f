import type { Translate } from '../i18n/locales'
import { distanceKm, type LatLon } from './bbox'
import { compassPoint } from './wind'

/** A named position: a town and the point it was asked for. */
export interface NamedPoint extends LatLon {
  name: string
}

/** Within this distance (km) a point is called by the anchor's own name. */
const SAME_PLACE_KM = 1.5

const PLACE_NEAR_MESSAGE = /*i18n*/ {
  id: 'map.placeNear',
  message: '{km} km {direction} of {place}',
  comment: 'A map row named from the nearest town: "12 km NE of Delhi"; {direction}: a compass point (N, NE, …, in the reader\'s words)',
}

/** The initial bearing from `a` to `b`, degrees clockwise from north. */
export function bearingDegrees(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180
  const y = Math.sin((b.lon - a.lon) * rad) * Math.cos(b.lat * rad)
  const x = Math.cos(a.lat * rad) * Math.sin(b.lat * rad) - Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lon - a.lon) * rad)
  return ((Math.atan2(y, x) / rad) + 360) % 360
}

/**
 * A place name for a map row (issue 25 item 5): "Delhi" near the named anchor, else
 * "12 km NE of Delhi" (whole km, the 8 compass points; "a 12 km al NE de Delhi" in Spanish
 * with `t`, decision 284); null without an anchor. The town keeps the gazetteer's name.
 */
export function placeNear(point: LatLon, anchor: NamedPoint | null, t: Translate): string | null {
  if (!anchor) return null
  const km = distanceKm(anchor, point)
  if (km < SAME_PLACE_KM) return anchor.name
  return t({ ...PLACE_NEAR_MESSAGE, values: { km: Math.round(km), direction: compassPoint(bearingDegrees(anchor, point), t), place: anchor.name } })
}
