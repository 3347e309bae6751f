import type { GridCell } from '../providers/air-quality/types'

/**
 * Cell size in degrees. 0.01° is about 1.1 km of latitude: finer than any air-quality
 * model's grid (CAMS Europe is 0.1°), so rounding costs no detail and lets every
 * request inside a cell share one cached forecast.
 */
export const CELL_DEGREES = 0.01

function roundToCell(value: number): number {
  const rounded = Math.round(value / CELL_DEGREES) * CELL_DEGREES
  // toFixed removes binary noise (40.710000000000001); `+ 0` turns -0 into 0.
  return Number(rounded.toFixed(2)) + 0
}

/** The ~1 km cell containing a coordinate (degrees), named by its rounded centre. */
export function cellFor(point: { lat: number; lon: number }): GridCell {
  const lat = roundToCell(point.lat)
  let lon = roundToCell(point.lon)
  if (lon === -180) lon = 180
  return { key: `${lat.toFixed(2)},${lon.toFixed(2)}`, lat, lon }
}
