import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import * as z from 'zod/mini'
import '../styles/explore.css'
import '../styles/map.css'
import type { Fire, OverlayCell, StationInView } from '../domain/contracts/map'
import type { LatLon } from '../domain/map/bbox'
import { airInView, hotspotsAt } from '../domain/map/hotspots'
import { smokeRisks } from '../domain/map/smoke'
import type { WindAt } from '../domain/map/wind'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { usePlaces } from '../features/alerts/api/get-places'
import { unnamedPlace } from '../features/alerts/watch-place'
import { usePlaceName } from '../features/location/api/get-place-name'
import { useOverlay } from '../features/map/api/get-overlay'
import { useGeolocation } from '../features/location/use-geolocation'
import { useFires, useWind } from '../features/map/api/get-wind-and-fires'
import { viewAround, type MapView } from '../features/map/api/map-view'
import { HotspotsList } from '../features/map/hotspots-list'
import type { MapCanvasProps } from '../features/map/map-canvas'
import { HourSlider } from '../features/map/hour-slider'
import { cellFeatures, fireFeatures, stationFeatures, windFeatures } from '../features/map/map-layers'
import { MapLegend } from '../features/map/map-legend'
import { MapListView } from '../features/map/map-list-view'
import { MapPreview } from '../features/map/map-preview'
import { MapStatus } from '../features/map/map-status'
import { PointReading } from '../features/map/point-reading'
import { SmokeNotes } from '../features/map/smoke-notes'
import { readState } from '../lib/read-state'
import { useStoredValue } from '../lib/stored-value'
import { BottomNav } from '../ui/bottom-nav'

/**
 * MapLibre and its basemap load only when the person opens the interactive map (decision 195:
 * parsing them and drawing WebGL cost a phone seconds of main thread); offline before they
 * were kept, the list stands alone.
 */
const MapCanvas = lazy<ComponentType<MapCanvasProps>>(async () => {
  // try/await, not .then(ok, failed): the build wraps `import(…).then(…)` whole in its preloader,
  // whose own failure (the map's CSS, offline) would otherwise escape to the error page.
  try {
    return { default: (await import('../features/map/map-canvas')).MapCanvas }
  } catch {
    return { default: MapFilesMissing }
  }
})

function MapFilesMissing({ onUnavailable }: MapCanvasProps): ReactNode {
  const { t } = useLingui()
  const reason = t`The map’s files could not be loaded (offline?).`
  useEffect(() => onUnavailable(reason), [onUnavailable, reason])
  return null
}
/** 'Watch this place' (Premium): downloaded when a member taps a point. */
const WatchPlaceButton = lazy(() => import('../features/alerts/watch-place-button').then((m) => ({ default: m.WatchPlaceButton })))

const NO_CELLS: OverlayCell[] = []
const NO_STATIONS: StationInView[] = []
const NO_FIRES: Fire[] = []

/** Set once the person opens the interactive map: from then on /map opens with it (decision 195). */
const INTERACTIVE_MAP_KEY = 'airahead.map-interactive.v1'
const interactiveSchema = z.boolean()

const START_ZOOM = 9
/** The map's box (map.css; page and card padding 40 px): the first view is asked for before the map measures itself. */
const mapSizePx = () => {
  const width = Math.min(window.innerWidth, 960)
  return { width: width - 40, height: width >= 768 ? 520 : 360 }
}

/** Two views are the same when no edge moved by 5 % of the span and the zoom by 0.05: a nudge asks for nothing new. */
function sameView(a: MapView, b: MapView): boolean {
  const lon = (a.bbox.east - a.bbox.west) * 0.05
  const lat = (a.bbox.north - a.bbox.south) * 0.05
  return (
    Math.abs(a.zoom - b.zoom) < 0.05 &&
    Math.abs(a.bbox.west - b.bbox.west) < lon && Math.abs(a.bbox.east - b.bbox.east) < lon &&
    Math.abs(a.bbox.south - b.bbox.south) < lat && Math.abs(a.bbox.north - b.bbox.north) < lat
  )
}

