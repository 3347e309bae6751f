import type { UtcOffsetAt } from '../time/utc-offset'

/*
 * Local calendar days without the runtime's time zone: a day is a whole number of days since
 * 1970-01-01 in the person's local time (a "day number"), and the caller passes how far local
 * time is from UTC at each moment (it changes with daylight saving time).
 */

export const SECONDS_PER_DAY = 86_400
/** 1 January 1970 (day 0) was a Thursday. */
const EPOCH_WEEKDAY = 4

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export type WeekdayName = (typeof WEEKDAY_NAMES)[number]

/** The local calendar day of a moment (unix s), as a day number. */
export function localDay(unixSeconds: number, utcOffsetAt: UtcOffsetAt): number {
  return Math.floor((unixSeconds + utcOffsetAt(unixSeconds)) / SECONDS_PER_DAY)
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: number): number {
  return (((day + EPOCH_WEEKDAY) % 7) + 7) % 7
}

export function weekdayName(day: number): WeekdayName {
  return WEEKDAY_NAMES[weekdayOf(day)] ?? 'Sunday'
}

/** A day's date, "2026-11-21". */
export function isoDate(day: number): string {
  return new Date(day * SECONDS_PER_DAY * 1000).toISOString().slice(0, 10)
}

/** A run of days, both ends included (day numbers). */
export interface DayRange {
  firstDay: number
  lastDay: number
}

/** The Sunday-to-Saturday week that holds the local day of `nowSeconds` (docs/product.md §Screens, /weekly-report). */
export function weekContaining(nowSeconds: number, utcOffsetAt: UtcOffsetAt): DayRange {
  const today = localDay(nowSeconds, utcOffsetAt)
  const firstDay = today - weekdayOf(today)
  return { firstDay, lastDay: firstDay + 6 }
}

/** The `count` local days ending with today, oldest first. */
export function daysEndingToday(nowSeconds: number, utcOffsetAt: UtcOffsetAt, count: number): DayRange {
  const today = localDay(nowSeconds, utcOffsetAt)
  return { firstDay: today - count + 1, lastDay: today }
}

/** Every day number of a range, oldest first. */
export function daysOf({ firstDay, lastDay }: DayRange): number[] {
  return Array.from({ length: Math.max(0, lastDay - firstDay + 1) }, (_, i) => firstDay + i)
}

/**
 * Unix seconds that surely cover a range of local days whatever the offset (local time is
 * within ±14 h of UTC): for reading stored records before grouping them into local days.
 */
export function instantsCovering({ firstDay, lastDay }: DayRange): { fromSeconds: number; toSeconds: number } {
  return { fromSeconds: (firstDay - 1) * SECONDS_PER_DAY, toSeconds: (lastDay + 2) * SECONDS_PER_DAY }
}
