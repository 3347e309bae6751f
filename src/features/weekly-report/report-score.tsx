import { AQI_LEVELS } from '../../domain/aqi/levels'
import { GOOD_DAY_MAX_LEVEL } from '../../domain/report/good-day'
import { daysOf } from '../../domain/report/local-days'
import type { WeeklyReport } from '../../domain/report/weekly-report'
import { formatDay } from '../../lib/calendar-day'
import { LevelBadge } from '../../ui/level-badge'

const GOOD_LEVEL_NAMES = AQI_LEVELS.slice(0, GOOD_DAY_MAX_LEVEL).map((level) => level.name)
const GOOD_DAY_RULE = `A good day is one whose worst reading is ${GOOD_LEVEL_NAMES.join(' or ')} (level 1-${GOOD_DAY_MAX_LEVEL}).`

/** The score (good days ÷ days with readings) and the week day by day. */
export function ReportScore({ report, today }: { report: WeeklyReport; today: number }) {
  const byDay = new Map(report.days.map((d) => [d.day, d]))
  return (
    <section className="card report-score" aria-labelledby="score-heading">
      <h2 id="score-heading" className="card__title">
        Air quality score
      </h2>
      <p className="report-score__value" data-testid="score-value">
        {report.scorePercent}%
      </p>
      <p data-testid="score-days">
        Good air on {report.goodDays} of {report.daysWithReadings} {report.daysWithReadings === 1 ? 'day' : 'days'} with
        readings
      </p>
      <p className="muted small">{GOOD_DAY_RULE} Days without readings do not count.</p>
      <ol className="week-days" aria-label="This week, day by day">
        {daysOf(report.week).map((day) => {
          const levels = byDay.get(day)
          const name = formatDay(day, { weekday: 'long' })
          return (
            <li key={day} className="week-day" data-testid="week-day">
              <span className="week-day__name">
                {formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' })}
              </span>
              {levels ? (
                <>
                  <LevelBadge
                    index={levels.worstLevel}
                    context={`Worst of ${levels.readings} ${levels.readings === 1 ? 'reading' : 'readings'} on ${name}.`}
                  />
                  <span className="small">{levels.good ? 'Good day' : 'Not a good day'}</span>
                </>
              ) : (
                <span className="muted small">{day > today ? 'Still to come' : 'No readings'}</span>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
