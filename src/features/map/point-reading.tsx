import type { ReactNode } from 'react'
import { Link } from '../../lib/router'
import type { OverlayResponse } from '../../domain/contracts/map'
import { distanceKm, type LatLon } from '../../domain/map/bbox'
import { formatAge } from '../../domain/freshness/reading-age'
import { cellSourceText } from '../../domain/map/cell-source'
import { deviceDateTime } from '../../lib/time'
import { LevelChip } from '../../ui/level-chip'
import { SourceLabel } from '../../ui/source-label'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'

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
  const cell = cellAt(overlay, point)
  const level = cell?.levels[hourIndex] ?? null
  const station = overlay.stations
    .map((s) => ({ s, km: distanceKm(s.station, point) }))
    .filter(({ km }) => km <= STATION_REACH_KM)
    .sort((a, b) => a.km - b.km)[0]
  const coords = `${point.lat.toFixed(4)}, ${point.lon.toFixed(4)}`
  return (
    <section className="card point-reading" aria-labelledby="point-heading" aria-live="polite">
      <h2 id="point-heading" className="card__title">{town ? `Reading near ${town}` : `Reading at ${coords}`}</h2>
      {cell && level !== null ? (
        <p>
          <LevelChip index={level} /> US AQI {usAqiWithCategory(cell.usAqi[hourIndex] ?? null)} {hourIndex === 0 ? 'now' : `at +${hourIndex} h`}.{' '}
          <span className="small">
            {sentenceCase(cellSourceText(cell, hourIndex))} for the {overlay.spacingDegrees === 0.1 ? '0.1°' : `${overlay.spacingDegrees}° sample`} cell around {cell.lat}, {cell.lon}: <SourceLabel source={overlay.source} />, fetched {deviceDateTime(overlay.fetchedAt)}.
          </span>
        </p>
      ) : (
        <p className="muted">No model reading loaded for this point: move the map here to load it.</p>
      )}
      {station && (
        <p className="small">
          Measured {station.km.toFixed(1)} km away at {station.s.station.name}: PM2.5 {station.s.pm2_5.toFixed(1)} µg/m³, {formatAge(station.s.ageSeconds)}
          {station.s.corrected && ' (corrected low-cost sensor)'}.
        </p>
      )}
      <div className="point-reading__actions">
        {action}
        <Link to={`/location-lookup?lat=${point.lat.toFixed(4)}&lon=${point.lon.toFixed(4)}`}>See the forecast for this place</Link>
      </div>
    </section>
  )
}

const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)
