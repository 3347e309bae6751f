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

// The dashboard's dates are formatted here rather than with Intl: the first Intl date format
// of a page starts ICU, about 16 ms on a desktop and 60 ms on a slow phone, inside the
// dashboard's first render (decision 012). The app is English; these are en-US's short names.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "Nov 22" of a calendar date (YYYY-MM-DD), whatever the device's zone; the input as given when it is no date. */
export function shortCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  const day = match ? Number(match[3]) : 0
  return month && day >= 1 && day <= 31 ? `${month} ${day}` : date
}

/** "Nov 22, 2026, 14:05" of an ISO 8601 time in the device's time; the input as given when it does not parse. */
export function deviceDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
