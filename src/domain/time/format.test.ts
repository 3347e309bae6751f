import { describe, expect, it } from 'vitest'
import {
  calendarMonth,
  clock,
  clock12,
  clock24,
  dateAndClock,
  dateAndClock24,
  decimal,
  localDate,
  localDaysBetween,
  localSecondsOfDay,
  shortCalendarDate,
  shortDate,
  utcOffsetLabel,
} from './format'
import { EN_US_STYLE, localeStyleFor } from './locale-style'
import { zoneOffsetAt } from './time-zone'
import { fixedOffset } from './utc-offset'
import { english } from '../i18n/locales'

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000
const HOUR = 3600
// 2026-11-21 20:00 UTC
const T = utc('2026-11-21T20:00')
const NEW_YORK = fixedOffset(-5 * HOUR)
const KOLKATA = fixedOffset(5.5 * HOUR)

describe('clock12', () => {
  it.each([
    [T, 0, '8 PM'],
    [T, -5 * HOUR, '3 PM'],
    [T, 5.5 * HOUR, '1:30 AM'],
    [utc('2026-11-21T00:00'), 0, '12 AM'],
    [utc('2026-11-21T12:00'), 0, '12 PM'],
    [utc('2026-11-21T09:45'), 0, '9:45 AM'],
    [0, -HOUR, '11 PM'],
  ])('%i at %i → %s', (seconds, offset, text) => expect(clock12(seconds, fixedOffset(offset), english)).toBe(text))

  it.each([
    ['Asia/Kolkata', '2026-11-25T08:00', '1:30 PM'],
    ['Asia/Kathmandu', '2026-11-25T08:00', '1:45 PM'],
    ['Australia/Adelaide', '2026-11-25T08:00', '6:30 PM'],
    ['Australia/Adelaide', '2026-06-25T08:00', '5:30 PM'],
    ['America/St_Johns', '2026-11-25T12:00', '8:30 AM'],
    ['America/St_Johns', '2026-07-25T12:00', '9:30 AM'],
  ])('in %s, %sZ → %s', (zone, iso, text) => expect(clock12(utc(iso), zoneOffsetAt(zone), english)).toBe(text))

  it('reads each hour with its own offset across a daylight-saving change (New York, 1 Nov 2026)', () => {
    const newYork = zoneOffsetAt('America/New_York')
    const hours = ['04:00', '05:00', '06:00', '07:00'].map((h) => clock12(utc(`2026-11-01T${h}`), newYork, english))
    expect(hours).toEqual(['12 AM', '1 AM', '1 AM', '2 AM'])
  })
})

describe('clock24', () => {
  it('pads hours and minutes in the given offset', () => {
    expect(clock24(T + 5 * 60, NEW_YORK)).toBe('15:05')
    expect(clock24(T, KOLKATA)).toBe('01:30')
  })
})

describe('local days', () => {
  it('counts local calendar days, not 24-hour spans', () => {
    // 3 PM and 11 PM the same day in New York; 1 AM the next day.
    expect(localDaysBetween(T, T + 8 * HOUR, NEW_YORK)).toBe(0)
    expect(localDaysBetween(T, T + 10 * HOUR, NEW_YORK)).toBe(1)
    expect(localDaysBetween(T, T + 10 * HOUR, fixedOffset(0))).toBe(1)
  })

  it('puts midnight where the place has it across a change (Adelaide springs forward on 4 Oct 2026)', () => {
    const adelaide = zoneOffsetAt('Australia/Adelaide')
    // 13:29 UTC on 3 Oct is 23:59 ACST; 13:30 UTC is the next day's 00:00.
    expect(localDate(utc('2026-10-03T14:29'), adelaide, english)).toEqual({ date: '2026-10-03', dayName: 'Saturday' })
    expect(localDate(utc('2026-10-03T14:30'), adelaide, english)).toEqual({ date: '2026-10-04', dayName: 'Sunday' })
    // After the change (ACDT, +10:30) midnight is 13:30 UTC.
    expect(localDate(utc('2026-10-04T13:29'), adelaide, english).date).toBe('2026-10-04')
    expect(localDate(utc('2026-10-04T13:30'), adelaide, english).date).toBe('2026-10-05')
    expect(localSecondsOfDay(utc('2026-10-04T13:45'), adelaide)).toBe(15 * 60)
  })

  it('keeps seconds of the day in 0-86399 before 1970 and at negative offsets', () => {
    expect(localSecondsOfDay(0, fixedOffset(-HOUR))).toBe(23 * HOUR)
    expect(localSecondsOfDay(-1, fixedOffset(0))).toBe(86_399)
  })
})

describe('dates', () => {
  it('formats short dates and date-times in the given offset', () => {
    expect(shortDate(utc('2026-11-22T03:00'), NEW_YORK, undefined, english)).toBe('Sat, Nov 21')
    expect(shortDate(utc('2026-11-22T03:00'), fixedOffset(0), undefined, english)).toBe('Sun, Nov 22')
    expect(dateAndClock24(utc('2026-11-22T03:05'), KOLKATA)).toBe('Nov 22, 2026, 08:35')
  })

  it("matches Intl's en-US month and day for every date of a leap year", () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' })
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day))
      expect(shortCalendarDate(date.toISOString().slice(0, 10), undefined, english)).toBe(intl.format(date))
      expect(shortDate(date.getTime() / 1000, fixedOffset(0), undefined, english)).toBe(weekday.format(date))
    }
  })

  it.each(['nonsense', '2026-13-01', '2026-11-00', '2026-11-22T10:00'])('leaves %s as given', (text) => {
    expect(shortCalendarDate(text, undefined, english)).toBe(text)
  })
})

