import { describe, expect, it } from 'vitest'
import { clock12, clock24, formatUtcOffset, isoToUnixSeconds, localDaysBetween } from './time'

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
