/**
 * Clock texts of a unix time (seconds) at a fixed UTC offset (seconds). Forecast times
 * are shown in the place's own time (the response's `utcOffsetSeconds`), so the shift is
 * explicit instead of depending on the device's time zone.
 */
function shifted(unixSeconds: number, utcOffsetSeconds: number): Date {
  return new Date((unixSeconds + utcOffsetSeconds) * 1000)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "14:05" (24-hour). */
export function clock24(unixSeconds: number, utcOffsetSeconds: number): string {
  const d = shifted(unixSeconds, utcOffsetSeconds)
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/** "4 PM", or "4:30 PM" at half-hour offsets such as India's. */
export function clock12(unixSeconds: number, utcOffsetSeconds: number): string {
  const d = shifted(unixSeconds, utcOffsetSeconds)
  const hours = d.getUTCHours()
  const minutes = d.getUTCMinutes()
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return minutes === 0 ? `${hour12} ${suffix}` : `${hour12}:${pad(minutes)} ${suffix}`
}

/** Whole local days from `fromSeconds` to `toSeconds`: 0 today, 1 tomorrow, -1 yesterday. */
export function localDaysBetween(fromSeconds: number, toSeconds: number, utcOffsetSeconds: number): number {
  const day = (s: number) => Math.floor((s + utcOffsetSeconds) / 86_400)
  return day(toSeconds) - day(fromSeconds)
}

/** The device's UTC offset (seconds) at a given moment; it changes with daylight saving time. */
export function deviceUtcOffsetSeconds(unixSeconds: number): number {
  return -new Date(unixSeconds * 1000).getTimezoneOffset() * 60
}

/** Unix seconds of an ISO 8601 time, or null when it does not parse. */
export function isoToUnixSeconds(iso: string): number | null {
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000)
}

/** "+05:30", "-04:00": a UTC offset for people who read the details. */
export function formatUtcOffset(utcOffsetSeconds: number): string {
  const sign = utcOffsetSeconds < 0 ? '-' : '+'
  const abs = Math.abs(utcOffsetSeconds)
  return `UTC${sign}${pad(Math.floor(abs / 3600))}:${pad(Math.floor((abs % 3600) / 60))}`
}
