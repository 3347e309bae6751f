import { useId, useState } from 'react'
import { Link } from '../../lib/router'
import ChevronDown from 'lucide-react/icons/chevron-down'
import ArrowRight from 'lucide-react/icons/arrow-right'
import TrendingDown from 'lucide-react/icons/trending-down'
import TrendingUp from 'lucide-react/icons/trending-up'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import type { Threshold } from '../../domain/contracts/alerts'
import type { DailySummary, Trend } from '../../domain/forecast/daily-summary'
import { hoursOfLocalDay, keyHoursOfDay, type KeyHour } from '../../domain/forecast/key-hours'
import { clock, decimal, shortCalendarDate, calendarDayName } from '../../domain/time/format'
import { deviceLocaleStyle } from '../../lib/locale'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import { LevelChip } from '../../ui/level-chip'
import { OfflineBadge } from '../../ui/offline-badge'
import { Skeleton } from '../../ui/skeleton'
import { TREND_LABELS } from './format'
import { HourlyChart } from './hourly-chart'
import { useTranslate } from '../../lib/i18n'

const TREND_ICONS: Record<Trend, typeof TrendingUp> = { up: TrendingUp, down: TrendingDown, stable: ArrowRight }

interface DailyForecastCardProps {
  days: DailySummary[]
  isPending: boolean
  premium: boolean
  /** Premium, but the extended forecast failed and the free one is shown (docs/product.md §Forecast). */
  fellBack: boolean
  /** The forecast is the device's kept copy: the network could not be reached (decision 151). */
  offline?: boolean
  /** The place's clock: hours are shown in its time. */
  offsetAt: UtcOffsetAt
  /** Show the upgrade prompt: only once the account is known not to be a member's (issue 15). */
  offerUpgrade: boolean
  /** The hourly entries the days summarise: an opened day charts its own. */
  entries: readonly AirQualityEntry[]
  /** The person's alert threshold: the charts' dashed line. */
  threshold: Threshold
  /** Unix s: today's chart marks now. */
  nowSeconds: number
}

/** 5 days for premium, 2 days and an upgrade prompt for everyone else. */
export function DailyForecastCard(props: DailyForecastCardProps) {
  const { days, isPending, premium, fellBack, offline = false, offsetAt, offerUpgrade, entries, threshold, nowSeconds } = props
  // One day open at a time: its chart is the day view (issue 15 item 4).
  const [openDate, setOpenDate] = useState<string | null>(null)
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
      {days.length > 0 && <p className="muted small">Levels of forecast hours: US AQI category, hourly.</p>}
      {days.length > 0 ? (
        <ol className="days">
          {days.map((day) => (
            <DayRow
              key={day.date}
              day={day}
              showHours={premium}
              offsetAt={offsetAt}
              dayEntries={hoursOfLocalDay(entries, day.date, offsetAt)}
              open={openDate === day.date}
              onToggle={() => setOpenDate((date) => (date === day.date ? null : day.date))}
              threshold={threshold}
              nowSeconds={nowSeconds}
            />
          ))}
        </ol>
      ) : isPending ? (
        <Skeleton height={premium ? 892 : 200} label="Loading daily forecast…" />
      ) : (
        <p className="muted">No forecast data available</p>
      )}
      {offerUpgrade && !premium && (
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

interface DayRowProps {
  day: DailySummary
  showHours: boolean
  offsetAt: UtcOffsetAt
  dayEntries: AirQualityEntry[]
  open: boolean
  onToggle: () => void
  threshold: Threshold
  nowSeconds: number
}

/** Why an hour is listed: "School run", "Worst", both, or nothing for another of the worst hours. */
function whyShown({ schoolRun, worst }: KeyHour): string | null {
  if (schoolRun && worst) return 'School run · worst'
  if (schoolRun) return 'School run'
  return worst ? 'Worst' : null
}

function DayRow({ day, showHours, offsetAt, dayEntries, open, onToggle, threshold, nowSeconds }: DayRowProps) {
  const t = useTranslate()
  const TrendIcon = TREND_ICONS[day.trend]
  const chartId = useId()
  return (
    <li className="day">
      <div className="day__header">
        <h3 className="day__name">
          <button type="button" className="day__toggle" aria-expanded={open} aria-controls={chartId} onClick={onToggle}>
            {calendarDayName(day.date, t) || day.dayName} <span className="muted day__date">{shortCalendarDate(day.date, deviceLocaleStyle(), t)}</span>
            <ChevronDown aria-hidden="true" className="icon" />
            <span className="visually-hidden">, hourly chart</span>
          </button>
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
        <ul className="day__hours" aria-label={`${day.dayName}: the school run and the worst hours`}>
          {keyHoursOfDay(dayEntries, offsetAt).map((hour) => (
            <li key={hour.entry.dt}>
              <span className="day__hour-when">
                <span className="day__hour-time">{clock(hour.entry.dt, offsetAt, deviceLocaleStyle(), t)}</span>
                {whyShown(hour) && <span className="day__hour-why">{whyShown(hour)}</span>}
              </span>
              <LevelChip index={hour.entry.main.aqi} showIndex />
            </li>
          ))}
        </ul>
      )}
      <div id={chartId} hidden={!open}>
        {open && (
          <HourlyChart entries={dayEntries} span={day.dayName} threshold={threshold} nowSeconds={nowSeconds} offsetAt={offsetAt} />
        )}
      </div>
    </li>
  )
}
