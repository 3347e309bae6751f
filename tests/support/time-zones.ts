import type { UtcOffsetAt } from '../../src/domain/time/utc-offset'

/*
 * Test helpers (only *.test.ts import this file): real time zones through Intl, so daylight
 * saving time is the real one, whatever zone the test machine runs in.
 */

/** The UTC offset (s) of an IANA time zone at each moment. */
export function offsetIn(timeZone: string): UtcOffsetAt {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  return (unixSeconds) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, Number(p.value)]))
    const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    return asUtc / 1000 - unixSeconds
  }
}

/** Unix seconds of a wall-clock time in a time zone, e.g. at('2026-11-21T09:00', 'America/New_York'). */
export function at(localIso: string, timeZone: string): number {
  const guess = Date.parse(`${localIso}Z`) / 1000
  const offset = offsetIn(timeZone)
  // Twice, so a guess on the other side of a DST change settles.
  const first = guess - offset(guess)
  return guess - offset(first)
}
