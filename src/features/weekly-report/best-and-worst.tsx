import type { DayLevels } from '../../domain/report/daily-levels'
import type { WeeklyReport } from '../../domain/report/weekly-report'
import { formatDay } from '../../lib/calendar-day'
import { LevelBadge } from '../../ui/level-badge'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'

function DayFigure({ title, day, testId }: { title: string; day: DayLevels; testId: string }) {
  const name = formatDay(day.day, { weekday: 'long' })
  return (
    <div className="best-worst__day" data-testid={testId}>
      <h3 className="best-worst__title">{title}</h3>
      <p className="best-worst__name">{name}</p>
      <LevelBadge index={day.worstLevel} context={`Worst reading on ${name}.`} />
      <p className="muted small">
        {day.peakUsAqi !== null && `US AQI up to ${usAqiWithCategory(day.peakUsAqi)} · `}
        {day.readings} {day.readings === 1 ? 'reading' : 'readings'}
      </p>
    </div>
  )
}

/** Best and worst day of the week, or why there are none yet. */
export function BestAndWorst({ report }: { report: WeeklyReport }) {
  return (
    <section className="card" aria-labelledby="best-worst-heading">
      <h2 id="best-worst-heading" className="card__title">
        Best and worst day
      </h2>
      {report.bestDay && report.worstDay ? (
        <div className="best-worst">
          <DayFigure title="Best day" day={report.bestDay} testId="best-day" />
          <DayFigure title="Worst day" day={report.worstDay} testId="worst-day" />
        </div>
      ) : (
        <p className="muted" data-testid="best-worst-none">
          {report.daysWithReadings < 2
            ? 'Best and worst days show once this week has readings on two days.'
            : 'Every day with readings had the same air, so no day stands out.'}
        </p>
      )}
      <p className="muted small">Days are ranked by their worst reading, then their average level.</p>
    </section>
  )
}
