import type { UtcOffsetAt, UtcOffsetChange } from './utc-offset'

/*
 * IANA time zones through Intl (ECMA-402), whose zone rules are the tz database the runtime
 * ships: the place's real offset at each moment, with daylight saving time and half- and
 * quarter-hour zones (Asia/Kolkata +05:30, Asia/Kathmandu +05:45, America/St_Johns -03:30).
 * Formatters are made once per zone. Not for the dashboard's first render (decision 012):
 * the app reads the offsets the API sends (./utc-offset.ts).
 */

const HOUR_SECONDS = 3600
const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** True when the runtime knows `name` as a time zone ("Asia/Kolkata", "Etc/GMT-5", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name === '') return false
  try {
    formatIn(name)
    return true
  } catch {
    return false
  }
}

/** The offset (s) of an IANA zone at `unixSeconds`, read from the wall clock Intl gives for it. */
function offsetIn(format: Intl.DateTimeFormat, unixSeconds: number): number {
  const whole = Math.floor(unixSeconds)
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(new Date(whole * 1000))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const wallClock = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  return wallClock / 1000 - whole
}

/**
 * The offset of an IANA zone at each moment, seconds: -14400 in New York in summer, -18000
 * in winter. Throws a RangeError for a zone the runtime does not know (check `isTimeZone`).
 */
export function zoneOffsetAt(timeZone: string): UtcOffsetAt {
  const format = formatIn(timeZone)
  return (unixSeconds) => offsetIn(format, unixSeconds)
}

/**
 * The zone's offsets over `[fromSeconds, toSeconds]` (unix s) as changes, oldest first: one
 * element unless a daylight-saving change falls inside, each later one starting at the exact
 * second of the change. Sampled hourly (no zone changes twice within an hour), then bisected.
 */
export function offsetChanges(timeZone: string, fromSeconds: number, toSeconds: number): UtcOffsetChange[] {
  const offsetAt = zoneOffsetAt(timeZone)
  let seconds = offsetAt(fromSeconds)
  const changes: UtcOffsetChange[] = [{ from: fromSeconds, seconds }]
  for (let t = fromSeconds; t < toSeconds; t += HOUR_SECONDS) {
    const next = Math.min(t + HOUR_SECONDS, toSeconds)
    const after = offsetAt(next)
    if (after === seconds) continue
    let before = t
    let at = next
    while (at - before > 1) {
      const mid = Math.floor((before + at) / 2)
      if (offsetAt(mid) === seconds) before = mid
      else at = mid
    }
    changes.push({ from: at, seconds: after })
    seconds = after
  }
  return changes
}
