import type { MouseEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import MapIcon from 'lucide-react/icons/map'
import type { Feature, Position } from 'geojson'
import type { LatLon } from '../../domain/map/bbox'
import { degreesPerPixel, latitudeOfMercatorY, mercatorY } from '../../domain/map/mercator'
import type { MapView } from './api/map-view'
import type { MapLayersData } from './map-canvas'

interface MapPreviewProps {
  view: MapView
  layers: MapLayersData
  /** The interactive map's files are on their way: the preview stays until it draws. */
  loading: boolean
  /** Tapped (the point tapped, when it was a tap and not a key). */
  onOpen: (point: LatLon | null) => void
}

/** Screen units of the preview: x = longitude, y = −Mercator y, both degrees (north up, as SVG's y grows down). */
const at = ([lon, lat]: Position): string => `${lon},${-mercatorY(lat ?? 0)}`
const path = (lines: Position[][]): string => lines.map((line) => `M${line.map(at).join('L')}`).join('')

/** One GeoJSON feature of the map's layers as SVG, painted as map-canvas.tsx paints it. */
function Shape({ feature, layer, px }: { feature: Feature; layer: keyof MapLayersData; px: number }) {
  const g = feature.geometry
  const color = String(feature.properties?.['color'] ?? '#6b7280')
  if (g.type === 'Polygon') {
    const hotspot = feature.properties?.['hotspot'] === true
    return <path d={`${path(g.coordinates)}Z`} fill={color} fillOpacity={0.55} stroke={hotspot ? '#111827' : 'none'} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
  }
  if (g.type === 'MultiLineString') return <path d={path(g.coordinates)} fill="none" stroke="#1e3a5f" strokeWidth={2} vectorEffect="non-scaling-stroke" />
  if (g.type !== 'Point') return null
  const [x, y] = at(g.coordinates).split(',')
  return layer === 'fires' ? (
    <circle cx={x} cy={y} r={6 * px} fill="#b91c1c" stroke="#fff7ed" strokeWidth={2} vectorEffect="non-scaling-stroke" />
  ) : (
    <circle cx={x} cy={y} r={8 * px} fill={color} stroke={feature.properties?.['corrected'] ? '#6b21a8' : '#111827'} strokeWidth={2} vectorEffect="non-scaling-stroke" />
  )
}

const ORDER = ['cells', 'wind', 'fires', 'stations'] as const

/**
 * A still picture of the map's first view (decision 195): the overlay's cells, hotspots, wind,
 * fires and stations drawn as SVG from the same layers, with no map library. It costs the
 * page no script to parse and no WebGL; tapping it loads the interactive MapLibre map in
 * its place (and reads the point tapped, as the map would).
 */
export function MapPreview({ view, layers, loading, onOpen }: MapPreviewProps) {
  const { t } = useLingui()
  const { west, east, south, north } = view.bbox
  const top = -mercatorY(north)
  const height = mercatorY(north) - mercatorY(south)
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    // A key press (Enter, Space) clicks with detail 0 and no point.
    const svg = event.currentTarget.querySelector('svg')
    const matrix = event.detail > 0 ? svg?.getScreenCTM()?.inverse() : null
    if (!svg || !matrix) return onOpen(null)
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix)
    onOpen({ lat: latitudeOfMercatorY(-p.y), lon: p.x })
  }
  return (
    <button type="button" className="map-preview" onClick={open} aria-busy={loading} data-testid="map-preview">
      <svg viewBox={`${west} ${top} ${east - west} ${height}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        {ORDER.flatMap((layer) => layers[layer].features.map((feature, i) => <Shape key={`${layer}${i}`} feature={feature} layer={layer} px={degreesPerPixel(view.zoom)} />))}
      </svg>
      <span className="map-preview__label">
        <MapIcon aria-hidden="true" className="icon" />
        {loading ? t`Loading the interactive map…` : t`Open the interactive map`}
      </span>
    </button>
  )
}
