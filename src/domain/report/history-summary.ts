import { dailyLevels, type DayLevels, type LevelReading } from './daily-levels'
import type { UtcOffsetAt } from '../time/utc-offset'
import { daysEndingToday, daysOf } from './local-days'

/** The history tiles and chart look back this many days. */
export const HISTORY_DAYS = 7

export interface LevelAverage {
  /** Mean 1-5 index of the readings, unrounded. */
  meanLevel: number
  /** Mean US AQI of the readings that have one, rounded; null when none has. */
  meanUsAqi: number | null
  readings: number
}

/**
 * The average of the readings from the last 7 × 24 hours before `nowSeconds` (unix s), or null
 * when there are none. Each kept reading counts once, so hours checked often weigh no more
 * than others: the device keeps one reading per place and hour.
 */
export function sevenDayAverage(readings: readonly LevelReading[], nowSeconds: number): LevelAverage | null {
  const from = nowSeconds - HISTORY_DAYS * 86_400
  const recent = readings.filter((r) => r.time > from && r.time <= nowSeconds)
  if (recent.length === 0) return null
  const usAqis = recent.map((r) => r.usAqi).filter((v): v is number => v !== null)
  return {
    meanLevel: recent.reduce((sum, r) => sum + r.aqi, 0) / recent.length,
    meanUsAqi: usAqis.length > 0 ? Math.round(usAqis.reduce((a, b) => a + b, 0) / usAqis.length) : null,
    readings: recent.length,
  }
}

/** One day of the last-7-days chart; `levels` is null on a day without readings. */
export interface ChartDay {
  day: number
  levels: DayLevels | null
}

/** The last 7 local days, today last, each with its readings' summary. */
export function lastSevenDays(readings: readonly LevelReading[], nowSeconds: number, utcOffsetAt: UtcOffsetAt): ChartDay[] {
  const range = daysEndingToday(nowSeconds, utcOffsetAt, HISTORY_DAYS)
  const byDay = new Map(dailyLevels(readings, utcOffsetAt, range).map((d) => [d.day, d]))
  return daysOf(range).map((day) => ({ day, levels: byDay.get(day) ?? null }))
}
