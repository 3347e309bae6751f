import type { OverlayCell, StationInView } from '../contracts/map'
import { cellSource, type CellSource } from './cell-source'

/** A place in view ranked by its US AQI at one hour: a cell (the model, fused with stations near it) or a measuring station. */
export interface Hotspot {
  kind: 'cell' | 'station'
  /** The cell key or the station id. */
  id: string
  /** What a person reads: the station's name, or the cell's coordinates. */
  label: string
  lat: number
  lon: number
  usAqi: number
  level: number
  /** What a cell's level at that hour rests on (`cellSource`); 'station' for a station's own measurement (words: `sourceWords`). */
  source: CellSource | 'station'
}

/** Hotspots listed and highlighted per view (issue 16 item 3). */
export const HOTSPOT_COUNT = 5

const cellLabel = (cell: OverlayCell) =>
  `${Math.abs(cell.lat).toFixed(1)}°${cell.lat >= 0 ? 'N' : 'S'} ${Math.abs(cell.lon).toFixed(1)}°${cell.lon >= 0 ? 'E' : 'W'}`

/**
 * The worst places in view at slider hour `hourIndex`: cells by their forecast US AQI and
 * stations by their latest measured one (stations flagged unusable are left out), highest
 * first; a measurement beats the model on a tie. A hotspot stands out: its US AQI is above the
 * view's median and its level above Good, so an even or clean view lists none.
 */
export function hotspotsAt(cells: readonly OverlayCell[], stations: readonly StationInView[], hourIndex: number, count = HOTSPOT_COUNT): Hotspot[] {
  const all = placesAt(cells, stations, hourIndex)
  const sorted = all.map((h) => h.usAqi).sort((a, b) => a - b)
  const median = sorted.length === 0 ? 0 : ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2
  return all
    .filter((h) => h.level > 1 && h.usAqi > median)
    .sort(worstFirst)
    .slice(0, count)
}

/** What the view holds at one hour when no hotspot stands out. */
export interface AirInView {
  /** Cells and usable stations with a reading at that hour; 0 means the air in view is not known. */
  places: number
  /** The worst of them (null when there are none). */
  worst: Hotspot | null
}

/**
 * How many places in view have a reading at slider hour `hourIndex`, and the worst one: an
 * empty or evenly polluted view lists no hotspot, and the card must not then call it Good
 * (issue 24 item 4: offline in Delhi it said "the air in view is Good").
 */
export function airInView(cells: readonly OverlayCell[], stations: readonly StationInView[], hourIndex: number): AirInView {
  const all = placesAt(cells, stations, hourIndex)
  return { places: all.length, worst: all.sort(worstFirst)[0] ?? null }
}

/** Highest US AQI first; a measurement beats the model on a tie. */
function worstFirst(a: Hotspot, b: Hotspot): number {
  return b.usAqi - a.usAqi || (a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind === 'station' ? -1 : 1)
}

/** Every cell with a reading at that hour, and (at +0 h) every usable station. */
function placesAt(cells: readonly OverlayCell[], stations: readonly StationInView[], hourIndex: number): Hotspot[] {
  const all: Hotspot[] = []
  for (const cell of cells) {
    const usAqi = cell.usAqi[hourIndex]
    const level = cell.levels[hourIndex]
    if (usAqi === null || usAqi === undefined || level === null || level === undefined) continue
    all.push({ kind: 'cell', id: cell.key, label: cellLabel(cell), lat: cell.lat, lon: cell.lon, usAqi, level, source: cellSource(cell, hourIndex) })
  }
  // Stations measure now, so they rank only at +0 h.
  if (hourIndex === 0) {
    for (const s of stations) {
      if (s.usAqi === null || s.level === null || s.flags.length > 0) continue
      all.push({ kind: 'station', id: s.station.id, label: s.station.name, lat: s.station.lat, lon: s.station.lon, usAqi: s.usAqi, level: s.level, source: 'station' })
    }
  }
  return all
}
