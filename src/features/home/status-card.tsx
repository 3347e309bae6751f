import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import Bell from 'lucide-react/icons/bell'
import MapPin from 'lucide-react/icons/map-pin'
import type { AirQualityResponse } from '../../domain/contracts/air-quality'
import type { HomeStatus } from '../../domain/home/home-status'
import { freshnessOf } from '../../domain/freshness/reading-age'
import { describeRequestError } from '../../lib/api'
import { readingTimeOf } from '../../lib/reading-time'
import { LevelChip } from '../../ui/level-chip'
import { OfflineBadge } from '../../ui/offline-badge'
import { Skeleton } from '../../ui/skeleton'
import { placeClockOf, ReadingAge, readingClock } from '../../ui/reading-age'
import { SourceLabel } from '../../ui/source-label'

interface StatusCardProps {
  /** The verdict, once the current reading is known. */
  status: HomeStatus | null
  /** The current-air-quality answer the verdict is based on (its age and source are shown). */
  data: AirQualityResponse | undefined
  placeName: string
  isPending: boolean
  error: unknown
  /** The reading cannot be had: the device is offline and none was kept (issue 24 item 4). */
  notKnownOffline?: boolean
  /** The reading came from the device's cache because the network could not be reached. */
  offline: boolean
  /** When this device received `data` (TanStack Query's `dataUpdatedAt`), ms. */
  receivedAtMs: number
  /** The clock the reading's age is judged by, unix seconds. */
  nowSeconds: number
  /** A newer reading is being fetched. */
  updating: boolean
  onRetry: () => void
  /**
   * Shown under the place, e.g. "Use my location" on the demo place. Inside the card, it
   * arrives with the verdict instead of pushing the page down when the location is refused.
   */
  placeAction?: ReactNode
  /** A member's plan for the place they watch here: what the alert job will text (decision 207). */
  planText?: string | null
}

/**
 * The verdict's height on a 360-412 px phone with "Use my location" under the place (381 px
 * with the card's padding): the skeleton holds that much and the card never gets shorter
 * (.status-card min-height), so nothing under it moves when the verdict arrives (issue 15:
 * CLS 0.039-0.074 on /home from a 236 px skeleton).
 */
const STATUS_CARD_SKELETON_PX = 349

/** The simple home's verdict card (docs/product.md §Screens): emoji, status message, location, NOW vs 2 HOURS (§States). */
export function StatusCard(props: StatusCardProps) {
  const { t } = useLingui()
  const { status, data, placeName, isPending, error, notKnownOffline = false, offline, receivedAtMs, nowSeconds, updating, onRetry, placeAction, planText } = props
  if (!status || !data) {
    return (
      <section className="card status-card" aria-labelledby="status-heading">
        <h2 id="status-heading" className="visually-hidden">
          <Trans>Air quality status</Trans>
        </h2>
        {isPending && !notKnownOffline ? (
          <Skeleton height={STATUS_CARD_SKELETON_PX} label={t`Loading air quality…`} />
        ) : (
          <div role="alert">
            {notKnownOffline ? (
              <>
                <p className="status-card__title">
                  <Trans>Offline: the air here is not known</Trans>
                </p>
                <p className="small">
                  <Trans>No reading of {placeName} is kept on this device yet. It shows once you are back online.</Trans>
                </p>
              </>
            ) : (
              <>
                <p className="status-card__title">
                  <Trans>Unable to load air quality data</Trans>
                </p>
                {error !== null && <p className="small">{describeRequestError(error)}</p>}
              </>
            )}
            <button type="button" className="button button--secondary" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
      </section>
    )
  }

  const readAt = readingTimeOf(data, receivedAtMs, offline)
  const readClock = readAt === null ? '' : readingClock(readAt, placeClockOf(data))
  const freshness = readAt === null ? 'fresh' : freshnessOf(nowSeconds - readAt)
  // "Poor air now" is only said of a fresh reading; an older one says when (decision 150).
  const title =
    freshness === 'fresh' || readAt === null ? status.title : status.title.replace(/ now$/, ` ${t({ message: `at ${readClock}`, comment: 'Ends a verdict about an older reading: "Poor air at 9:58 AM"' })}`)
  return (
    <section
      className={`card status-card status-card--${status.kind} status-card--${freshness}`}
      style={{ backgroundColor: status.color, color: status.textColor }}
      aria-labelledby="status-heading"
      data-status={status.kind}
      data-freshness={freshness}
    >
      {/* From 3 h the verdict is history, not advice for now (decision 150). */}
      {freshness === 'old' && readAt !== null && (
        <p className="status-card__old">
          <Trans>Last known air at {readClock}: it may have changed since.</Trans>
        </p>
      )}
      <p className="status-card__emoji" aria-hidden="true">
        {status.emoji}
      </p>
      <h2 id="status-heading" className="status-card__title">
        {title}
      </h2>
      <p>{status.message}</p>
      <p className="status-card__place">
        <MapPin aria-hidden="true" className="icon" />
        {placeName}
      </p>
      {placeAction}
      {planText && (
        <p className="status-card__plan small">
          <Bell aria-hidden="true" className="icon" />
          {planText}
        </p>
      )}
      <dl className="status-card__levels">
        <div className="status-card__level">
          <dt>{freshness === 'old' && readAt !== null
              ? t({ message: `AT ${readClock}`, comment: 'Capitals: the level of an older reading, beside "2 HOURS"' })
              : t({ message: 'NOW', comment: 'Capitals: the level now, beside "2 HOURS"' })}</dt>
          <dd>
            <LevelChip index={status.nowAqi} showIndex />
          </dd>
        </div>
        <div className="status-card__level">
          <dt>{t({ message: '2 HOURS', comment: 'Capitals: the level expected in 2 hours, beside "NOW"' })}</dt>
          <dd>{status.inTwoHoursAqi === null ? t`No forecast` : <LevelChip index={status.inTwoHoursAqi} showIndex />}</dd>
        </div>
      </dl>
      <p className="status-card__meta small">
        {readAt !== null && (
          <ReadingAge readAtSeconds={readAt} nowSeconds={nowSeconds} updating={updating} offline={offline} place={placeClockOf(data)} />
        )}
        {offline && <OfflineBadge />}
        <SourceLabel source={data.source} />
      </p>
    </section>
  )
}
