import { useId, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { i18n } from '../../lib/i18n'
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
  const { t } = useLingui()
  const [openDate, setOpenDate] = useState<string | null>(null)
  return (
    <section className="card" aria-labelledby="daily-heading">
      <h2 id="daily-heading" className="card__title">
        {premium ? t`5-day forecast` : t`2-day forecast`}
        {offline && <OfflineBadge />}
      </h2>
      {fellBack && (
        <p className="small notice" role="status">
          <Trans>The extended forecast is unavailable right now; showing the free forecast.</Trans>
        </p>
      )}
      {days.length > 0 && (
        <p className="muted small">
          <Trans>Levels of forecast hours: US AQI category, hourly.</Trans>
        </p>
      )}
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
        <Skeleton height={premium ? 892 : 200} label={t`Loading daily forecast…`} />
      ) : (
        <p className="muted">
          <Trans>No forecast data available</Trans>
        </p>
      )}
      {offerUpgrade && !premium && (
        <div className="upgrade-prompt">
          <p>
            <Trans>See 5 days ahead, hour by hour, with Premium.</Trans>
          </p>
          <Link to="/subscribe" className="button button--primary button--small">
            <Trans comment="Button: to the Premium plan">Upgrade</Trans>
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

/** Why an hour is listed: "School run", "Worst", both, or nothing for another of the worst hours. Called at render. */
function whyShown({ schoolRun, worst }: KeyHour): string | null {
  if (schoolRun && worst) return i18n._(msg`School run · worst`)
  if (schoolRun) return i18n._(msg({ message: 'School run', comment: 'An hour of the day: taking children to or from school' }))
  return worst ? i18n._(msg({ message: 'Worst', comment: 'The worst hour of the day' })) : null
}

function DayRow({ day, showHours, offsetAt, dayEntries, open, onToggle, threshold, nowSeconds }: DayRowProps) {
  const { t, i18n: app } = useLingui()
  const _ = useTranslate()
  const TrendIcon = TREND_ICONS[day.trend]
  const chartId = useId()
  const dayName = calendarDayName(day.date, _) || day.dayName
  return (
    <li className="day">
      <div className="day__header">
        <h3 className="day__name">
          <button type="button" className="day__toggle" aria-expanded={open} aria-controls={chartId} onClick={onToggle}>
            {dayName} <span className="muted day__date">{shortCalendarDate(day.date, deviceLocaleStyle(), _)}</span>
            <ChevronDown aria-hidden="true" className="icon" />
            <span className="visually-hidden">{t`, hourly chart`}</span>
          </button>
        </h3>
        <span className="day__peak">
          <span className="muted small">
            <Trans comment="The day's worst level">Peak</Trans>
          </span>
          <LevelChip index={day.maxAqi} />
        </span>
      </div>
      <dl className="day__stats">
        <div>
          <dt>
            <Trans comment="Lowest level of the day">Min</Trans>
          </dt>
          <dd>{day.minAqi}</dd>
        </div>
        <div>
          <dt>
            <Trans comment="Average level of the day">Avg</Trans>
          </dt>
          <dd>{decimal(day.avgAqi, 1, deviceLocaleStyle())}</dd>
        </div>
        <div>
          <dt>
            <Trans comment="Highest level of the day">Max</Trans>
          </dt>
          <dd>{day.maxAqi}</dd>
        </div>
        <div className="day__trend">
          <dt className="visually-hidden">
            <Trans>Trend</Trans>
          </dt>
          <dd>
            <TrendIcon aria-hidden="true" className="icon" />
            {app._(TREND_LABELS[day.trend])}
          </dd>
        </div>
      </dl>
      {showHours && (
        <ul className="day__hours" aria-label={t`${dayName}: the school run and the worst hours`}>
          {keyHoursOfDay(dayEntries, offsetAt).map((hour) => (
            <li key={hour.entry.dt}>
              <span className="day__hour-when">
                <span className="day__hour-time">{clock(hour.entry.dt, offsetAt, deviceLocaleStyle(), _)}</span>
                {whyShown(hour) && <span className="day__hour-why">{whyShown(hour)}</span>}
              </span>
              <LevelChip index={hour.entry.main.aqi} showIndex />
            </li>
          ))}
        </ul>
      )}
      <div id={chartId} hidden={!open}>
        {open && (
          <HourlyChart entries={dayEntries} span={dayName} threshold={threshold} nowSeconds={nowSeconds} offsetAt={offsetAt} />
        )}
      </div>
    </li>
  )
}
