import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import type { AirQualityResponse } from '../../domain/contracts/air-quality'
import type { LocationSearchResult } from '../../domain/contracts/geocoding'
import { formatCoordinates } from '../../lib/coordinates'
import { readingTimeOf } from '../../lib/reading-time'
import { useServedFromCache } from '../../pwa/offline-status'
import { levelStyle } from '../../ui/level-style'
import { placeClockOf, ReadingAge } from '../../ui/reading-age'
import { UsAqiFigure } from '../../ui/us-aqi-figure'
import { SourceLabel } from '../../ui/source-label'
import { useTranslate } from '../../lib/i18n'

interface PlaceReadingProps {
  place: LocationSearchResult
  data: AirQualityResponse | undefined
  isPending: boolean
  /** When this device received `data` (TanStack Query's `dataUpdatedAt`), ms. */
  receivedAtMs: number
  /** The clock the reading's age is judged by, unix seconds. */
  nowSeconds: number
  /** A newer reading is being fetched. */
  updating: boolean
  /** Shown under the place, e.g. 'Watch this place'. */
  action?: ReactNode
}

/** The chosen place (name, coordinates to 4 decimals) and its current reading, docs/product.md §Screens /location-lookup. */
export function PlaceReading({ place, data, isPending, receivedAtMs, nowSeconds, updating, action }: PlaceReadingProps) {
  const entry = data?.list[0]
  return (
    <section className="card place-reading" aria-labelledby="place-heading" aria-busy={isPending}>
      <div>
        <h2 id="place-heading" className="card__title">
          {place.name}
        </h2>
        <p className="muted small">{place.displayName}</p>
        <p className="place-reading__coords">
          <span className="visually-hidden">
            <Trans>Coordinates:</Trans>{' '}
          </span>
          {formatCoordinates(place)}
        </p>
      </div>
      {action}
      {entry && data ? (
        <Reading
          data={data}
          index={entry.main.aqi}
          usAqi={entry.usAqi}
          beyond={entry.usAqiBeyond}
          age={<PlaceReadingAge data={data} receivedAtMs={receivedAtMs} nowSeconds={nowSeconds} updating={updating} />}
        />
      ) : isPending ? (
        <p className="muted" role="status">
          <Trans>Loading air quality data...</Trans>
        </p>
      ) : (
        <p className="place-reading__empty" role="alert">
          <Trans>No air quality data available for this location.</Trans>
        </p>
      )}
    </section>
  )
}

interface PlaceReadingAgeProps {
  data: AirQualityResponse
  receivedAtMs: number
  nowSeconds: number
  updating: boolean
}

/** When the reading was made and how old it is; a stored copy (offline) says so. */
function PlaceReadingAge({ data, receivedAtMs, nowSeconds, updating }: PlaceReadingAgeProps) {
  const offline = useServedFromCache('/api/air-quality/current', data.generatedAt)
  const readAt = readingTimeOf(data, receivedAtMs, offline)
  return readAt === null ? null : (
    <ReadingAge readAtSeconds={readAt} nowSeconds={nowSeconds} updating={updating} offline={offline} place={placeClockOf(data)} />
  )
}

interface ReadingProps {
  data: AirQualityResponse
  index: number
  usAqi: number | null
  beyond: boolean | undefined
  age: ReactNode
}

function Reading({ data, index, usAqi, beyond, age }: ReadingProps) {
  const level = levelText(index, useTranslate())
  return (
    <div className="aqi-card__reading">
      <div className="aqi-card__summary">
        <p className="aqi-card__index" style={levelStyle(level)}>
          <span className="aqi-card__number">{index}</span>
          <span className="aqi-card__scale">
            <Trans comment="After the level's number: 3 of 5">of 5</Trans>
          </span>
        </p>
        <div>
          <p className="aqi-card__level">{level.label}</p>
          <p className="aqi-card__description">{level.description}</p>
          <p className="aqi-card__us">
            <UsAqiFigure usAqi={usAqi} beyond={beyond} />
          </p>
        </div>
      </div>
      <p className="aqi-card__meta">
        {age}
        <SourceLabel source={data.source} />
      </p>
    </div>
  )
}
