import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DayLevels } from '../../domain/report/daily-levels'
import type { WeeklyReport } from '../../domain/report/weekly-report'
import { formatDay } from '../../lib/calendar-day'
import { LevelBadge } from '../../ui/level-badge'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'
import { appTranslate } from '../../lib/i18n'

function DayFigure({ title, day, testId }: { title: string; day: DayLevels; testId: string }) {
  const { t } = useLingui()
  const name = formatDay(day.day, { weekday: 'long' })
  const peak = day.peakUsAqi === null ? null : usAqiWithCategory(day.peakUsAqi, false, appTranslate)
  const readings = day.readings
  return (
    <div className="best-worst__day" data-testid={testId}>
      <h3 className="best-worst__title">{title}</h3>
      <p className="best-worst__name">{name}</p>
      <LevelBadge index={day.worstLevel} context={t({ message: `Worst reading on ${name}.`, comment: 'name: a day of the week' })} />
      <p className="muted small">
        {peak !== null && (
          <>
            <Trans comment="peak: a US AQI figure and its category, e.g. 42 · Good">US AQI up to {peak}</Trans>
            {' · '}
          </>
        )}
        <Plural value={readings} one="# reading" other="# readings" />
      </p>
    </div>
  )
}

/** Best and worst day of the week, or why there are none yet. */
export function BestAndWorst({ report }: { report: WeeklyReport }) {
  const { t } = useLingui()
  return (
    <section className="card" aria-labelledby="best-worst-heading">
      <h2 id="best-worst-heading" className="card__title">
        <Trans>Best and worst day</Trans>
      </h2>
      {report.bestDay && report.worstDay ? (
        <div className="best-worst">
          <DayFigure title={t`Best day`} day={report.bestDay} testId="best-day" />
          <DayFigure title={t`Worst day`} day={report.worstDay} testId="worst-day" />
        </div>
      ) : (
        <p className="muted" data-testid="best-worst-none">
          {report.daysWithReadings < 2
            ? t`Best and worst days show once this week has readings on two days.`
            : t`Every day with readings had the same air, so no day stands out.`}
        </p>
      )}
      <p className="muted small">
        <Trans>Days are ranked by their worst reading, then their average level.</Trans>
      </p>
    </section>
  )
}
