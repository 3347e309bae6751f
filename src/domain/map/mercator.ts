/*
 * Web Mercator (EPSG:3857), the projection MapLibre draws in, with y in degrees so that one
 * unit of x (longitude) and one of y cover the same distance on screen: the static preview
 * of /map draws the overlay in these units and reads a tap back with their inverse.
 * Formula: Snyder, "Map Projections — A Working Manual" (USGS Professional Paper 1395,
 * 1987), ch. 7 (Mercator, sphere): eq. 7-2, y = R ln tan(π/4 + φ/2), and its inverse eq. 7-4,
 * φ = π/2 − 2 arctan e^(−y/R); here R is 180/π so that y comes out in degrees.
 */

const DEGREES_PER_RADIAN = 180 / Math.PI

/** Mercator y of a latitude (degrees, |lat| < 90), in degrees of the equator: 0 at the equator, north positive. */
export function mercatorY(latDegrees: number): number {
  return DEGREES_PER_RADIAN * Math.log(Math.tan(Math.PI / 4 + latDegrees / DEGREES_PER_RADIAN / 2))
}

/** The latitude (degrees) of a Mercator y in degrees of the equator: the inverse of mercatorY. */
export function latitudeOfMercatorY(yDegrees: number): number {
  return DEGREES_PER_RADIAN * (Math.PI / 2 - 2 * Math.atan(Math.exp(-yDegrees / DEGREES_PER_RADIAN)))
}

/** Degrees of longitude (and of Mercator y) one CSS pixel spans at a MapLibre zoom: 512 px span 360° at zoom 0. */
export function degreesPerPixel(zoom: number): number {
  return 360 / (512 * 2 ** zoom)
}
