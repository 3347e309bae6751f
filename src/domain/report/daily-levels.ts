import type { Owm5Index } from '../aqi/owm5'
import type { StoredReading } from '../storage/readings'
import { isGoodDay } from './good-day'
import type { UtcOffsetAt } from '../time/utc-offset'
import { localDay, type DayRange } from './local-days'

/** What a day's summary needs of a stored reading. */
export type LevelReading = Pick<StoredReading, 'time' | 'aqi' | 'usAqi'>

/** One local day's readings in brief. */
export interface DayLevels {
  /** Day number (see local-days.ts). */
  day: number
  readings: number
  /** The day's highest 1-5 index. */
  worstLevel: Owm5Index
  /** The mean of the day's 1-5 indexes, unrounded. */
  meanLevel: number
  /** The day's highest US AQI among the readings that have one; null when none has. */
  peakUsAqi: number | null
  /** See good-day.ts. */
  good: boolean
}

/**
 * The readings grouped into local days, oldest day first; only days with readings appear.
 * With `range`, readings outside it are left out.
 */
export function dailyLevels(readings: readonly LevelReading[], utcOffsetAt: UtcOffsetAt, range?: DayRange): DayLevels[] {
  const byDay = new Map<number, LevelReading[]>()
  for (const reading of readings) {
    const day = localDay(reading.time, utcOffsetAt)
    if (range && (day < range.firstDay || day > range.lastDay)) continue
    const list = byDay.get(day)
    if (list) list.push(reading)
    else byDay.set(day, [reading])
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([day, list]) => summariseDay(day, list))
}

function summariseDay(day: number, readings: readonly LevelReading[]): DayLevels {
  const worstLevel = Math.max(...readings.map((r) => r.aqi)) as Owm5Index
  const usAqis = readings.map((r) => r.usAqi).filter((v): v is number => v !== null)
  return {
    day,
    readings: readings.length,
    worstLevel,
    meanLevel: readings.reduce((sum, r) => sum + r.aqi, 0) / readings.length,
    peakUsAqi: usAqis.length > 0 ? Math.max(...usAqis) : null,
    good: isGoodDay(worstLevel),
  }
}

/**
 * Orders days from cleaner to dirtier: by the worst reading, then the mean level, then the peak
 * US AQI when both days have one. 0 means the readings cannot tell the days apart.
 */
export function compareDays(a: DayLevels, b: DayLevels): number {
  if (a.worstLevel !== b.worstLevel) return a.worstLevel - b.worstLevel
  if (a.meanLevel !== b.meanLevel) return a.meanLevel - b.meanLevel
  if (a.peakUsAqi !== null && b.peakUsAqi !== null) return a.peakUsAqi - b.peakUsAqi
  return 0
}