/** `/map` (issue 16): the model's air around you hour by hour, hotspots, wind, fires and a list view of the same. */
export function Component() {
  // The dashboard's own locating (GPS, else the demo place): already in the app's bundle.
  const { t } = useLingui()
  const location = useGeolocation()
  const device = location.status === 'locating' ? null : location
  const [moved, setMoved] = useState<MapView | null>(null)
  const [hourIndex, setHourIndex] = useState(0)
  const [selected, setSelected] = useState<LatLon | null>(null)
  // A watched place is named by its town, never "Map point 28.61, 77.21" (issue 25 item 4).
  const selectedTown = usePlaceName(selected ? { lat: selected.lat, lon: selected.lon } : null)?.name ?? null
  const [unavailable, setUnavailable] = useState<string | null>(null)
  const [interactive, setInteractive] = useStoredValue(INTERACTIVE_MAP_KEY, interactiveSchema, false)
  // Focus goes to the map once it draws when the person opened it here (the preview's button is gone).
  const [openedHere, setOpenedHere] = useState(false)
  const [mapReady, setMapReady] = useState(false)
  const view = useMemo(
    () => moved ?? (device ? viewAround(device.coords, START_ZOOM, mapSizePx().width, mapSizePx().height) : null),
    [moved, device],
  )
  const shownView = useRef<MapView | null>(null)
  useEffect(() => {
    shownView.current = view
  }, [view])
  const overlay = useOverlay(view)
  const wind = useWind(view)
  const fires = useFires(view)
  const user = useCurrentUser()
  const premium = isPremiumUser(user.data)
  const places = usePlaces(premium)

  const data = overlay.data?.overlay
  const cells = data?.cells ?? NO_CELLS
  const stations = data?.stations ?? NO_STATIONS
  const hotspots = useMemo(() => hotspotsAt(cells, stations, hourIndex), [cells, stations, hourIndex])
  const air = useMemo(() => airInView(cells, stations, hourIndex), [cells, stations, hourIndex])
  // Unknown layers say so: an empty list is "none" only for a known answer (issue 24 item 4).
  const overlayState = readState(overlay)
  const windState = readState(wind)
  const firesState = fires.data?.status === 'off' ? 'off' : readState(fires)
  const winds = useMemo<WindAt[]>(
    () =>
      (wind.data?.points ?? []).flatMap((p) => {
        const speedMs = p.speedMs[hourIndex]
        const fromDegrees = p.fromDegrees[hourIndex]
        return speedMs === null || speedMs === undefined || fromDegrees === null || fromDegrees === undefined ? [] : [{ lat: p.lat, lon: p.lon, speedMs, fromDegrees }]
      }),
    [wind.data, hourIndex],
  )
  const fireList = fires.data?.fires ?? NO_FIRES
  // The view's centre named by its town: hotspots and rows are named from it (issue 25 item 5).
  const centre = useMemo(() => view && { lat: (view.bbox.north + view.bbox.south) / 2, lon: (view.bbox.east + view.bbox.west) / 2 }, [view])
  const centreTown = usePlaceName(centre)?.name ?? null
  const anchor = useMemo(() => (centre && centreTown ? { name: centreTown, ...centre } : null), [centreTown, centre])
  const here = location.status === 'gps' ? location.coords : null
  const risks = useMemo(() => smokeRisks(fireList, places.data ?? [], winds), [fireList, places.data, winds])
  const spacing = data?.spacingDegrees ?? 0.1
  const layers = useMemo(
    () => ({
      cells: cellFeatures(cells, hourIndex, spacing, hotspots),
      stations: stationFeatures(stations),
      fires: fireFeatures(fireList),
      wind: windFeatures(winds, view ? (view.bbox.north - view.bbox.south) / 6 : 0.1),
    }),
    [cells, hourIndex, spacing, hotspots, stations, fireList, winds, view],
  )
  // The map's first report is the view already asked for: a new call only when it really moved.
  const onView = useCallback(
    (next: MapView) => {
      const shown = shownView.current
      if (!shown || !sameView(shown, next)) setMoved(next)
    },
    [],
  )
  const onUnavailable = useCallback((reason: string) => setUnavailable(reason), [])
  const onReady = useCallback(() => setMapReady(true), [])
  const openMap = useCallback(
    (point: LatLon | null) => {
      if (point) setSelected(point)
      setOpenedHere(true)
      setInteractive(true)
    },
    [setInteractive],
  )

  return (
    <div className="page-shell map-shell">
      <title>{t`Air Quality Map · AirAhead`}</title>
      <header className="explore-header">
        <Link to="/" className="back-link">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Back to Dashboard</Trans>
        </Link>
        <h1 className="explore-header__title">
          <Trans>Air Quality Map</Trans>
        </h1>
      </header>
      <main className="page explore-page map-page">
        <section className="card map-card" aria-label={t`Map, forecast hour and sources`}>
          {unavailable ? (
            <p className="map-unavailable" role="status">
              {unavailable} <Trans>The list view below shows the same data.</Trans>
            </p>
          ) : (
            <div className="map-frame">
              {interactive && device && (
                <Suspense fallback={null}>
                  <MapCanvas
                    center={device.coords}
                    here={here}
                    zoom={START_ZOOM}
                    layers={layers}
                    takeFocus={openedHere}
                    onView={onView}
                    onTap={setSelected}
                    onReady={onReady}
                    onUnavailable={onUnavailable}
                  />
                </Suspense>
              )}
              {/* The preview stays over the map until it draws, so the box never goes blank. */}
              {!mapReady && view && <MapPreview view={view} layers={layers} loading={interactive} onOpen={openMap} />}
            </div>
          )}
          <HourSlider hours={data?.hours ?? []} value={hourIndex} onChange={setHourIndex} />
          <MapLegend
            shown={{
              here: here !== null && mapReady,
              hotspots: hotspots.some((h) => h.kind === 'cell'),
              wind: winds.length > 0,
              fires: fireList.length > 0,
              stations: stations.length > 0,
              corrected: stations.some((s) => s.corrected),
            }}
          />
          <MapStatus
            overlay={overlay}
            wind={wind.data}
            windError={wind.error}
            fires={fires.data}
            firesError={fires.error}
            windState={windState}
            firesState={firesState === 'off' ? 'known' : firesState}
          />
        </section>
        <SmokeNotes risks={risks} />
        {selected && data && (
          <PointReading
            point={selected}
            overlay={data}
            hourIndex={hourIndex}
            town={selectedTown}
            action={
              premium ? (
                <Suspense fallback={null}>
                  <WatchPlaceButton name={selectedTown ?? unnamedPlace()} coords={selected} />
                </Suspense>
              ) : (
                !user.isPending && (
                  <Link to="/subscribe">
                    <Trans>Watch this place with Premium</Trans>
                  </Link>
                )
              )
            }
          />
        )}
        <HotspotsList hotspots={hotspots} air={air} state={overlayState} offlineSince={overlay.data?.offlineSince ?? null} anchor={anchor} onSelect={setSelected} />
        <MapListView
          cells={cells}
          hourIndex={hourIndex}
          stations={stations}
          stationsConnected={data?.stationsConnected ?? false}
          winds={winds}
          fires={fireList}
          cellsState={overlayState}
          windState={windState}
          firesState={firesState}
          anchor={anchor}
          onSelect={setSelected}
        />
      </main>
      <BottomNav />
    </div>
  )
}
