import type { ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { levelText } from '../../domain/aqi/levels'
import type { AirQualityResponse } from '../../domain/contracts/air-quality'
import { freshnessOf, type Freshness } from '../../domain/freshness/reading-age'
import { describeRequestError } from '../../lib/api'
import { readingTimeOf } from '../../lib/reading-time'
import { useRefetchWhenOnline, useServedFromCache } from '../../pwa/offline-status'
import { levelStyle } from '../../ui/level-style'
import { UsAqiFigure } from '../../ui/us-aqi-figure'
import { OfflineBadge } from '../../ui/offline-badge'
import { placeClockOf, ReadingAge } from '../../ui/reading-age'
import { SourceLabel } from '../../ui/source-label'
import { Skeleton } from '../../ui/skeleton'
import { useTranslate } from '../../lib/i18n'

interface CurrentAqiCardProps {
  data: AirQualityResponse | undefined
  error: unknown
  isPending: boolean
  isRefreshing: boolean
  /** When this device received `data` (TanStack Query's `dataUpdatedAt`), ms. */
  receivedAtMs: number
  /** The clock the reading's age is judged by, unix seconds. */
  nowSeconds: number
  /** The location editor. */
  location: ReactNode
  /** Shown under a reading, e.g. 'Watch this place'. */
  action?: ReactNode
  /** Where the number comes from, when the answer says (decision 198), under the source's name. */
  measurement?: ReactNode
  /** The warning, folded into the card after the next hours it is about (decision 260). */
  notice?: ReactNode
  /** Under the level: the advice for the person and the next hours (decision 260). */
  answer?: ReactNode
  onRefresh: () => void
}

/** The card's heading: from 3 h a reading is no longer called "now" (decision 150). */
const HEADINGS: Record<Freshness, MessageDescriptor> = {
  fresh: msg`Air quality now`,
  aging: msg`Air quality now`,
  old: msg`Last known air quality`,
}

export function CurrentAqiCard(props: CurrentAqiCardProps) {
  const { data, error, isPending, isRefreshing, receivedAtMs, nowSeconds, location, action, measurement, notice, answer, onRefresh } = props
  const { t, i18n } = useLingui()
  const entry = data?.list[0]
  // The service worker answered from its cache: say so, and fetch afresh once back online.
  const offline = useServedFromCache('/api/air-quality/current', data?.generatedAt)
  useRefetchWhenOnline(offline, onRefresh)
  const readAt = data ? readingTimeOf(data, receivedAtMs, offline) : null
  const freshness = readAt === null ? 'fresh' : freshnessOf(nowSeconds - readAt)
  return (
    <section
      className={`card aqi-card aqi-card--${freshness}`}
      aria-labelledby="aqi-heading"
      aria-busy={isRefreshing}
      data-freshness={freshness}
    >
      <div className="card__header">
        <h2 id="aqi-heading" className="card__title">
          {i18n._(HEADINGS[freshness])}
          {offline && <OfflineBadge />}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Refresh air quality`}
          disabled={isRefreshing || isPending}
          onClick={onRefresh}
        >
          <RefreshCw aria-hidden="true" className={`icon${isRefreshing ? ' icon--spin' : ''}`} />
        </button>
      </div>
      {location}
      {entry && data ? (
        <>
          <Reading
            data={data}
            index={entry.main.aqi}
            usAqi={entry.usAqi}
            beyond={entry.usAqiBeyond}
            stale={Boolean(error)}
            measurement={measurement}
            answer={answer}
            notice={notice}
            age={
              readAt !== null && (
                <ReadingAge readAtSeconds={readAt} nowSeconds={nowSeconds} updating={isRefreshing} offline={offline} place={placeClockOf(data)} />
              )
            }
          />
          {action}
        </>
      ) : isPending ? (
        <Skeleton height={180} label={t`Loading air quality…`} />
      ) : (
        <div className="aqi-card__error" role="alert">
          <p className="aqi-card__error-title">
            <Trans>Unable to load air quality data</Trans>
          </p>
          {error !== null && <p className="muted small">{describeRequestError(error)}</p>}
          <button type="button" className="button button--secondary" onClick={onRefresh}>
            <Trans>Try again</Trans>
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
  /** When the reading was made, with its age. */
  age: ReactNode
  measurement: ReactNode
  answer: ReactNode
  notice: ReactNode
}

function Reading({ data, index, usAqi, beyond, stale, age, measurement, answer, notice }: ReadingProps) {
  const _ = useTranslate()
  const level = levelText(index, _)
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
      {answer}
      {notice}
      <p className="aqi-card__meta">
        {age}
        <SourceLabel source={data.source} />
      </p>
      {measurement}
      {stale && (
        <p className="small notice" role="status">
          <Trans>Refresh failed; this is the previous reading.</Trans>
        </p>
      )}
    </div>
  )
}
