import { localDay, SECONDS_PER_DAY } from '../domain/report/local-days'
import { formatLocale, i18n } from './i18n'
import { deviceLocaleStyle } from './locale'
import { deviceClock, deviceUtcOffsetSeconds } from './time'

/**
 * A day number (src/domain/report/local-days.ts) in words: "Sat, Nov 21" by default, or
 * "Sat 21 Nov" where the reader's locale puts the day first; in another language of the app,
 * that language's words and order ("sáb, 21 nov", decision 280).
 */
export function formatDay(
  day: number,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' },
): string {
  const locale = i18n.locale === 'en' ? (deviceLocaleStyle().dateOrder === 'day-month' ? 'en-GB' : 'en-US') : formatLocale()
  // Day numbers count UTC midnights, so formatting them in UTC gives the local date they stand for.
  return new Date(day * SECONDS_PER_DAY * 1000).toLocaleDateString(locale, { ...options, timeZone: 'UTC' })
}

/** The device's local day of a moment (unix s). */
export function deviceDay(unixSeconds: number): number {
  return localDay(unixSeconds, deviceUtcOffsetSeconds)
}

/** "Sat, Nov 21" and "2 PM" (en-US; "Sat 21 Nov" and "14:00" en-GB) of a moment (unix s) in the device's time. */
export function deviceDateAndTime(unixSeconds: number): { date: string; time: string } {
  return { date: formatDay(deviceDay(unixSeconds)), time: deviceClock(unixSeconds) }
}
