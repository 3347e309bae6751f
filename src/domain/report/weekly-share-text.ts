import type { WeeklyReport } from './weekly-report'

/**
 * What a person shares about the week: the place, the score and the days it rests on, and
 * "simulated data" when any reading was simulated. Null before the week's first reading.
 */
export function weeklyShareText(placeName: string, report: WeeklyReport, simulated: boolean): string | null {
  if (report.scorePercent === null) return null
  const days = report.daysWithReadings === 1 ? 'day' : 'days'
  const note = simulated ? ' (simulated data)' : ''
  return (
    `My air this week in ${placeName}: ${report.scorePercent}% score, good air on ${report.goodDays} of ` +
    `${report.daysWithReadings} ${days} with readings${note}. Checked with AirAhead.`
  )
}
