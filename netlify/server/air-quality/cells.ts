import type { GridCell } from '../providers/air-quality/types'

/**
 * Cell size in degrees. 0.01° is about 1.1 km of latitude: finer than any air-quality
 * model's grid (CAMS Europe is 0.1°), so rounding costs no detail and lets every
 * request inside a cell share one cached forecast.
 */
export const CELL_DEGREES = 0.01

/**
 * The grid cell of `degrees` (a power of ten: 0.01, 0.1) containing a coordinate, named by
 * its rounded centre, with `prefix` before the key (grids sharing one cache keep apart).
 */
export function gridCellFor(point: { lat: number; lon: number }, degrees: number, prefix = ''): GridCell {
  const decimals = Math.round(-Math.log10(degrees))
  // toFixed removes binary noise (40.710000000000001); `+ 0` turns -0 into 0.
  const round = (value: number) => Number((Math.round(value / degrees) * degrees).toFixed(decimals)) + 0
  const lat = round(point.lat)
  let lon = round(point.lon)
  if (lon === -180) lon = 180
  return { key: `${prefix}${lat.toFixed(decimals)},${lon.toFixed(decimals)}`, lat, lon }
}

/** The ~1 km cell containing a coordinate (degrees), named by its rounded centre. */
export function cellFor(point: { lat: number; lon: number }): GridCell {
  return gridCellFor(point, CELL_DEGREES)
}
