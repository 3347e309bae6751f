/**
 * A place's offset from UTC guessed from its longitude alone: 15° of longitude per hour,
 * rounded to whole hours, in seconds. An approximation for sources that give no time zone
 * (it ignores political zones, half-hour zones and daylight saving time); good enough to
 * group hours into local days, never shown as the place's official time.
 */
export function approximateUtcOffsetSeconds(lonDegrees: number): number {
  // `+ 0` turns -0 (from small negative longitudes) into 0.
  return Math.round(lonDegrees / 15) * 3600 + 0
}
