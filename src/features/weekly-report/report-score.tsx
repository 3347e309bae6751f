import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AQI_LEVELS, LEVEL_NAME_MESSAGES } from '../../domain/aqi/levels'
import { GOOD_DAY_MAX_LEVEL } from '../../domain/report/good-day'
import { daysOf } from '../../domain/report/local-days'
import type { WeeklyReport } from '../../domain/report/weekly-report'
import { formatDay } from '../../lib/calendar-day'
import { LevelBadge } from '../../ui/level-badge'

const GOOD_LEVELS = AQI_LEVELS.slice(0, GOOD_DAY_MAX_LEVEL)

/** The score (good days ÷ days with readings) and the week day by day. */
export function ReportScore({ report, today }: { report: WeeklyReport; today: number }) {
  const { t, i18n } = useLingui()
  const byDay = new Map(report.days.map((d) => [d.day, d]))
  const good = report.goodDays
  const days = report.daysWithReadings
  // "Good or Fair", "Buena o Aceptable": the language's own "or" (decision 280).
  const names = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(GOOD_LEVELS.map((level) => i18n._(LEVEL_NAME_MESSAGES[level.index])))
  const max = GOOD_DAY_MAX_LEVEL
  return (
    <section className="card report-score" aria-labelledby="score-heading">
      <h2 id="score-heading" className="card__title">
        <Trans>Air quality score</Trans>
      </h2>
      <p className="report-score__value" data-testid="score-value">
        {report.scorePercent}%
      </p>
      <p data-testid="score-days">
        <Plural
          value={days}
          one={`Good air on ${good} of # day with readings`}
          other={`Good air on ${good} of # days with readings`}
        />
      </p>
      <p className="muted small">
        <Trans comment="names: level names joined by 'or', e.g. Good or Fair; max: the highest good level">
          A good day is one whose worst reading is {names} (level 1-{max}). Days without readings do not count.
        </Trans>
      </p>
      <ol className="week-days" aria-label={t`This week, day by day`}>
        {daysOf(report.week).map((day) => {
          const levels = byDay.get(day)
          const name = formatDay(day, { weekday: 'long' })
          const readings = levels?.readings ?? 0
          return (
            <li key={day} className="week-day" data-testid="week-day">
              <span className="week-day__name">
                {formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' })}
              </span>
              {levels ? (
                <>
                  <LevelBadge
                    index={levels.worstLevel}
                    context={t({
                      message: plural(readings, { one: `Worst of # reading on ${name}.`, other: `Worst of # readings on ${name}.` }),
                      comment: 'name: a day of the week',
                    })}
                  />
                  <span className="small">{levels.good ? t`Good day` : t`Not a good day`}</span>
                </>
              ) : (
                <span className="muted small week-day__none">{day > today ? t`Still to come` : t`No readings`}</span>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
