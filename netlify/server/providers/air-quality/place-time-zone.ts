import tzLookup from '@photostructure/tz-lookup'
import { isTimeZone } from '../../../../src/domain/time/time-zone'

/**
 * The IANA time zone of a place ("Asia/Kolkata", "America/St_Johns"), from the bundled
 * timezone-boundary-builder map in @photostructure/tz-lookup (decision 140). Every provider
 * takes its zone from here, so the app and the alert job read a place's hours the same way
 * whatever the source. Where the lookup fails, or names a zone this runtime's Intl does not
 * know, the nautical zone of the longitude (15° per hour) stands in: right at sea, and never
 * more than an hour or two off on land.
 */
export function placeTimeZone(latDegrees: number, lonDegrees: number): string {
  try {
    const zone = tzLookup(latDegrees, lonDegrees)
    if (isTimeZone(zone)) return zone
  } catch {
    // Out-of-range coordinates: fall through to the nautical zone.
  }
  return nauticalZone(lonDegrees)
}

/** "Etc/GMT-5" for 75° E: the tz database's Etc zones count hours west of Greenwich as positive. */
function nauticalZone(lonDegrees: number): string {
  const hours = Math.max(-12, Math.min(12, Math.round(lonDegrees / 15)))
  if (hours === 0) return 'UTC'
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`
}
