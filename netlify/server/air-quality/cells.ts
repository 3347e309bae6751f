import type { GridCell } from '../providers/air-quality/types'

/**
 * One grid for the app and the alert job (issue 13 item 4, docs/decisions/137-one-cell-grid.md):
 * 0.1° cells (about 11 km), the grid of CAMS Europe and finer than CAMS global (0.4°), so a
 * place's screen and its texts read the same cached forecast row. Keys look like
 * 'a:40.7,-74.0' (the prefix is the grid's name, from when the job had a grid of its own;
 * monitored_places.cell_key is computed with it in SQL).
 */
export const CELL_DEGREES = 0.1

/**
 * A coordinate in whole tenths of a degree, rounded as PostgreSQL rounds
 * `round(x::numeric, 1)`: the float8 → numeric cast keeps 15 significant digits
 * (`%.15g`, DBL_DIG), and numeric rounding goes half away from zero. Both sides therefore
 * work on the same decimal digits: 40.05 → 401 and -74.05 → -741, where
 * `Math.round(x / 0.1)` gives 400 (40.05 / 0.1 is 400.4999…) and -740. The migration
 * 20261125140000 computes monitored_places.cell_key this way; tests/integration/alerts-job-queue.test.ts
 * compares the two on a real PostgreSQL.
 */
export function tenthsOf(degrees: number): number {
  const magnitude = Math.abs(degrees)
  if (magnitude < 0.01) return 0
  // Below 1e21 and at or above 1e-6, toPrecision gives plain digits; coordinates are ≤ 180.
  const [whole = '0', fraction = ''] = magnitude.toPrecision(15).split('.')
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + (Number(fraction[1] ?? '0') >= 5 ? 1 : 0)
  return degrees < 0 ? -tenths : tenths
}

const formatTenths = (tenths: number) => `${tenths < 0 ? '-' : ''}${Math.floor(Math.abs(tenths) / 10)}.${Math.abs(tenths) % 10}`

/** The 0.1° cell of a point (degrees), named by its centre: 'a:40.7,-74.0' (longitude -180 is 180). */
export function cellFor(point: { lat: number; lon: number }): GridCell {
  const lat = tenthsOf(point.lat)
  let lon = tenthsOf(point.lon)
  if (lon === -1800) lon = 1800
  return { key: `a:${formatTenths(lat)},${formatTenths(lon)}`, lat: lat / 10, lon: lon / 10 }
}

/** The cell named by a key cellFor (or the cell_key column) made. */
export function cellOfKey(key: string): GridCell {
  const [lat = NaN, lon = NaN] = key.slice(2).split(',').map(Number)
  return { key, lat, lon }
}
