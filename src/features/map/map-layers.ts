import type { FeatureCollection } from 'geojson'
import { levelFor } from '../../domain/aqi/levels'
import type { Fire, OverlayCell, StationInView } from '../../domain/contracts/map'
import type { Hotspot } from '../../domain/map/hotspots'
import { downwindDegrees, type WindAt } from '../../domain/map/wind'

/** The overlay at one hour as squares of `spacing` degrees around each cell centre, coloured by level. */
export function cellFeatures(cells: readonly OverlayCell[], hourIndex: number, spacing: number, hotspots: readonly Hotspot[]): FeatureCollection {
  const half = spacing / 2
  const hot = new Set(hotspots.filter((h) => h.kind === 'cell').map((h) => h.id))
  return {
    type: 'FeatureCollection',
    features: cells.flatMap((cell) => {
      const level = cell.levels[hourIndex]
      if (level === null || level === undefined) return []
      const { lat, lon } = cell
      return [{
        type: 'Feature' as const,
        properties: { key: cell.key, level, color: levelFor(level).color, hotspot: hot.has(cell.key) },
        geometry: {
          type: 'Polygon' as const,
          coordinates: [[[lon - half, lat - half], [lon + half, lat - half], [lon + half, lat + half], [lon - half, lat + half], [lon - half, lat - half]]],
        },
      }]
    }),
  }
}

/** Stations as points coloured by level; corrected low-cost sensors carry a mark. */
export function stationFeatures(stations: readonly StationInView[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: stations.map((s) => ({
      type: 'Feature' as const,
      properties: { id: s.station.id, color: s.level === null ? '#6b7280' : levelFor(s.level).color, corrected: s.corrected },
      geometry: { type: 'Point' as const, coordinates: [s.station.lon, s.station.lat] },
    })),
  }
}

export function fireFeatures(fires: readonly Fire[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: fires.map((f) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [f.lon, f.lat] } })),
  }
}

/**
 * Wind as arrows drawn with lines (no sprite needed, so the offline basemap stays
 * network-free): a shaft pointing where the air goes, its length growing with the speed up to
 * `length` degrees at 10 m/s, and a two-stroke head (decision 187).
 */
export function windFeatures(winds: readonly WindAt[], length: number): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: winds.map((w) => {
      const toward = (downwindDegrees(w.fromDegrees) * Math.PI) / 180
      const size = length * Math.min(1, Math.max(0.35, w.speedMs / 10))
      const cosLat = Math.max(0.2, Math.cos((w.lat * Math.PI) / 180))
      const at = (angle: number, d: number, from: [number, number]): [number, number] => [from[0] + (Math.sin(angle) * d) / cosLat, from[1] + Math.cos(angle) * d]
      const tail = at(toward + Math.PI, size / 2, [w.lon, w.lat])
      const head = at(toward, size / 2, [w.lon, w.lat])
      return {
        type: 'Feature' as const,
        properties: {},
        geometry: {
          type: 'MultiLineString' as const,
          coordinates: [[tail, head], [at(toward + Math.PI - 0.5, size / 3, head), head, at(toward + Math.PI + 0.5, size / 3, head)]],
        },
      }
    }),
  }
}
