import type { OverlayCell } from '../contracts/map'

/**
 * Whether an overlay cell's PM2.5 at slider hour `hourIndex` rests on stations near it: measured,
 * or the model corrected by them (`pmSources`, decision 197), as a place's texts count it
 * (decision 194). False for the model alone and for answers made before the field existed.
 */
export function measuredNearby(cell: Pick<OverlayCell, 'pmSources'>, hourIndex: number): boolean {
  const source = cell.pmSources?.[hourIndex]
  return source === 'measured' || source === 'fused'
}

/** What the map says a cell's level at that hour rests on. */
export function cellSourceText(cell: Pick<OverlayCell, 'pmSources'>, hourIndex: number): 'measured nearby' | 'model estimate' {
  return measuredNearby(cell, hourIndex) ? 'measured nearby' : 'model estimate'
}
