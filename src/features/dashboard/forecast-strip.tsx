import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StripEntry } from '../../domain/forecast/strip'
import { levelText } from '../../domain/aqi/levels'
import type { Threshold } from '../../domain/contracts/alerts'
import { clock } from '../../domain/time/format'
import { deviceLocaleStyle } from '../../lib/locale'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import { levelStyle } from '../../ui/level-style'
import { Skeleton } from '../../ui/skeleton'
import { HourlyChart } from './hourly-chart'
import { useTranslate } from '../../lib/i18n'

/** docs/product.md §Limits: the strip shows 6 entries until View All. */
export const STRIP_PREVIEW = 6

interface ForecastStripProps {
  headingId: string
  entries: StripEntry[]
  isPending: boolean
  /** The place's clock: hours are shown in its time. */
  offsetAt: UtcOffsetAt
  /** The person's alert threshold: the chart's dashed line. */
  threshold: Threshold
  /** Unix s: the chart's now marker. */
  nowSeconds: number
}

/** The next 24 hours: the hourly chart, then hour by hour (Now, +1h, +2h …). */
export function ForecastStrip({ headingId, entries, isPending, offsetAt, threshold, nowSeconds }: ForecastStripProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  const [showAll, setShowAll] = useState(false)
  const listId = useId()
  const shown = showAll ? entries : entries.slice(0, STRIP_PREVIEW)

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card__header">
        {/* Focus target of View Forecast. */}
        <h2 id={headingId} className="card__title" tabIndex={-1}>
          <Trans>Next 24 hours</Trans>
        </h2>
        {entries.length > STRIP_PREVIEW && (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? t`Show Less` : t`View All`}
          </button>
        )}
      </div>
      {entries.length > 0 && (
        <>
          <p className="muted small">
            <Trans>
              Now: US AQI <abbr title={t`EPA NowCast: a weighted average of the last 12 hours (8 for ozone)`}>NowCast</abbr>.
              Later hours: forecast, hourly.
            </Trans>
          </p>
          <HourlyChart
            entries={entries.map((e) => e.entry)}
            span={t({ message: 'next 24 hours', comment: 'Completes "US AQI by hour, next 24 hours."' })}
            threshold={threshold}
            nowSeconds={nowSeconds}
            offsetAt={offsetAt}
          />
        </>
      )}
      {entries.length > 0 ? (
        <ol id={listId} className="strip">
          {shown.map(({ label, entry }) => {
            const level = levelText(entry.main.aqi, _)
            return (
              <li key={entry.dt} className="strip__hour">
                <span className="strip__label">{label === 'Now' ? t`Now` : label}</span>
                <span className="strip__time">{clock(entry.dt, offsetAt, deviceLocaleStyle(), _)}</span>
                <span className="strip__index" style={levelStyle(level)}>
                  {entry.main.aqi}
                </span>
                <span className="strip__level">{level.label}</span>
              </li>
            )
          })}
        </ol>
      ) : isPending ? (
        <Skeleton className="strip-skeleton" label={t`Loading forecast…`} />
      ) : (
        <p className="muted">
          <Trans>No forecast data available</Trans>
        </p>
      )}
    </section>
  )
}
