import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { appTranslate, useTranslate } from '../../lib/i18n'
import { Link } from '../../lib/router'
import type { OverlayResponse } from '../../domain/contracts/map'
import { distanceKm, type LatLon } from '../../domain/map/bbox'
import { formatAge } from '../../domain/freshness/reading-age'
import { cellSource, sourceWords } from '../../domain/map/cell-source'
import { deviceDateTime } from '../../lib/time'
import { LevelChip } from '../../ui/level-chip'
import { SourceLabel } from '../../ui/source-label'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'
import { stationName } from '../../lib/station-name'

interface PointReadingProps {
  point: LatLon
  overlay: OverlayResponse
  hourIndex: number
  /** 'Watch this place' for members, or the way to become one. */
  action: ReactNode
  /** The town of the point, when known: the heading names it instead of coordinates (issue 25 item 5). */
  town?: string | null
}

/** A measured station counts for a tapped point within this distance. */
const STATION_REACH_KM = 5

/** The overlay cell a point falls in (the sampled cell whose square holds it), else null. */
export function cellAt(overlay: OverlayResponse, point: LatLon) {
  const half = overlay.spacingDegrees / 2
  return overlay.cells.find((c) => Math.abs(c.lat - point.lat) <= half && Math.abs(c.lon - point.lon) <= half) ?? null
}

/** What a tapped point reads: the model's level at the slider hour with its source, and a measured station near it. */
export function PointReading({ point, overlay, hourIndex, action, town = null }: PointReadingProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  const cell = cellAt(overlay, point)
  const level = cell?.levels[hourIndex] ?? null
  const station = overlay.stations
    .map((s) => ({ s, km: distanceKm(s.station, point) }))
    .filter(({ km }) => km <= STATION_REACH_KM)
    .sort((a, b) => a.km - b.km)[0]
  const coords = `${point.lat.toFixed(4)}, ${point.lon.toFixed(4)}`
  const hours = hourIndex
  const value = usAqiWithCategory(cell?.usAqi[hourIndex] ?? null, false, appTranslate)
  const degrees = overlay.spacingDegrees
  return (
    <section className="card point-reading" aria-labelledby="point-heading" aria-live="polite">
      <h2 id="point-heading" className="card__title">{town ? t`Reading near ${town}` : t`Reading at ${coords}`}</h2>
      {cell && level !== null ? (
        <p>
          <LevelChip index={level} />{' '}
          {hourIndex === 0 ? (
            <Trans comment="{value}: a US AQI and its EPA category, e.g. 161 · Unhealthy">US AQI {value} now.</Trans>
          ) : (
            <Trans comment="{value}: a US AQI and its EPA category; {hours}: hours from now">
              US AQI {value} at +{hours} h.
            </Trans>
          )}{' '}
          <span className="small">
            <CellSource
              source={sentenceCase(sourceWords(cellSource(cell, hourIndex), _))}
              size={degrees === 0.1 ? '0.1°' : t`${degrees}° sample`}
              lat={cell.lat}
              lon={cell.lon}
              fetched={deviceDateTime(overlay.fetchedAt)}
              overlaySource={<SourceLabel source={overlay.source} />}
            />
          </span>
        </p>
      ) : (
        <p className="muted">
          <Trans>No model reading loaded for this point: move the map here to load it.</Trans>
        </p>
      )}
      {station && <StationNear km={station.km.toFixed(1)} name={stationName(station.s.station.name, station.s.station.network === 'simulated')} pm={station.s.pm2_5.toFixed(1)} age={formatAge(station.s.ageSeconds, appTranslate)} corrected={station.s.corrected} />}
      <div className="point-reading__actions">
        {action}
        <Link to={`/location-lookup?lat=${point.lat.toFixed(4)}&lon=${point.lon.toFixed(4)}`}>
          <Trans>See the forecast for this place</Trans>
        </Link>
      </div>
    </section>
  )
}

interface CellSourceProps {
  source: string
  size: string
  lat: number
  lon: number
  fetched: string
  overlaySource: ReactNode
}

/** "Model estimate for the 0.1° cell around 28.6, 77.2: CAMS, fetched Nov 22, 2:05 PM." */
function CellSource({ source, size, lat, lon, fetched, overlaySource }: CellSourceProps) {
  return (
    <Trans comment="{source}: e.g. Model estimate; {size}: the cell's size, e.g. 0.1°; {overlaySource}: the forecast's source">
      {source} for the {size} cell around {lat}, {lon}: {overlaySource}, fetched {fetched}.
    </Trans>
  )
}

interface StationNearProps {
  km: string
  name: string
  pm: string
  age: string
  corrected: boolean
}

/** "Measured 2.1 km away at Anand Vihar: PM2.5 41.0 µg/m³, 5 min ago." */
function StationNear({ km, name, pm, age, corrected }: StationNearProps) {
  return (
    <p className="small">
      {corrected ? (
        <Trans comment="{age}: how long ago, e.g. 5 min ago">
          Measured {km} km away at {name}: PM2.5 {pm} µg/m³, {age} (corrected low-cost sensor).
        </Trans>
      ) : (
        <Trans comment="{age}: how long ago, e.g. 5 min ago">
          Measured {km} km away at {name}: PM2.5 {pm} µg/m³, {age}.
        </Trans>
      )}
    </p>
  )
}

const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)
