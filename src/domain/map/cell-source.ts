import type { OverlayCell } from '../contracts/map'

/**
 * Whether an overlay cell's level at slider hour `hourIndex` rests on stations near it: the hour
 * under way (index 0) whose PM2.5 is measured or corrected by them (`pmSources`, decision 197),
 * and PM2.5 sets its level (the server says 'model' where another pollutant does). A later hour
 * is a forecast, however corrected: a +24 h cell is never "measured nearby" (issue 24 item 6).
 * False for the model alone and for answers made before the field existed.
 */
export function measuredNearby(cell: Pick<OverlayCell, 'pmSources'>, hourIndex: number): boolean {
  const source = cell.pmSources?.[hourIndex]
  return hourIndex === 0 && (source === 'measured' || source === 'fused')
}

export type CellSourceText = 'measured nearby' | 'forecast corrected by stations' | 'model estimate'

/** What the map says a cell's level at that hour rests on: measured nearby (now), the forecast corrected by stations nearby (later), or the model's. */
export function cellSourceText(cell: Pick<OverlayCell, 'pmSources'>, hourIndex: number): CellSourceText {
  if (measuredNearby(cell, hourIndex)) return 'measured nearby'
  const source = cell.pmSources?.[hourIndex]
  return hourIndex > 0 && (source === 'measured' || source === 'fused') ? 'forecast corrected by stations' : 'model estimate'
}
