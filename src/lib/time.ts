import { clock, dateAndClock } from '../domain/time/format'
import type { LocaleStyle } from '../domain/time/locale-style'
import type { UtcOffsetAt } from '../domain/time/utc-offset'
import { appTranslate } from './i18n'
import { deviceLocaleStyle } from './locale'

/*
 * The device's side of time. Texts are made by src/domain/time/format.ts, with the device's
 * offset from here or a place's offset from the API (src/domain/time/utc-offset.ts).
 */

/** The device's UTC offset (seconds) at a given moment; it changes with daylight saving time. */
export const deviceUtcOffsetSeconds: UtcOffsetAt = (unixSeconds) => -new Date(unixSeconds * 1000).getTimezoneOffset() * 60

/** Unix seconds of an ISO 8601 time, or null when it does not parse. */
export function isoToUnixSeconds(iso: string): number | null {
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000)
}

/**
 * "Nov 22, 2026, 2:05 PM" (en-US) or "22 Nov 2026, 14:05" of an ISO 8601 time in the device's
 * time and the reader's locale, in the app's words ("22 nov 2026, 14:05"); the input as given
 * when it does not parse.
 */
export function deviceDateTime(iso: string, style: LocaleStyle = deviceLocaleStyle()): string {
  const seconds = isoToUnixSeconds(iso)
  return seconds === null ? iso : dateAndClock(seconds, deviceUtcOffsetSeconds, style, appTranslate)
}

/** "2:05 PM" (en-US) or "14:05" on the device's clock for a unix time in seconds. */
export function deviceClock(unixSeconds: number, style: LocaleStyle = deviceLocaleStyle()): string {
  return clock(unixSeconds, deviceUtcOffsetSeconds, style, appTranslate)
}
