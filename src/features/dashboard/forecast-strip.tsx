import { useId, useState } from 'react'
import type { StripEntry } from '../../domain/forecast/strip'
import { levelFor } from '../../domain/aqi/levels'
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
  const t = useTranslate()
  const [showAll, setShowAll] = useState(false)
  const listId = useId()
  const shown = showAll ? entries : entries.slice(0, STRIP_PREVIEW)

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card__header">
        {/* Focus target of View Forecast. */}
        <h2 id={headingId} className="card__title" tabIndex={-1}>
          Next 24 hours
        </h2>
        {entries.length > STRIP_PREVIEW && (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show Less' : 'View All'}
          </button>
        )}
      </div>
      {entries.length > 0 && (
        <>
          <p className="muted small">
            Now: US AQI <abbr title="EPA NowCast: a weighted average of the last 12 hours (8 for ozone)">NowCast</abbr>.
            Later hours: forecast, hourly.
          </p>
          <HourlyChart
            entries={entries.map((e) => e.entry)}
            span="next 24 hours"
            threshold={threshold}
            nowSeconds={nowSeconds}
            offsetAt={offsetAt}
          />
        </>
      )}
      {entries.length > 0 ? (
        <ol id={listId} className="strip">
          {shown.map(({ label, entry }) => {
            const level = levelFor(entry.main.aqi)
            return (
              <li key={entry.dt} className="strip__hour">
                <span className="strip__label">{label}</span>
                <span className="strip__time">{clock(entry.dt, offsetAt, deviceLocaleStyle(), t)}</span>
                <span className="strip__index" style={levelStyle(level)}>
                  {entry.main.aqi}
                </span>
                <span className="strip__level">{level.name}</span>
              </li>
            )
          })}
        </ol>
      ) : isPending ? (
        <Skeleton className="strip-skeleton" label="Loading forecast…" />
      ) : (
        <p className="muted">No forecast data available</p>
      )}
    </section>
  )
}
