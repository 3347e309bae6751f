import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { formatAge, freshnessOf, type Freshness } from '../domain/freshness/reading-age'
import { clock } from '../domain/time/format'
import { zoneLabel } from '../domain/time/zone-label'
import { placeOffsetAt, type UtcOffsetAt, type UtcOffsetChange } from '../domain/time/utc-offset'
import { appTranslate, i18n } from '../lib/i18n'
import { deviceLocaleStyle } from '../lib/locale'
import { deviceClock, deviceUtcOffsetSeconds } from '../lib/time'
import './reading-age.css'

interface ReadingAgeProps {
  /** When the reading on screen was made (`readingTime`), unix seconds. */
  readAtSeconds: number
  nowSeconds: number
  /** A newer reading is being fetched. */
  updating: boolean
  /** The reading is the device's stored copy: the network could not be reached. */
  offline: boolean
  /**
   * The place's clock, when the card's other times are in it (its hourly strip): the time is
   * written on it and, when it reads differently from the device's, named ("9:58 AM Kolkata
   * time"); absent, the device's clock.
   */
  place?: { offsetAt: UtcOffsetAt; timeZone: string | undefined }
}

/** The place's clock of an air-quality answer, for `ReadingAge`'s `place`. */
export function placeClockOf(answer: { utcOffsets?: readonly UtcOffsetChange[] | undefined; utcOffsetSeconds: number; timezone: string | null }): NonNullable<ReadingAgeProps['place']> {
  return { offsetAt: placeOffsetAt(answer), timeZone: answer.timezone ?? undefined }
}

/**
 * "9:58 AM" on the place's clock, with its name ("9:58 AM Kolkata time", else "place time") when
 * the device's clock reads differently then (issue 24 item 6: one clock per card); the device's
 * clock without a place.
 */
export function readingClock(readAtSeconds: number, place: ReadingAgeProps['place'], deviceOffsetAt: UtcOffsetAt = deviceUtcOffsetSeconds): string {
  if (!place) return deviceClock(readAtSeconds)
  const time = clock(readAtSeconds, place.offsetAt, deviceLocaleStyle(), appTranslate)
  if (place.offsetAt(readAtSeconds) === deviceOffsetAt(readAtSeconds)) return time
  return `${time} ${place.timeZone ? zoneLabel(place.timeZone, appTranslate) : i18n._(msg({ message: 'place time', comment: 'After a time on the clock of the place shown: "9:58 AM place time"' }))}`
}

/**
 * When a reading was made, always with its age (decision 150): "Updated 17:05 · checked just
 * now" while it is fresh; from 15 min "Reading from 14:55, 2 h 10 min ago — updating…" in the
 * stale style; offline "Offline — reading from 14:55, 2 h 10 min ago".
 */
export function ReadingAge({ readAtSeconds, nowSeconds, updating, offline, place }: ReadingAgeProps) {
  const age = Math.max(0, nowSeconds - readAtSeconds)
  const freshness: Freshness = freshnessOf(age)
  const time = (
    <time dateTime={new Date(readAtSeconds * 1000).toISOString()}>{readingClock(readAtSeconds, place)}</time>
  )
  const ago = formatAge(age, appTranslate)
  if (offline) {
    return (
      <span className={`reading-age reading-age--${freshness} reading-age--offline`} data-freshness={freshness}>
        <Trans>
          Offline — reading from {time}, {ago}
        </Trans>
      </span>
    )
  }
  if (freshness === 'fresh') {
    return (
      <span className="reading-age reading-age--fresh" data-freshness={freshness}>
        <Trans>
          Updated {time} · checked {ago}
        </Trans>
        {updating && <Trans comment="Follows the reading's time and age"> — updating…</Trans>}
      </span>
    )
  }
  return (
    <span className={`reading-age reading-age--${freshness}`} data-freshness={freshness} role="status">
      <Trans>
        Reading from {time}, {ago}
      </Trans>
      {updating && <Trans comment="Follows the reading's time and age"> — updating…</Trans>}
    </span>
  )
}
