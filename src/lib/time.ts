import { clock24, dateAndClock24 } from '../domain/time/format'
import type { UtcOffsetAt } from '../domain/time/utc-offset'

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

/** "Nov 22, 2026, 14:05" of an ISO 8601 time in the device's time; the input as given when it does not parse. */
export function deviceDateTime(iso: string): string {
  const seconds = isoToUnixSeconds(iso)
  return seconds === null ? iso : dateAndClock24(seconds, deviceUtcOffsetSeconds)
}

/** "14:05" on the device's clock for a unix time in seconds. */
export function deviceClock(unixSeconds: number): string {
  return clock24(unixSeconds, deviceUtcOffsetSeconds)
}
