import { compareDays, dailyLevels, type DayLevels, type LevelReading } from './daily-levels'
import type { UtcOffsetAt } from '../time/utc-offset'
import { weekContaining, type DayRange } from './local-days'

/** The week so far, from the readings kept on the device (docs/product.md §Screens "Weekly report", §Limits). */
export interface WeeklyReport {
  /** Sunday to Saturday, local time. */
  week: DayRange
  /** The week's days that have readings, oldest first. */
  days: DayLevels[]
  readings: number
  goodDays: number
  /** The spec's "total days": days of the week with at least one reading. */
  daysWithReadings: number
  /** Good days ÷ days with readings, as a rounded percent; null before the first reading. */
  scorePercent: number | null
  /**
   * The cleanest and the dirtiest day (the earliest of equals). Both null with fewer than two
   * days of readings, or when the readings cannot tell the days apart.
   */
  bestDay: DayLevels | null
  worstDay: DayLevels | null
}

/** docs/product.md §Limits: "Weekly score is rounded good days over total days, as a percent". */
export function weeklyScorePercent(goodDays: number, totalDays: number): number | null {
  return totalDays > 0 ? Math.round((goodDays / totalDays) * 100) : null
}

/** The report of the Sunday-Saturday week holding `nowSeconds` (unix s), local time. */
export function weeklyReport(readings: readonly LevelReading[], nowSeconds: number, utcOffsetAt: UtcOffsetAt): WeeklyReport {
  const week = weekContaining(nowSeconds, utcOffsetAt)
  const days = dailyLevels(readings, utcOffsetAt, week)
  const goodDays = days.filter((d) => d.good).length
  const { bestDay, worstDay } = extremes(days)
  return {
    week,
    days,
    readings: days.reduce((sum, d) => sum + d.readings, 0),
    goodDays,
    daysWithReadings: days.length,
    scorePercent: weeklyScorePercent(goodDays, days.length),
    bestDay,
    worstDay,
  }
}

function extremes(days: readonly DayLevels[]): { bestDay: DayLevels | null; worstDay: DayLevels | null } {
  const [first, ...rest] = days
  if (!first || rest.length === 0) return { bestDay: null, worstDay: null }
  let best = first
  let worst = first
  for (const day of rest) {
    if (compareDays(day, best) < 0) best = day
    if (compareDays(day, worst) > 0) worst = day
  }
  return compareDays(best, worst) === 0 ? { bestDay: null, worstDay: null } : { bestDay: best, worstDay: worst }
}