describe('utcOffsetLabel', () => {
  it.each([
    [0, 'UTC'],
    [-5 * HOUR, 'UTC-5'],
    [5.5 * HOUR, 'UTC+5:30'],
    [5.75 * HOUR, 'UTC+5:45'],
    [-3.5 * HOUR, 'UTC-3:30'],
    [10.5 * HOUR, 'UTC+10:30'],
  ])('%i → %s', (offset, text) => expect(utcOffsetLabel(offset)).toBe(text))

  it("matches Intl's shortOffset names away from UTC (GMT read as UTC)", () => {
    for (const zone of ['Asia/Kathmandu', 'America/St_Johns', 'America/New_York', 'Australia/Adelaide']) {
      const when = new Date(Date.UTC(2026, 0, 15))
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
        .formatToParts(when)
        .find((p) => p.type === 'timeZoneName')?.value
      expect(utcOffsetLabel(zoneOffsetAt(zone)(when.getTime() / 1000))).toBe(name?.replace('GMT', 'UTC'))
    }
  })
})

describe('calendarMonth', () => {
  it.each([
    ['2026-11', 'November 2026'],
    ['2027-01', 'January 2027'],
    ['2026-13', '2026-13'],
    ['soon', 'soon'],
  ])('%s → %s', (month, text) => {
    expect(calendarMonth(month, english)).toBe(text)
  })
})

describe("the reader's locale (passed explicitly: tests do not depend on the machine's)", () => {
  const US = localeStyleFor(['en-US'])
  const GB = localeStyleFor(['en-GB'])
  const DE = localeStyleFor(['de-DE'])
  // 2026-11-21 20:00 UTC is 15:00 in New York.
  it.each([
    ['en-US', US, '3 PM', 'Sat, Nov 21', 'Nov 21, 2026, 3 PM', 'Nov 22', '12.5'],
    ['en-GB', GB, '15:00', 'Sat, 21 Nov', '21 Nov 2026, 15:00', '22 Nov', '12.5'],
    ['de-DE', DE, '15:00', 'Sat, 21 Nov', '21 Nov 2026, 15:00', '22 Nov', '12,5'],
  ])('%s', (_locale, style, clockText, dateText, both, calendar, number) => {
    expect(clock(T, NEW_YORK, style, english)).toBe(clockText)
    expect(shortDate(T, NEW_YORK, style, english)).toBe(dateText)
    expect(dateAndClock(T, NEW_YORK, style, english)).toBe(both)
    expect(shortCalendarDate('2026-11-22', style, english)).toBe(calendar)
    expect(decimal(12.46, 1, style)).toBe(number)
  })

  it("is en-US's without a style", () => {
    expect(clock(T, NEW_YORK, undefined, english)).toBe('3 PM')
    expect(shortCalendarDate('2026-11-22', undefined, english)).toBe('Nov 22')
    expect(decimal(0.5, 2)).toBe('0.50')
  })
})

describe('day and month names in the reader\'s words (decision 284)', () => {
  // A stand-in Spanish: the ids of the messages, to their Spanish, as the catalog has them.
  const SPANISH: Record<string, string> = {
    'time.day.short.sunday': 'dom', 'time.month.short.11': 'nov', 'time.month.11': 'noviembre', 'time.calendarMonth': '{month} de {year}',
    'time.clock12.pm': '{time} pm', 'time.day.sunday': 'domingo',
  }
  const t = (d: { id: string; message?: string; values?: Record<string, unknown> }) =>
    (SPANISH[d.id] ?? d.message ?? d.id).replace(/\{(\w+)\}/g, (_w, k: string) => String(d.values?.[k]))
  const SUNDAY_2PM = Date.UTC(2026, 10, 22, 14, 5) / 1000
  const utc = () => 0

  it('writes them with a Translate, and English without one', () => {
    expect(shortDate(SUNDAY_2PM, utc, { ...EN_US_STYLE, dateOrder: 'day-month' }, t)).toBe('dom, 22 nov')
    expect(shortDate(SUNDAY_2PM, utc, undefined, english)).toBe('Sun, Nov 22')
    expect(calendarMonth('2026-11', t)).toBe('noviembre de 2026')
    expect(calendarMonth('2026-11', english)).toBe('November 2026')
    expect(localDate(SUNDAY_2PM, utc, t).dayName).toBe('domingo')
    expect(dateAndClock(SUNDAY_2PM, utc, EN_US_STYLE, t)).toBe('nov 22, 2026, 2:05 pm')
    expect(shortCalendarDate('2026-11-22', { ...EN_US_STYLE, dateOrder: 'day-month' }, t)).toBe('22 nov')
  })
})
