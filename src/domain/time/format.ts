import { EN_US_STYLE, type LocaleStyle } from './locale-style'
import type { UtcOffsetAt } from './utc-offset'
import type { MessageDescriptor, Translate } from '../i18n/locales'

/*
 * The one place that turns moments into the clock, date and UTC-offset texts people read, in
 * a place's own time (its `UtcOffsetAt`; see ./utc-offset.ts and ./time-zone.ts) or the
 * device's (src/lib/time.ts). No Intl here on purpose: the dashboard's first render formats
 * with these, and the first Intl date format of a page starts ICU (decision 012). Names of
 * days and months and the 12-hour clock's AM/PM are messages, written in the reader's language
 * with a `t` (decision 284), else English. The reader's locale picks the clock (12 or 24 hours),
 * the order of day and month and the decimal separator: pass its `LocaleStyle`
 * (./locale-style.ts; in the browser src/lib/locale.ts); without one, en-US's. Unix times and
 * offsets are seconds.
 */

const DAY_SECONDS = 86_400
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/*
 * Day and month names as messages (decision 284): the functions below write them in the reader's
 * words with a `t` (the app's `i18n._`), else in English; the order of day and month and the
 * clock stay the device's (`LocaleStyle`, decision 181).
 */
const DAY_MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'time.day.sunday', message: 'Sunday' },
  /*i18n*/ { id: 'time.day.monday', message: 'Monday' },
  /*i18n*/ { id: 'time.day.tuesday', message: 'Tuesday' },
  /*i18n*/ { id: 'time.day.wednesday', message: 'Wednesday' },
  /*i18n*/ { id: 'time.day.thursday', message: 'Thursday' },
  /*i18n*/ { id: 'time.day.friday', message: 'Friday' },
  /*i18n*/ { id: 'time.day.saturday', message: 'Saturday' },
]
const SHORT_DAY_MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'time.day.short.sunday', message: 'Sun' },
  /*i18n*/ { id: 'time.day.short.monday', message: 'Mon' },
  /*i18n*/ { id: 'time.day.short.tuesday', message: 'Tue' },
  /*i18n*/ { id: 'time.day.short.wednesday', message: 'Wed' },
  /*i18n*/ { id: 'time.day.short.thursday', message: 'Thu' },
  /*i18n*/ { id: 'time.day.short.friday', message: 'Fri' },
  /*i18n*/ { id: 'time.day.short.saturday', message: 'Sat' },
]
const SHORT_MONTH_MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'time.month.short.1', message: 'Jan' },
  /*i18n*/ { id: 'time.month.short.2', message: 'Feb' },
  /*i18n*/ { id: 'time.month.short.3', message: 'Mar' },
  /*i18n*/ { id: 'time.month.short.4', message: 'Apr' },
  /*i18n*/ { id: 'time.month.short.5', message: 'May' },
  /*i18n*/ { id: 'time.month.short.6', message: 'Jun' },
  /*i18n*/ { id: 'time.month.short.7', message: 'Jul' },
  /*i18n*/ { id: 'time.month.short.8', message: 'Aug' },
  /*i18n*/ { id: 'time.month.short.9', message: 'Sep' },
  /*i18n*/ { id: 'time.month.short.10', message: 'Oct' },
  /*i18n*/ { id: 'time.month.short.11', message: 'Nov' },
  /*i18n*/ { id: 'time.month.short.12', message: 'Dec' },
]
const MONTH_MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'time.month.1', message: 'January' },
  /*i18n*/ { id: 'time.month.2', message: 'February' },
  /*i18n*/ { id: 'time.month.3', message: 'March' },
  /*i18n*/ { id: 'time.month.4', message: 'April' },
  /*i18n*/ { id: 'time.month.5', message: 'May' },
  /*i18n*/ { id: 'time.month.6', message: 'June' },
  /*i18n*/ { id: 'time.month.7', message: 'July' },
  /*i18n*/ { id: 'time.month.8', message: 'August' },
  /*i18n*/ { id: 'time.month.9', message: 'September' },
  /*i18n*/ { id: 'time.month.10', message: 'October' },
  /*i18n*/ { id: 'time.month.11', message: 'November' },
  /*i18n*/ { id: 'time.month.12', message: 'December' },
]
const CALENDAR_MONTH = /*i18n*/ { id: 'time.calendarMonth', message: '{month} {year}', comment: '"November 2026"' }

