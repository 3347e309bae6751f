import { gridCellFor } from '../air-quality/cells'
import type { GridCell } from '../providers/air-quality/types'

/**
 * The alert job's forecast cell: 0.1° (about 11 km), the grid of CAMS Europe and finer
 * than CAMS global (0.4°), so places in one cell share one forecast and one upstream call.
 * Keys carry an `a:` prefix so they never collide with the dashboard's 0.01° cells in the
 * shared cache.
 */
export const ALERT_CELL_DEGREES = 0.1

export function alertCellFor(point: { lat: number; lon: number }): GridCell {
  return gridCellFor(point, ALERT_CELL_DEGREES, 'a:')
}
