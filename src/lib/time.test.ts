import { describe, expect, it } from 'vitest'
import { clock12, clock24, deviceDateTime, formatUtcOffset, isoToUnixSeconds, localDaysBetween, shortCalendarDate } from './time'

// 2026-11-21 20:00 UTC
const T = Date.UTC(2026, 10, 21, 20, 0) / 1000
const NEW_YORK = -5 * 3600
const KOLKATA = 5.5 * 3600

describe('clock12', () => {
  it.each([
    [T, 0, '8 PM'],
    [T, NEW_YORK, '3 PM'],
    [T, KOLKATA, '1:30 AM'],
    [Date.UTC(2026, 10, 21, 0) / 1000, 0, '12 AM'],
    [Date.UTC(2026, 10, 21, 12) / 1000, 0, '12 PM'],
  ])('%i at %i → %s', (seconds, offset, text) => expect(clock12(seconds, offset)).toBe(text))
})

describe('clock24', () => {
  it('pads hours and minutes in the given offset', () => {
    expect(clock24(T + 5 * 60, NEW_YORK)).toBe('15:05')
    expect(clock24(T, KOLKATA)).toBe('01:30')
  })
})

describe('localDaysBetween', () => {
  it('counts local calendar days, not 24-hour spans', () => {
    // 3 PM and 11 PM the same day in New York; 1 AM the next day.
    expect(localDaysBetween(T, T + 8 * 3600, NEW_YORK)).toBe(0)
    expect(localDaysBetween(T, T + 10 * 3600, NEW_YORK)).toBe(1)
    expect(localDaysBetween(T, T + 10 * 3600, 0)).toBe(1)
  })
})

describe('formatUtcOffset', () => {
  it.each([
    [0, 'UTC+00:00'],
    [NEW_YORK, 'UTC-05:00'],
    [KOLKATA, 'UTC+05:30'],
  ])('%i → %s', (offset, text) => expect(formatUtcOffset(offset)).toBe(text))
})

describe('isoToUnixSeconds', () => {
  it('parses ISO times and rejects others', () => {
    expect(isoToUnixSeconds('2026-11-21T20:00:00Z')).toBe(T)
    expect(isoToUnixSeconds('not a date')).toBeNull()
  })
})

describe('shortCalendarDate', () => {
  it("matches Intl's en-US month and day for every date of a leap year, whatever the device zone", () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' })
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day))
      expect(shortCalendarDate(date.toISOString().slice(0, 10))).toBe(intl.format(date))
    }
  })

  it.each(['nonsense', '2026-13-01', '2026-11-00', '2026-11-22T10:00'])('leaves %s as given', (text) => {
    expect(shortCalendarDate(text)).toBe(text)
  })
})

describe('deviceDateTime', () => {
  it("matches Intl's en-US date and 24-hour time in the device's zone", () => {
    const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    for (const iso of ['2026-11-22T04:05:00Z', '2026-01-01T00:00:00Z', '2026-07-04T23:59:59.999Z']) {
      expect(deviceDateTime(iso)).toBe(`${date.format(new Date(iso))}, ${time.format(new Date(iso))}`)
    }
  })

  it('leaves a time that does not parse as given', () => {
    expect(deviceDateTime('soon')).toBe('soon')
  })
})
