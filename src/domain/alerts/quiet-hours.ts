import type { QuietHours } from '../contracts/alerts'
import { localSecondsOfDay } from '../time/format'
import { zoneOffsetAt } from '../time/time-zone'

/** "HH:MM" (validated by the contract) → minutes after midnight. */
function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

/**
 * True when `unixSeconds` falls in the quiet hours, read on the place's wall clock in its IANA
 * `timeZone` (daylight saving time included). The start minute is quiet, the end minute is
 * not; a range whose end is earlier than its start (22:00-07:00) runs over midnight. `null`
 * means no quiet hours.
 */
export function isQuietTime(quietHours: QuietHours, unixSeconds: number, timeZone: string): boolean {
  if (quietHours === null) return false
  const minute = Math.floor(localSecondsOfDay(unixSeconds, zoneOffsetAt(timeZone)) / 60)
  const start = minutesOf(quietHours.start)
  const end = minutesOf(quietHours.end)
  return start < end ? minute >= start && minute < end : minute >= start || minute < end
}
