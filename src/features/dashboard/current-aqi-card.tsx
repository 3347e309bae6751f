import type { ReactNode } from 'react'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { levelFor } from '../../domain/aqi/levels'
import type { AirQualityResponse } from '../../domain/contracts/air-quality'
import { describeRequestError } from '../../lib/api'
import { clock24 } from '../../domain/time/format'
import { deviceUtcOffsetSeconds, isoToUnixSeconds } from '../../lib/time'
import { useRefetchWhenOnline, useServedFromCache } from '../../pwa/offline-status'
import { levelStyle } from '../../ui/level-style'
import { UsAqiFigure } from '../../ui/us-aqi-figure'
import { OfflineBadge } from '../../ui/offline-badge'
import { SourceLabel } from '../../ui/source-label'
import { Skeleton } from '../../ui/skeleton'

interface CurrentAqiCardProps {
  data: AirQualityResponse | undefined
  error: unknown
  isPending: boolean
  isRefreshing: boolean
  /** The location editor. */
  location: ReactNode
  /** Shown under a reading, e.g. 'Watch this place'. */
  action?: ReactNode
  onRefresh: () => void
}

/** "14:05" in the device's time: when this device got the data. */
function updatedAt(iso: string): string | null {
  const seconds = isoToUnixSeconds(iso)
  return seconds === null ? null : clock24(seconds, deviceUtcOffsetSeconds)
}

export function CurrentAqiCard({ data, error, isPending, isRefreshing, location, action, onRefresh }: CurrentAqiCardProps) {
  const entry = data?.list[0]
  // The service worker answered from its cache: say so, and fetch afresh once back online.
  const offline = useServedFromCache('/api/air-quality/current', data?.generatedAt)
  useRefetchWhenOnline(offline, onRefresh)
  return (
    <section className="card aqi-card" aria-labelledby="aqi-heading" aria-busy={isRefreshing}>
      <div className="card__header">
        <h2 id="aqi-heading" className="card__title">
          Air quality now
          {offline && <OfflineBadge />}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Refresh air quality"
          disabled={isRefreshing || isPending}
          onClick={onRefresh}
        >
          <RefreshCw aria-hidden="true" className={`icon${isRefreshing ? ' icon--spin' : ''}`} />
        </button>
      </div>
      {location}
      {entry && data ? (
        <>
          <Reading data={data} index={entry.main.aqi} usAqi={entry.usAqi} beyond={entry.usAqiBeyond} stale={Boolean(error)} offline={offline} />
          {action}
        </>
      ) : isPending ? (
        <Skeleton height={180} label="Loading air quality…" />
      ) : (
        <div className="aqi-card__error" role="alert">
          <p className="aqi-card__error-title">Unable to load air quality data</p>
          {error !== null && <p className="muted small">{describeRequestError(error)}</p>}
          <button type="button" className="button button--secondary" onClick={onRefresh}>
            Try again
          </button>
        </div>
      )}
    </section>
  )
}

interface ReadingProps {
  data: AirQualityResponse
  index: number
  usAqi: number | null
  beyond: boolean | undefined
  /** A refresh failed: what is shown is the previous reading. */
  stale: boolean
  /** The reading is the last one the device kept; the network could not be reached. */
  offline: boolean
}

function Reading({ data, index, usAqi, beyond, stale, offline }: ReadingProps) {
  const level = levelFor(index)
  const updated = updatedAt(data.fetchedAt)
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
        {updated && offline && (
          <span className="aqi-card__offline">
            Offline — reading from <time dateTime={data.fetchedAt}>{updated}</time>
          </span>
        )}
        {updated && !offline && (
          <span>
            Updated <time dateTime={data.fetchedAt}>{updated}</time>
          </span>
        )}
        <SourceLabel source={data.source} />
      </p>
      {stale && (
        <p className="small notice" role="status">
          Refresh failed; this is the previous reading.
        </p>
      )}
    </div>
  )
}
