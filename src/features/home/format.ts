import { clock24 } from '../../domain/time/format'
import { deviceUtcOffsetSeconds, isoToUnixSeconds } from '../../lib/time'

/** "14:05" in the device's time for a unix time in seconds. */
export function deviceClock(unixSeconds: number): string {
  return clock24(unixSeconds, deviceUtcOffsetSeconds)
}

/** "14:05" in the device's time for an ISO 8601 instant, or null when it does not parse. */
export function deviceClockOfIso(iso: string): string | null {
  const seconds = isoToUnixSeconds(iso)
  return seconds === null ? null : deviceClock(seconds)
}
