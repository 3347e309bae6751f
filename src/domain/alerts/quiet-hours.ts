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

/** One stretch of quiet hours, unix seconds; `end` is the first moment that is not quiet. */
export interface QuietPeriod {
  start: number
  end: number
}

const DAY_SECONDS = 86_400
const modDay = (seconds: number) => ((seconds % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS

/**
 * The next quiet period to begin strictly after `unixSeconds`, on the place's wall clock in its
 * IANA `timeZone` (the offset of `unixSeconds`: a daylight-saving change inside the night moves
 * its end by that hour); null without quiet hours. Asked during quiet hours, it is the next
 * day's period.
 */
export function nextQuietPeriod(quietHours: QuietHours, unixSeconds: number, timeZone: string): QuietPeriod | null {
  if (quietHours === null) return null
  const startOfDay = minutesOf(quietHours.start) * 60
  const untilStart = modDay(startOfDay - localSecondsOfDay(unixSeconds, zoneOffsetAt(timeZone))) || DAY_SECONDS
  const start = unixSeconds + untilStart
  return { start, end: start + modDay(minutesOf(quietHours.end) * 60 - startOfDay) }
}
