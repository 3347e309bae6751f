import { EN_US_STYLE, type LocaleStyle } from './locale-style'
import type { UtcOffsetAt } from './utc-offset'
import { english, type MessageDescriptor, type Translate } from '../i18n/locales'

/*
 * The one place that turns moments into the clock, date and UTC-offset texts people read, in
 * a place's own time (its `UtcOffsetAt`; see ./utc-offset.ts and ./time-zone.ts) or the
 * device's (src/lib/time.ts). No Intl here on purpose: the dashboard's first render formats
 * with these, and the first Intl date format of a page starts ICU (decision 012). The app is
 * English; names are en-US's. The reader's locale picks the clock (12 or 24 hours), the order
 * of day and month and the decimal separator: pass its `LocaleStyle` (./locale-style.ts; in
 * the browser src/lib/locale.ts); without one, en-US's. Unix times and offsets are seconds.
 */

const DAY_SECONDS = 86_400
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** The local wall clock as a Date whose UTC fields read it. */
function wallClock(unixSeconds: number, offsetAt: UtcOffsetAt): Date {
  return new Date((unixSeconds + offsetAt(unixSeconds)) * 1000)
}

/** A 12-hour clock's morning and afternoon ("4 PM"; Spanish "4 p. m."; decision 282). */
const CLOCK12_MESSAGES = {
  am: /*i18n*/ { id: 'time.clock12.am', message: '{time} AM' },
  pm: /*i18n*/ { id: 'time.clock12.pm', message: '{time} PM' },
} as const satisfies Record<string, MessageDescriptor>

/**
 * "4 PM", "12 AM", or "5:30 PM" where the minutes are not zero (half- and quarter-hour zones);
 * in the reader's words with `t` ("4 p. m."). `hour` (1-12) is there for a language's article.
 */
export function clock12(unixSeconds: number, offsetAt: UtcOffsetAt, t: Translate = english): string {
  const d = wallClock(unixSeconds, offsetAt)
  const hours = d.getUTCHours()
  const minutes = d.getUTCMinutes()
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  const time = minutes === 0 ? `${hour12}` : `${hour12}:${pad(minutes)}`
  return t({ ...CLOCK12_MESSAGES[hours < 12 ? 'am' : 'pm'], values: { time, hour: hour12 } })
}

/** "14:05" (24-hour). */
export function clock24(unixSeconds: number, offsetAt: UtcOffsetAt): string {
  const d = wallClock(unixSeconds, offsetAt)
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/** The reader's clock: "4 PM" / "5:30 PM" where it is 12-hour, "16:00" where it is 24-hour. */
export function clock(unixSeconds: number, offsetAt: UtcOffsetAt, style: LocaleStyle = EN_US_STYLE): string {
  return style.hourCycle === 'h12' ? clock12(unixSeconds, offsetAt) : clock24(unixSeconds, offsetAt)
}

/** "Nov 22" or "22 Nov" by the reader's locale. */
function monthAndDay(month: string, day: number, style: LocaleStyle): string {
  return style.dateOrder === 'month-day' ? `${month} ${day}` : `${day} ${month}`
}

/** Seconds since local midnight, 0-86399. */
export function localSecondsOfDay(unixSeconds: number, offsetAt: UtcOffsetAt): number {
  const local = unixSeconds + offsetAt(unixSeconds)
  return ((local % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS
}

/** Whole local days from `fromSeconds` to `toSeconds`: 0 today, 1 tomorrow, -1 yesterday. */
export function localDaysBetween(fromSeconds: number, toSeconds: number, offsetAt: UtcOffsetAt): number {
  const day = (s: number) => Math.floor((s + offsetAt(s)) / DAY_SECONDS)
  return day(toSeconds) - day(fromSeconds)
}

/** Local calendar date ("2026-11-22") and weekday ("Sunday"). */
export function localDate(unixSeconds: number, offsetAt: UtcOffsetAt): { date: string; dayName: string } {
  const d = wallClock(unixSeconds, offsetAt)
  return { date: d.toISOString().slice(0, 10), dayName: DAY_NAMES[d.getUTCDay()] ?? 'Sunday' }
}

/** "Sun, Nov 22" (en-US) or "Sun, 22 Nov". */
export function shortDate(unixSeconds: number, offsetAt: UtcOffsetAt, style: LocaleStyle = EN_US_STYLE): string {
  const d = wallClock(unixSeconds, offsetAt)
  return `${DAY_NAMES[d.getUTCDay()]?.slice(0, 3)}, ${monthAndDay(MONTHS[d.getUTCMonth()] ?? '', d.getUTCDate(), style)}`
}

/** "Nov 22, 2026, 14:05". */
export function dateAndClock24(unixSeconds: number, offsetAt: UtcOffsetAt): string {
  const d = wallClock(unixSeconds, offsetAt)
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${clock24(unixSeconds, offsetAt)}`
}

/** "Nov 22, 2026, 2:05 PM" (en-US) or "22 Nov 2026, 14:05", by the reader's locale. */
export function dateAndClock(unixSeconds: number, offsetAt: UtcOffsetAt, style: LocaleStyle = EN_US_STYLE): string {
  const d = wallClock(unixSeconds, offsetAt)
  const date = monthAndDay(MONTHS[d.getUTCMonth()] ?? '', d.getUTCDate(), style)
  const year = style.dateOrder === 'month-day' ? `, ${d.getUTCFullYear()}` : ` ${d.getUTCFullYear()}`
  return `${date}${year}, ${clock(unixSeconds, offsetAt, style)}`
}

/** "Nov 22" (en-US) or "22 Nov" of a calendar date (YYYY-MM-DD); the input as given when it is no date. */
export function shortCalendarDate(date: string, style: LocaleStyle = EN_US_STYLE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  const day = match ? Number(match[3]) : 0
  return month && day >= 1 && day <= 31 ? monthAndDay(month, day, style) : date
}

/** A number with `fractionDigits` decimals and the reader's separator: "12.5" or "12,5". */
export function decimal(value: number, fractionDigits: number, style: LocaleStyle = EN_US_STYLE): string {
  const text = value.toFixed(fractionDigits)
  return style.decimalSeparator === ',' ? text.replace('.', ',') : text
}

/**
 * "UTC", "UTC-5", "UTC+5:30", "UTC+5:45": Intl's `shortOffset` style with UTC for GMT, and
 * an ASCII minus so the text survives the PDF export's WinAnsi encoding.
 */
export function utcOffsetLabel(offsetSeconds: number): string {
  if (offsetSeconds === 0) return 'UTC'
  const sign = offsetSeconds < 0 ? '-' : '+'
  const minutes = Math.round(Math.abs(offsetSeconds) / 60)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${pad(rest)}`}`
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

/** "November 2026" of a calendar month (YYYY-MM); the input as given when it is no month. */
export function calendarMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined
  return name && match ? `${name} ${match[1]}` : month
}
