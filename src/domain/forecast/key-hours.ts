import type { AirQualityEntry } from '../contracts/air-quality'
import { localDate, localSecondsOfDay } from '../time/format'
import type { UtcOffsetAt } from '../time/utc-offset'
import { english } from '../i18n/locales'

const HOUR_SECONDS = 3600

/**
 * The school run, in the place's local time (decision 175): drop-off around 8 AM and pick-up
 * around 3 PM, the hours families ask about. Seconds after local midnight.
 */
export const SCHOOL_RUN_SECONDS = [8 * HOUR_SECONDS, 15 * HOUR_SECONDS] as const

/** docs/product.md §Limits: premium users see 4 hours of each day. */
export const KEY_HOURS_PER_DAY = 4

/** One of the hours a day's row lists, and why it was chosen. */
export interface KeyHour {
  entry: AirQualityEntry
  /** The hour holds 8:00 or 15:00 local time. */
  schoolRun: boolean
  /** The day's worst hour (the earliest of equals). */
  worst: boolean
}

/** The entries of one local day ("2026-11-22" in the place's time), oldest first. */
export function hoursOfLocalDay(list: readonly AirQualityEntry[], date: string, offsetAt: UtcOffsetAt): AirQualityEntry[] {
  return list.filter((e) => localDate(e.dt, offsetAt, english).date === date).sort((a, b) => a.dt - b.dt)
}

/** True when the hour starting at `dt` (unix s) holds `secondsOfDay` local time, e.g. 7:30-8:30 holds 8:00. */
function holds(dt: number, secondsOfDay: number, offsetAt: UtcOffsetAt): boolean {
  const start = localSecondsOfDay(dt, offsetAt)
  return start <= secondsOfDay && secondsOfDay < start + HOUR_SECONDS
}

/**
 * Worse first: the 1-5 level, then the US AQI (both as the API gives them: the one index
 * model, never recomputed here), then the earlier hour.
 */
function worseFirst(a: AirQualityEntry, b: AirQualityEntry): number {
  return b.main.aqi - a.main.aqi || (b.usAqi ?? -1) - (a.usAqi ?? -1) || a.dt - b.dt
}

/**
 * The hours a day's row shows (decision 175): the school-run hours (8 AM and 3 PM local),
 * then the day's worst hours until there are `count`, in time order. A day without a school-run
 * hour in its data (today after 3 PM, the forecast's last day) shows more of its worst hours.
 * @param dayEntries the hourly entries of one local day
 */
export function keyHoursOfDay(
  dayEntries: readonly AirQualityEntry[],
  offsetAt: UtcOffsetAt,
  count = KEY_HOURS_PER_DAY,
): KeyHour[] {
  const byWorst = [...dayEntries].sort(worseFirst)
  const worstDt = byWorst[0]?.dt
  const picked = new Set<AirQualityEntry>()
  for (const seconds of SCHOOL_RUN_SECONDS) {
    const hour = dayEntries.find((e) => holds(e.dt, seconds, offsetAt))
    if (hour && picked.size < count) picked.add(hour)
  }
  for (const hour of byWorst) {
    if (picked.size >= count) break
    picked.add(hour)
  }
  return [...picked]
    .sort((a, b) => a.dt - b.dt)
    .map((entry) => ({
      entry,
      schoolRun: SCHOOL_RUN_SECONDS.some((s) => holds(entry.dt, s, offsetAt)),
      worst: entry.dt === worstDt,
    }))
}
