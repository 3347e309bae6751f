import { clock24 } from '../../domain/time/format'
import { deviceUtcOffsetSeconds } from '../../lib/time'

/** "14:05" in the device's time for a unix time in seconds. */
export function deviceClock(unixSeconds: number): string {
  return clock24(unixSeconds, deviceUtcOffsetSeconds)
}

