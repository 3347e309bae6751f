import { useEffect, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Map as MapLibreMap, Marker, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import type { FeatureCollection } from 'geojson'
import type { LatLon } from '../../domain/map/bbox'
import { i18n } from '../../lib/i18n'
import type { MapView } from './api/map-view'
import { basemapStyle } from './basemap'
import { LABEL_LIFT_PX, pickCityLabels, type City } from './city-labels'
import { MAP_SYMBOLS } from './map-symbols'

setWorkerUrl(workerUrl)

export interface MapLayersData {
  cells: FeatureCollection
  stations: FeatureCollection
  fires: FeatureCollection
  wind: FeatureCollection
}

export interface MapCanvasProps {
  center: LatLon
  /** The device's own position: the you-are-here marker (issue 25 item 5); null when not shared. */
  here: LatLon | null
  zoom: number
  layers: MapLayersData
  /** The map moved: its new bounds and zoom (after the move ends). */
  onView: (view: MapView) => void
  onTap: (point: LatLon) => void
  /** The map drew its first frame with the layers in place. */
  onReady: () => void
  /** Move focus to the map once it draws (the person opened it with the preview's button, now gone). */
  takeFocus: boolean
  /** WebGL could not start: the page falls back to the list view. */
  onUnavailable: (reason: string) => void
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] }
const SOURCES = ['cells', 'stations', 'fires', 'wind'] as const

/** Does this browser give a page WebGL (MapLibre draws with it)? */
function hasWebGl(): boolean {
  const canvas = document.createElement('canvas')
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
}

/** The bounds and zoom the map settled on, within the globe's ±180° and Web Mercator's ±85°. */
function reportView(m: MapLibreMap, onView: (view: MapView) => void) {
  const b = m.getBounds()
  onView({
    bbox: { west: Math.max(-180, b.getWest()), south: Math.max(-85, b.getSouth()), east: Math.min(180, b.getEast()), north: Math.min(85, b.getNorth()) },
    zoom: m.getZoom(),
  })
}

/** A city's name on the offline basemap, just above its point (the you-are-here dot stays clear): text over the map, not a control (decision 290). */
function cityLabel(name: string): HTMLElement {
  const element = document.createElement('span')
  element.className = 'map-city'
  element.textContent = name
  element.setAttribute('aria-hidden', 'true')
  return element
}

/**
 * Names the largest cities in view on the offline basemap, which has no labels of its own (it
 * draws no glyphs, decision 185); a configured style labels its own map. Called when the view
 * settles; the names move with the map in between.
 */
function cityLabeller(m: MapLibreMap, cities: readonly City[]): () => void {
  let markers: Marker[] = []
  return () => {
    for (const marker of markers) marker.remove()
    const b = m.getBounds()
    const bounds = { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }
    const canvas = m.getCanvas()
    const viewport = { width: canvas.clientWidth, height: canvas.clientHeight }
    markers = pickCityLabels(cities, bounds, m.getZoom(), (lat, lon) => m.project([lon, lat]), viewport).map((city) =>
      new Marker({ element: cityLabel(city.name), anchor: 'bottom', offset: [0, -LABEL_LIFT_PX] }).setLngLat([city.lon, city.lat]).addTo(m),
    )
  }
}

/**
 * The MapLibre map (loaded with /map only): the basemap, the overlay's cells (hotspots
 * outlined), wind arrows, fires and stations. It reports each view it settles on and each tap;
 * the page owns the data.
 */
