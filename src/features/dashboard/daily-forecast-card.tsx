import { Link } from 'react-router-dom'
import ArrowRight from 'lucide-react/icons/arrow-right'
import TrendingDown from 'lucide-react/icons/trending-down'
import TrendingUp from 'lucide-react/icons/trending-up'
import type { DailySummary, Trend } from '../../domain/forecast/daily-summary'
import { clock, decimal, shortCalendarDate } from '../../domain/time/format'
import { deviceLocaleStyle } from '../../lib/locale'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import { LevelChip } from '../../ui/level-chip'
import { OfflineBadge } from '../../ui/offline-badge'
import { Skeleton } from '../../ui/skeleton'
import { TREND_LABELS } from './format'

/** Spec §9: premium users see 4 of each day's hours. */
export const HOURS_PER_DAY = 4

const TREND_ICONS: Record<Trend, typeof TrendingUp> = { up: TrendingUp, down: TrendingDown, stable: ArrowRight }

interface DailyForecastCardProps {
  days: DailySummary[]
  isPending: boolean
  premium: boolean
  /** Premium, but the extended forecast failed and the free one is shown (spec §4). */
  fellBack: boolean
  /** The forecast is the device's kept copy: the network could not be reached (decision 151). */
  offline?: boolean
  /** The place's clock: hours are shown in its time. */
  offsetAt: UtcOffsetAt
}

/** 5 days for premium, 2 days and an upgrade prompt for everyone else. */
export function DailyForecastCard(props: DailyForecastCardProps) {
  const { days, isPending, premium, fellBack, offline = false, offsetAt } = props
  return (
    <section className="card" aria-labelledby="daily-heading">
      <h2 id="daily-heading" className="card__title">
        {premium ? '5-day forecast' : '2-day forecast'}
        {offline && <OfflineBadge />}
      </h2>
      {fellBack && (
        <p className="small notice" role="status">
          The extended forecast is unavailable right now; showing the free forecast.
        </p>
      )}
      {days.length > 0 ? (
        <ol className="days">
          {days.map((day) => (
            <DayRow key={day.date} day={day} showHours={premium} offsetAt={offsetAt} />
          ))}
        </ol>
      ) : isPending ? (
        <Skeleton height={premium ? 860 : 200} label="Loading daily forecast…" />
      ) : (
        <p className="muted">No forecast data available</p>
      )}
      {!premium && (
        <div className="upgrade-prompt">
          <p>See 5 days ahead, hour by hour, with Premium.</p>
          <Link to="/subscribe" className="button button--primary button--small">
            Upgrade
          </Link>
        </div>
      )}
    </section>
  )
}

function DayRow({ day, showHours, offsetAt }: { day: DailySummary; showHours: boolean; offsetAt: UtcOffsetAt }) {
  const TrendIcon = TREND_ICONS[day.trend]
  return (
    <li className="day">
      <div className="day__header">
        <h3 className="day__name">
          {day.dayName} <span className="muted day__date">{shortCalendarDate(day.date, deviceLocaleStyle())}</span>
        </h3>
        <span className="day__peak">
          <span className="muted small">Peak</span>
          <LevelChip index={day.maxAqi} />
        </span>
      </div>
      <dl className="day__stats">
        <div>
          <dt>Min</dt>
          <dd>{day.minAqi}</dd>
        </div>
        <div>
          <dt>Avg</dt>
          <dd>{decimal(day.avgAqi, 1, deviceLocaleStyle())}</dd>
        </div>
        <div>
          <dt>Max</dt>
          <dd>{day.maxAqi}</dd>
        </div>
        <div className="day__trend">
          <dt className="visually-hidden">Trend</dt>
          <dd>
            <TrendIcon aria-hidden="true" className="icon" />
            {TREND_LABELS[day.trend]}
          </dd>
        </div>
      </dl>
      {showHours && (
        <ul className="day__hours" aria-label={`${day.dayName}, hourly`}>
          {day.hours.slice(0, HOURS_PER_DAY).map((hour) => (
            <li key={hour.time}>
              <span className="day__hour-time">{clock(hour.time, offsetAt, deviceLocaleStyle())}</span>
              <LevelChip index={hour.aqi} showIndex />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
