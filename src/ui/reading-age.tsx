import { formatAge, freshnessOf, type Freshness } from '../domain/freshness/reading-age'
import { deviceClock } from '../lib/time'
import './reading-age.css'

interface ReadingAgeProps {
  /** When the reading on screen was made (`readingTime`), unix seconds. */
  readAtSeconds: number
  nowSeconds: number
  /** A newer reading is being fetched. */
  updating: boolean
  /** The reading is the device's stored copy: the network could not be reached. */
  offline: boolean
}

/**
 * When a reading was made, always with its age (decision 150): "Updated 17:05 · checked just
 * now" while it is fresh; from 15 min "Reading from 14:55, 2 h 10 min ago — updating…" in the
 * stale style; offline "Offline — reading from 14:55, 2 h 10 min ago".
 */
export function ReadingAge({ readAtSeconds, nowSeconds, updating, offline }: ReadingAgeProps) {
  const age = Math.max(0, nowSeconds - readAtSeconds)
  const freshness: Freshness = freshnessOf(age)
  const time = (
    <time dateTime={new Date(readAtSeconds * 1000).toISOString()}>{deviceClock(readAtSeconds)}</time>
  )
  const ago = formatAge(age)
  if (offline) {
    return (
      <span className={`reading-age reading-age--${freshness} reading-age--offline`} data-freshness={freshness}>
        Offline — reading from {time}, {ago}
      </span>
    )
  }
  if (freshness === 'fresh') {
    return (
      <span className="reading-age reading-age--fresh" data-freshness={freshness}>
        Updated {time} · checked {ago}
        {updating && ' — updating…'}
      </span>
    )
  }
  return (
    <span className={`reading-age reading-age--${freshness}`} data-freshness={freshness} role="status">
      Reading from {time}, {ago}
      {updating && ' — updating…'}
    </span>
  )
}
