import type { Fire, OverlayCell, StationInView } from '../../domain/contracts/map'
import type { LatLon } from '../../domain/map/bbox'
import { cellSourceText } from '../../domain/map/cell-source'
import { placeNear, type NamedPoint } from '../../domain/map/place-near'
import { compassPoint, type WindAt } from '../../domain/map/wind'
import { formatAge } from '../../domain/freshness/reading-age'
import { deviceClock } from '../../lib/time'
import type { ReadState } from '../../lib/read-state'
import { LevelChip } from '../../ui/level-chip'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'

interface MapListViewProps {
  cells: readonly OverlayCell[]
  hourIndex: number
  stations: readonly StationInView[]
  stationsConnected: boolean
  winds: readonly WindAt[]
  fires: readonly Fire[]
  /** Each layer's read: an empty list is "none" only when the read is known (issue 24 item 4). */
  cellsState: ReadState
  windState: ReadState
  /** 'off' when the site has no fire source. */
  firesState: ReadState | 'off'
  /** The map centre's town: rows are named from it ("12 km NE of Delhi"), else by coordinates. */
  anchor?: NamedPoint | null
  onSelect: (point: LatLon) => void
}

const place = ({ lat, lon }: LatLon) => `${lat.toFixed(1)}, ${lon.toFixed(1)}`

const UNKNOWN_LAYER = {
  air: { offline: 'Offline: the air in view is not known.', failed: 'No data: the air in view could not be loaded.' },
  wind: { offline: 'Offline: the wind is not known.', failed: 'No data: the wind could not be loaded.' },
  fires: { offline: 'Offline: fires in view are not known.', failed: 'No data: the fire layer could not be loaded.' },
} as const

/** What a layer's empty list says when its read is not known; null for a known answer, whose empty list means none. */
export function unknownLayerText(layer: keyof typeof UNKNOWN_LAYER, state: ReadState): string | null {
  if (state === 'known') return null
  return state === 'loading' ? 'Loading…' : UNKNOWN_LAYER[layer][state]
}

/**
 * The map's data as tables, for keyboard and screen-reader use (issue 16 item 6): the same
 * cells, hour, stations, wind and fires the map draws, in the same order.
 */
export function MapListView({ cells, hourIndex, stations, stationsConnected, winds, fires, cellsState, windState, firesState, anchor = null, onSelect }: MapListViewProps) {
  const rows = cells.filter((cell) => cell.levels[hourIndex] != null)
  return (
    <section className="card map-list" aria-labelledby="map-list-heading">
      <h2 id="map-list-heading" className="card__title">List view</h2>
      <table className="map-table" data-testid="map-list-cells">
        <caption>Level per cell ({hourIndex === 0 ? 'now' : `+${hourIndex} h`}): model estimate unless measured nearby (now) or corrected by stations (later)</caption>
        <thead>
          <tr><th scope="col">Place</th><th scope="col">Level</th><th scope="col">US AQI</th></tr>
        </thead>
        <tbody>
          {cells.map((cell) => {
            const level = cell.levels[hourIndex]
            if (level === null || level === undefined) return null
            return (
              <tr key={cell.key} data-level={level}>
                <th scope="row">
                  <button type="button" className="link-button" onClick={() => onSelect(cell)}>{placeNear(cell, anchor) ?? place(cell)}</button>
                </th>
                <td><LevelChip index={level} /></td>
                <td>{usAqiWithCategory(cell.usAqi[hourIndex] ?? null)}{cellSourceText(cell, hourIndex) !== 'model estimate' && ` · ${cellSourceText(cell, hourIndex)}`}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {rows.length === 0 && (
        <p className="muted" data-testid="cells-note">{unknownLayerText('air', cellsState) ?? 'No data for the air in view at this hour.'}</p>
      )}
      <h3 className="map-list__subtitle">Measured stations</h3>
      {stations.length === 0 ? (
        <p className="muted" data-testid="stations-note">
          No measured stations in view{stationsConnected ? '.' : ' (the measuring networks could not be asked).'}
        </p>
      ) : (
        <ul className="map-list__items" data-testid="map-list-stations">
          {stations.map((s) => (
            <li key={s.station.id}>
              {s.station.name}: PM2.5 {s.pm2_5.toFixed(1)} µg/m³{s.level !== null && <> <LevelChip index={s.level} /></>}, {formatAge(s.ageSeconds)}
              {s.corrected && ' · corrected low-cost sensor'}
              {!s.corrected && s.level === null && s.station.kind === 'low-cost' && ' · uncorrected low-cost sensor: no level'}
            </li>
          ))}
        </ul>
      )}
      <h3 className="map-list__subtitle">Wind ({hourIndex === 0 ? 'now' : `+${hourIndex} h`})</h3>
      {winds.length === 0 ? (
        <p className="muted" data-testid="wind-note">{unknownLayerText('wind', windState) ?? 'No wind data for this hour.'}</p>
      ) : (
        <ul className="map-list__items" data-testid="map-list-wind">
          {winds.map((w) => (
            <li key={`${w.lat},${w.lon}`}>{placeNear(w, anchor) ?? place(w)}: {w.speedMs.toFixed(1)} m/s from the {compassPoint(w.fromDegrees)} ({Math.round(w.fromDegrees)}°)</li>
          ))}
        </ul>
      )}
      {firesState !== 'off' && (
        <>
          <h3 className="map-list__subtitle">Active fires</h3>
          {fires.length === 0 ? (
            <p className="muted" data-testid="fires-note">
              {unknownLayerText('fires', firesState) ?? 'No active fires detected in view in the last 24 hours.'}
            </p>
          ) : (
            <ul className="map-list__items">
              {fires.map((f) => (
                <li key={`${f.lat},${f.lon},${f.detectedAt}`}>{placeNear(f, anchor) ?? place(f)}: detected {deviceClock(f.detectedAt)}{f.frpMw !== null && `, ${f.frpMw} MW`}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