export function MapCanvas({ center, here, zoom, layers, takeFocus, onView, onTap, onReady, onUnavailable }: MapCanvasProps) {
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const [ready, setReady] = useState(false)
  const callbacks = useRef({ onView, onTap, onReady, onUnavailable, takeFocus })
  useEffect(() => {
    callbacks.current = { onView, onTap, onReady, onUnavailable, takeFocus }
  }, [onView, onTap, onReady, onUnavailable, takeFocus])

  useEffect(() => {
    const element = container.current
    if (!element) return
    if (!hasWebGl()) {
      callbacks.current.onUnavailable(i18n._(msg`This browser has WebGL turned off, so the map cannot be drawn.`))
      return
    }
    let cancelled = false
    let created: MapLibreMap | null = null
    void basemapStyle().then(async (style) => {
      const cities = typeof style === 'string' ? null : ((await import('./map-cities.json')).default as unknown as City[])
      if (cancelled) return
      // No NavigationControl and no compact attribution: their icons are data: images, which the
      // site's CSP (img-src 'self') refuses. Zoom by pinch, wheel, double tap or +/- keys.
      created = new MapLibreMap({ container: element, style, center: [center.lon, center.lat], zoom, attributionControl: { compact: false }, maxZoom: 14 })
      map.current = created
      const labelCities = cities ? cityLabeller(created, cities) : () => {}
      created.on('load', () => {
        const m = created as MapLibreMap
        labelCities()
        for (const id of SOURCES) m.addSource(id, { type: 'geojson', data: EMPTY })
        m.addLayer({ id: 'cells', type: 'fill', source: 'cells', paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.55 } })
        m.addLayer({ id: 'hotspots', type: 'line', source: 'cells', filter: ['==', ['get', 'hotspot'], true], paint: { 'line-color': MAP_SYMBOLS.hotspot, 'line-width': 2.5 } })
        m.addLayer({ id: 'wind', type: 'line', source: 'wind', paint: { 'line-color': MAP_SYMBOLS.wind, 'line-width': 2 } })
        m.addLayer({ id: 'fires', type: 'circle', source: 'fires', paint: { 'circle-color': MAP_SYMBOLS.fire, 'circle-radius': 6, 'circle-stroke-color': MAP_SYMBOLS.fireRing, 'circle-stroke-width': 2 } })
        m.addLayer({
          id: 'stations',
          type: 'circle',
          source: 'stations',
          paint: { 'circle-color': ['get', 'color'], 'circle-radius': 8, 'circle-stroke-color': ['case', ['get', 'corrected'], MAP_SYMBOLS.correctedRing, MAP_SYMBOLS.stationRing], 'circle-stroke-width': 2 },
        })
        // Last, so it is drawn over everything: the key (MapLegend) shows the same blue dot.
        m.addSource('here', { type: 'geojson', data: EMPTY })
        m.addLayer({ id: 'here', type: 'circle', source: 'here', paint: { 'circle-color': MAP_SYMBOLS.here, 'circle-radius': 7, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 3 } })
        setReady(true)
        callbacks.current.onReady()
        if (callbacks.current.takeFocus) m.getCanvas().focus({ preventScroll: true })
        reportView(m, callbacks.current.onView)
      })
      created.on('moveend', () => {
        labelCities()
        reportView(created as MapLibreMap, callbacks.current.onView)
      })
      created.on('click', (event) => callbacks.current.onTap({ lat: event.lngLat.lat, lon: event.lngLat.lng }))
      created.on('error', (event) => {
        // A WebGL context that fails after the check is the same as none.
        if (/webgl/i.test(String(event.error?.message))) callbacks.current.onUnavailable(i18n._(msg`The map could not start WebGL.`))
      })
    })
    return () => {
      cancelled = true
      created?.remove()
      map.current = null
    }
    // The map is created once; later centre and zoom changes come from the person moving it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const m = map.current
    if (!ready || !m) return
    for (const id of SOURCES) m.getSource<GeoJSONSource>(id)?.setData(layers[id])
  }, [ready, layers])

  const hereLat = here?.lat ?? null
  const hereLon = here?.lon ?? null
  useEffect(() => {
    const m = map.current
    if (!ready || !m) return
    const data: FeatureCollection =
      hereLat === null || hereLon === null
        ? EMPTY
        : { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [hereLon, hereLat] } }] }
    m.getSource<GeoJSONSource>('here')?.setData(data)
  }, [ready, hereLat, hereLon])

  return (
    <div
      ref={container}
      className="map-canvas"
      role="region"
      aria-label={t`Map of the air around you; the list below has the same data`}
      data-ready={ready}
      data-here={hereLat !== null}
      data-cells={layers.cells.features.length}
      data-levels={layers.cells.features.map((f) => String(f.properties?.['level'])).join(',')}
    />
  )
}
