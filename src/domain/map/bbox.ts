/** A view's bounds in degrees (WGS 84): west < east (no antimeridian crossing), south < north. */
export interface Bbox {
  west: number
  south: number
  east: number
  north: number
}

/** A point in degrees. */
export interface LatLon {
  lat: number
  lon: number
}

const EARTH_RADIUS_KM = 6371.0088

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle (haversine) distance between two points, km (IUGG mean Earth radius). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat)
  const dLon = toRadians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Initial bearing from `a` to `b`, degrees clockwise from true north, 0 ≤ bearing < 360. */
export function bearingDegrees(a: LatLon, b: LatLon): number {
  const φ1 = toRadians(a.lat)
  const φ2 = toRadians(b.lat)
  const Δλ = toRadians(b.lon - a.lon)
  const y = Math.sin(Δλ) * Math.cos(φ2)
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ)
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}

/** True when `point` lies inside `bbox` (edges included). */
export function contains(bbox: Bbox, point: LatLon): boolean {
  return point.lat >= bbox.south && point.lat <= bbox.north && point.lon >= bbox.west && point.lon <= bbox.east
}
