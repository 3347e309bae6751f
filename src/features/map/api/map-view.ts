import type { Bbox } from '../../../domain/map/bbox'

/** What the map shows: its bounds and zoom. The overlay, wind and fires are asked per view. */
export interface MapView {
  bbox: Bbox
  zoom: number
}

/** Bounds rounded to 0.01° (about 1 km): a view nudged by a pixel asks again only when it moved. */
export function viewQuery({ bbox, zoom }: MapView): Record<string, number> {
  const r = (v: number) => Math.round(v * 100) / 100
  return { west: r(bbox.west), south: r(bbox.south), east: r(bbox.east), north: r(bbox.north), zoom: Math.round(zoom * 10) / 10 }
}

/**
 * The view around a centre at a zoom for a viewport (px), as MapLibre shows it: 512 px span
 * 360/2^zoom degrees of longitude; latitude shrinks by cos(lat). Used before (or without) the
 * map, so the list view asks for what the map would show.
 */
export function viewAround(center: { lat: number; lon: number }, zoom: number, widthPx: number, heightPx: number): MapView {
  const degreesPerPx = 360 / (512 * 2 ** zoom)
  const halfLon = (widthPx / 2) * degreesPerPx
  const halfLat = (heightPx / 2) * degreesPerPx * Math.cos((center.lat * Math.PI) / 180)
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v))
  return {
    bbox: {
      west: clamp(center.lon - halfLon, 180),
      east: clamp(center.lon + halfLon, 180),
      south: clamp(center.lat - halfLat, 85),
      north: clamp(center.lat + halfLat, 85),
    },
    zoom,
  }
}
