import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Fire, OverlayCell, StationInView } from '../../domain/contracts/map'
import type { LatLon } from '../../domain/map/bbox'
import { cellSource, sourceWords } from '../../domain/map/cell-source'
import { placeNear, type NamedPoint } from '../../domain/map/place-near'
import { compassPoint, type WindAt } from '../../domain/map/wind'
import { formatAge } from '../../domain/freshness/reading-age'
import { deviceClock } from '../../lib/time'
import { appTranslate, i18n, useTranslate } from '../../lib/i18n'
import type { ReadState } from '../../lib/read-state'
import { LevelChip } from '../../ui/level-chip'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'
import { stationName } from '../../lib/station-name'

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

const UNKNOWN_LAYER: Record<'air' | 'wind' | 'fires', Record<'offline' | 'failed', MessageDescriptor>> = {
  air: { offline: msg`Offline: the air in view is not known.`, failed: msg`No data: the air in view could not be loaded.` },
  wind: { offline: msg`Offline: the wind is not known.`, failed: msg`No data: the wind could not be loaded.` },
  fires: { offline: msg`Offline: fires in view are not known.`, failed: msg`No data: the fire layer could not be loaded.` },
}

/** What a layer's empty list says when its read is not known; null for a known answer, whose empty list means none. */
export function unknownLayerText(layer: keyof typeof UNKNOWN_LAYER, state: ReadState): string | null {
  if (state === 'known') return null
  return state === 'loading' ? i18n._(msg`Loading…`) : i18n._(UNKNOWN_LAYER[layer][state])
}

/**
 * The map's data as tables, for keyboard and screen-reader use (issue 16 item 6): the same
 * cells, hour, stations, wind and fires the map draws, in the same order.
 */
export function MapListView({ cells, hourIndex, stations, stationsConnected, winds, fires, cellsState, windState, firesState, anchor = null, onSelect }: MapListViewProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  const rows = cells.filter((cell) => cell.levels[hourIndex] != null)
  const ahead = hourIndex
  const hour = hourIndex === 0 ? t({ message: 'now', comment: 'The forecast hour of the map: the present' }) : t({ message: `+${ahead} h`, comment: 'A forecast hour, hours from now' })
  return (
    <section className="card map-list" aria-labelledby="map-list-heading">
      <h2 id="map-list-heading" className="card__title">
        <Trans>List view</Trans>
      </h2>
      <table className="map-table" data-testid="map-list-cells">
        <caption>
          <Trans comment="{hour}: now, or +3 h">
            Level per cell ({hour}): model estimate unless measured nearby (now) or corrected by stations (later)
          </Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Place</Trans>
            </th>
            <th scope="col">
              <Trans comment="An air quality level on the 1-5 scale">Level</Trans>
            </th>
            <th scope="col">
              <Trans>US AQI</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {cells.map((cell) => {
            const level = cell.levels[hourIndex]
            if (level === null || level === undefined) return null
            return (
              <tr key={cell.key} data-level={level}>
                <th scope="row">
                  <button type="button" className="link-button" onClick={() => onSelect(cell)}>{placeNear(cell, anchor, _) ?? place(cell)}</button>
                </th>
                <td><LevelChip index={level} /></td>
                <td>{usAqiWithCategory(cell.usAqi[hourIndex] ?? null, false, appTranslate)}{cellSource(cell, hourIndex) !== 'model-estimate' && ` · ${sourceWords(cellSource(cell, hourIndex), _)}`}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {rows.length === 0 && (
        <p className="muted" data-testid="cells-note">{unknownLayerText('air', cellsState) ?? t`No data for the air in view at this hour.`}</p>
      )}
      <h3 className="map-list__subtitle">
        <Trans>Measured stations</Trans>
      </h3>
      {stations.length === 0 ? (
        <p className="muted" data-testid="stations-note">
          {stationsConnected ? t`No measured stations in view.` : t`No measured stations in view (the measuring networks could not be asked).`}
        </p>
      ) : (
        <ul className="map-list__items" data-testid="map-list-stations">
          {stations.map((s) => {
            const name = stationName(s.station.name, s.station.network === 'simulated')
            const pm = s.pm2_5.toFixed(1)
            return (
              <li key={s.station.id}>
                <Trans comment="A station's name and its PM2.5 reading">
                  {name}: PM2.5 {pm} µg/m³
                </Trans>
                {s.level !== null && <> <LevelChip index={s.level} /></>}, {formatAge(s.ageSeconds, appTranslate)}
                {s.corrected && ` · ${t`corrected low-cost sensor`}`}
                {!s.corrected && s.level === null && s.station.kind === 'low-cost' && ` · ${t`uncorrected low-cost sensor: no level`}`}
              </li>
            )
          })}
        </ul>
      )}
      <h3 className="map-list__subtitle">
        <Trans comment="{hour}: now, or +3 h">Wind ({hour})</Trans>
      </h3>
      {winds.length === 0 ? (
        <p className="muted" data-testid="wind-note">{unknownLayerText('wind', windState) ?? t`No wind data for this hour.`}</p>
      ) : (
        <ul className="map-list__items" data-testid="map-list-wind">
          {winds.map((w) => {
            const where = placeNear(w, anchor, _) ?? place(w)
            const speed = w.speedMs.toFixed(1)
            const direction = compassPoint(w.fromDegrees, _)
            const degrees = Math.round(w.fromDegrees)
            return (
              <li key={`${w.lat},${w.lon}`}>
                <Trans comment="{direction}: a compass point such as NE">
                  {where}: {speed} m/s from the {direction} ({degrees}°)
                </Trans>
              </li>
            )
          })}
        </ul>
      )}
      {firesState !== 'off' && (
        <>
          <h3 className="map-list__subtitle">
            <Trans>Active fires</Trans>
          </h3>
          {fires.length === 0 ? (
            <p className="muted" data-testid="fires-note">
              {unknownLayerText('fires', firesState) ?? t`No active fires detected in view in the last 24 hours.`}
            </p>
          ) : (
            <ul className="map-list__items">
              {fires.map((f) => {
                const where = placeNear(f, anchor, _) ?? place(f)
                const time = deviceClock(f.detectedAt)
                const power = f.frpMw
                return (
                  <li key={`${f.lat},${f.lon},${f.detectedAt}`}>
                    {power === null ? (
                      <Trans>
                        {where}: detected {time}
                      </Trans>
                    ) : (
                      <Trans comment="{power}: the fire's radiative power in megawatts">
                        {where}: detected {time}, {power} MW
                      </Trans>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
