import type { ReactNode } from 'react'
import { levelFor } from '../../domain/aqi/levels'
import type { AirQualityResponse } from '../../domain/contracts/air-quality'
import type { LocationSearchResult } from '../../domain/contracts/geocoding'
import { formatCoordinates } from '../../lib/coordinates'
import { clock24 } from '../../domain/time/format'
import { deviceUtcOffsetSeconds, isoToUnixSeconds } from '../../lib/time'
import { levelStyle } from '../../ui/level-style'
import { UsAqiFigure } from '../../ui/us-aqi-figure'
import { SourceLabel } from '../../ui/source-label'

interface PlaceReadingProps {
  place: LocationSearchResult
  data: AirQualityResponse | undefined
  isPending: boolean
  /** Shown under the place, e.g. 'Watch this place'. */
  action?: ReactNode
}

/** "14:05" on this device: when the data was fetched from its source. */
function fetchedAt(iso: string): string | null {
  const seconds = isoToUnixSeconds(iso)
  return seconds === null ? null : clock24(seconds, deviceUtcOffsetSeconds)
}

/** The chosen place (name, coordinates to 4 decimals) and its current reading, spec §2 /location-lookup. */
export function PlaceReading({ place, data, isPending, action }: PlaceReadingProps) {
  const entry = data?.list[0]
  return (
    <section className="card place-reading" aria-labelledby="place-heading" aria-busy={isPending}>
      <div>
        <h2 id="place-heading" className="card__title">
          {place.name}
        </h2>
        <p className="muted small">{place.displayName}</p>
        <p className="place-reading__coords">
          <span className="visually-hidden">Coordinates: </span>
          {formatCoordinates(place)}
        </p>
      </div>
      {action}
      {entry && data ? (
        <Reading data={data} index={entry.main.aqi} usAqi={entry.usAqi} beyond={entry.usAqiBeyond} />
      ) : isPending ? (
        <p className="muted" role="status">
          Loading air quality data...
        </p>
      ) : (
        <p className="place-reading__empty" role="alert">
          No air quality data available for this location.
        </p>
      )}
    </section>
  )
}

function Reading({ data, index, usAqi, beyond }: { data: AirQualityResponse; index: number; usAqi: number | null; beyond: boolean | undefined }) {
  const level = levelFor(index)
  const time = fetchedAt(data.fetchedAt)
  return (
    <div className="aqi-card__reading">
      <div className="aqi-card__summary">
        <p className="aqi-card__index" style={levelStyle(level)}>
          <span className="aqi-card__number">{index}</span>
          <span className="aqi-card__scale">of 5</span>
        </p>
        <div>
          <p className="aqi-card__level">{level.name}</p>
          <p className="aqi-card__description">{level.description}</p>
          <p className="aqi-card__us">
            <UsAqiFigure usAqi={usAqi} beyond={beyond} />
          </p>
        </div>
      </div>
      <p className="aqi-card__meta">
        {time && (
          <span>
            Updated <time dateTime={data.fetchedAt}>{time}</time>
          </span>
        )}
        <SourceLabel source={data.source} />
      </p>
    </div>
  )
}
