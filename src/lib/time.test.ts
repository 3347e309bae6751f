import { describe, expect, it } from 'vitest'
import { localeStyleFor } from '../domain/time/locale-style'
import { deviceDateTime, deviceUtcOffsetSeconds, isoToUnixSeconds } from './time'

// 2026-11-21 20:00 UTC
const T = Date.UTC(2026, 10, 21, 20, 0) / 1000

describe('isoToUnixSeconds', () => {
  it('parses ISO times and rejects others', () => {
    expect(isoToUnixSeconds('2026-11-21T20:00:00Z')).toBe(T)
    expect(isoToUnixSeconds('not a date')).toBeNull()
  })
})

describe('deviceUtcOffsetSeconds', () => {
  it("is the device zone's offset at each moment", () => {
    for (const iso of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      const date = new Date(iso)
      expect(deviceUtcOffsetSeconds(date.getTime() / 1000)).toBe(-date.getTimezoneOffset() * 60)
    }
  })
})

describe('deviceDateTime', () => {
  it("matches Intl's en-GB date and 24-hour time in the device's zone for a 24-hour locale", () => {
    const style = localeStyleFor(['en-GB'])
    const date = new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric', year: 'numeric' })
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    for (const iso of ['2026-11-22T04:05:00Z', '2026-01-01T00:00:00Z', '2026-07-04T23:59:59.999Z']) {
      expect(deviceDateTime(iso, style)).toBe(`${date.format(new Date(iso))}, ${time.format(new Date(iso))}`)
    }
  })

  it("matches Intl's en-US date and 12-hour time for en-US", () => {
    const style = localeStyleFor(['en-US'])
    const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })
    // Minutes not zero: the app's clock leaves ":00" out ("4 PM"), Intl's 2-digit minute does not.
    for (const iso of ['2026-11-22T04:05:00Z', '2026-07-04T23:59:59.999Z']) {
      expect(deviceDateTime(iso, style)).toBe(`${date.format(new Date(iso))}, ${time.format(new Date(iso))}`)
    }
  })

  it('leaves a time that does not parse as given', () => {
    expect(deviceDateTime('soon')).toBe('soon')
  })
})
