import type { Bbox, LatLon } from './bbox'

/**
 * The model grid the overlay samples: 0.1° cells (netlify/server/air-quality/cells.ts,
 * decision 137). Every spacing below is a whole number of cells, so a sample point is a
 * cell centre and the overlay reads the same cached rows as the dashboard.
 */
export const MODEL_GRID_DEGREES = 0.1

/** At most this many cells per view: one view costs at most this many cache misses (decision 186). */
export const MAX_OVERLAY_CELLS = 48

/** Spacings the overlay may use, finest first, in tenths of a degree (0.1° … 90°). */
const SPACING_TENTHS: readonly number[] = [1, 2, 5, 10, 20, 50, 100, 200, 450, 900]
const COARSEST_TENTHS = 900

/**
 * The finest spacing a zoom level shows usefully: at MapLibre zoom z the world is 512·2^z px
 * wide, and a cell narrower than ~20 px is noise on a phone. Zooms 8 and up show the model's
 * 0.1° cells (≥ 20 px at the equator, more away from it); each zoom out doubles the spacing.
 */
export function zoomSpacingTenths(zoom: number): number {
  const degrees = (20 / 512) * (360 / 2 ** zoom)
  return SPACING_TENTHS.find((tenths) => tenths / 10 >= degrees) ?? COARSEST_TENTHS
}

const countAlong = (from: number, to: number, tenths: number) =>
  Math.max(0, Math.floor((to * 10) / tenths) - Math.ceil((from * 10) / tenths) + 1)

/**
 * The points the overlay reads for a view: the centres of a regular lattice of model cells
 * at the zoom's spacing, widened until at most MAX_OVERLAY_CELLS fit in the view. Points
 * sit on whole multiples of the spacing, so panning keeps the points already read.
 * @returns the spacing in degrees and the points, south-west first, row by row
 */
export function overlaySamples(bbox: Bbox, zoom: number): { spacingDegrees: number; points: LatLon[] } {
  const floor = zoomSpacingTenths(zoom)
  const tenths =
    SPACING_TENTHS.find(
      (t) => t >= floor && countAlong(bbox.south, bbox.north, t) * countAlong(bbox.west, bbox.east, t) <= MAX_OVERLAY_CELLS,
    ) ?? COARSEST_TENTHS
  const points: LatLon[] = []
  const firstLat = Math.ceil((bbox.south * 10) / tenths)
  const firstLon = Math.ceil((bbox.west * 10) / tenths)
  const rows = countAlong(bbox.south, bbox.north, tenths)
  const cols = countAlong(bbox.west, bbox.east, tenths)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      // Integer tenths, divided once: no float drift (0.1 * 3 = 0.30000000000000004).
      points.push({ lat: ((firstLat + r) * tenths) / 10, lon: ((firstLon + c) * tenths) / 10 })
    }
  }
  // A view narrower than one spacing still gets its centre.
  if (points.length === 0) {
    const snap = (v: number) => Math.round(v * 10) / 10
    points.push({ lat: snap((bbox.south + bbox.north) / 2), lon: snap((bbox.west + bbox.east) / 2) })
  }
  return { spacingDegrees: tenths / 10, points }
}

/** Wind is smooth over tens of km: at most this many points per view (4 × 4). */
export const MAX_WIND_POINTS = 16

/** The wind lattice: 4 × 4 points at most, on whole multiples of 0.2° or a coarser spacing. */
export function windSamples(bbox: Bbox): LatLon[] {
  const ladder = [2, 5, 10, 20, 50, 100, 200, 450, 900, 1800]
  const tenths = ladder.find((t) => countAlong(bbox.south, bbox.north, t) * countAlong(bbox.west, bbox.east, t) <= MAX_WIND_POINTS) ?? 1800
  const points: LatLon[] = []
  const firstLat = Math.ceil((bbox.south * 10) / tenths)
  const firstLon = Math.ceil((bbox.west * 10) / tenths)
  for (let r = 0; r < countAlong(bbox.south, bbox.north, tenths); r++) {
    for (let c = 0; c < countAlong(bbox.west, bbox.east, tenths); c++) {
      points.push({ lat: ((firstLat + r) * tenths) / 10, lon: ((firstLon + c) * tenths) / 10 })
    }
  }
  if (points.length === 0) points.push({ lat: Math.round((bbox.south + bbox.north) * 5) / 10, lon: Math.round((bbox.west + bbox.east) * 5) / 10 })
  return points
}