/** A name from `messages` (0-based), in the reader's words; '' outside it. */
const nameAt = (messages: readonly MessageDescriptor[], i: number, t: Translate) => {
  const message = messages[i]
  return message ? t(message) : ''
}

/** The weekday's name ("Sunday", Spanish "domingo") of 0 (Sunday) to 6. */
export const dayName = (day: number, t: Translate) => nameAt(DAY_MESSAGES, day, t)
/** The month's short name ("Nov", Spanish "nov") of 1 to 12. */
export const shortMonthName = (month: number, t: Translate) => nameAt(SHORT_MONTH_MESSAGES, month - 1, t)

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
export function clock12(unixSeconds: number, offsetAt: UtcOffsetAt, t: Translate): string {
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

/** The reader's clock: "4 PM" / "5:30 PM" where it is 12-hour (words with `t`: "4 pm"), "16:00" where it is 24-hour. */
export function clock(unixSeconds: number, offsetAt: UtcOffsetAt, style: LocaleStyle = EN_US_STYLE, t: Translate): string {
  return style.hourCycle === 'h12' ? clock12(unixSeconds, offsetAt, t) : clock24(unixSeconds, offsetAt)
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

/** Local calendar date ("2026-11-22") and weekday ("Sunday"; in the reader's words with `t`). */
export function localDate(unixSeconds: number, offsetAt: UtcOffsetAt, t: Translate): { date: string; dayName: string } {
  const d = wallClock(unixSeconds, offsetAt)
  return { date: d.toISOString().slice(0, 10), dayName: dayName(d.getUTCDay(), t) }
}

/** "Sun, Nov 22" (en-US) or "Sun, 22 Nov"; Spanish with `t`: "dom, 22 nov". */
export function shortDate(unixSeconds: number, offsetAt: UtcOffsetAt, style: LocaleStyle = EN_US_STYLE, t: Translate): string {
  const d = wallClock(unixSeconds, offsetAt)
  return `${nameAt(SHORT_DAY_MESSAGES, d.getUTCDay(), t)}, ${monthAndDay(shortMonthName(d.getUTCMonth() + 1, t), d.getUTCDate(), style)}`
}

/** The weekday's name of a calendar date (YYYY-MM-DD): "Sunday" (Spanish with `t`: "domingo"); '' when it is no date. */
export function calendarDayName(date: string, t: Translate): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  return match ? dayName(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay(), t) : ''
}

/** "Nov 22, 2026, 14:05". */
export function dateAndClock24(unixSeconds: number, offsetAt: UtcOffsetAt): string {
  const d = wallClock(unixSeconds, offsetAt)
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${clock24(unixSeconds, offsetAt)}`
}

/** "Nov 22, 2026, 2:05 PM" (en-US) or "22 Nov 2026, 14:05", by the reader's locale (words with `t`). */
export function dateAndClock(unixSeconds: number, offsetAt: UtcOffsetAt, style: LocaleStyle = EN_US_STYLE, t: Translate): string {
  const d = wallClock(unixSeconds, offsetAt)
  const date = monthAndDay(shortMonthName(d.getUTCMonth() + 1, t), d.getUTCDate(), style)
  const year = style.dateOrder === 'month-day' ? `, ${d.getUTCFullYear()}` : ` ${d.getUTCFullYear()}`
  return `${date}${year}, ${clock(unixSeconds, offsetAt, style, t)}`
}

/** "Nov 22" (en-US) or "22 Nov" of a calendar date (YYYY-MM-DD); the input as given when it is no date. */
export function shortCalendarDate(date: string, style: LocaleStyle = EN_US_STYLE, t: Translate): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const month = match ? shortMonthName(Number(match[2]), t) || undefined : undefined
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

/** "November 2026" (Spanish with `t`: "noviembre de 2026") of a calendar month (YYYY-MM); the input as given when it is no month. */
export function calendarMonth(month: string, t: Translate): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const name = match ? nameAt(MONTH_MESSAGES, Number(match[2]) - 1, t) : ''
  return name && match ? t({ ...CALENDAR_MONTH, values: { month: name, year: match[1] } }) : month
}
