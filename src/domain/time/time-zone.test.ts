import { describe, expect, it } from 'vitest'
import { isTimeZone, offsetChanges, zoneOffsetAt } from './time-zone'

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000
const HOUR = 3600

describe('zoneOffsetAt', () => {
  // Offsets from the tz database's rules for each zone (2026).
  it.each([
    ['Asia/Kolkata', '2026-01-15T12:00', 5.5 * HOUR],
    ['Asia/Kolkata', '2026-07-15T12:00', 5.5 * HOUR],
    ['Asia/Kathmandu', '2026-11-25T12:00', 5.75 * HOUR],
    ['Australia/Adelaide', '2026-06-15T12:00', 9.5 * HOUR],
    ['Australia/Adelaide', '2026-12-15T12:00', 10.5 * HOUR],
    ['America/St_Johns', '2026-01-15T12:00', -3.5 * HOUR],
    ['America/St_Johns', '2026-07-15T12:00', -2.5 * HOUR],
    ['America/New_York', '2026-01-15T12:00', -5 * HOUR],
    ['America/New_York', '2026-07-15T12:00', -4 * HOUR],
    ['Europe/London', '2026-01-15T12:00', 0],
    ['Etc/GMT-5', '2026-01-15T12:00', 5 * HOUR],
  ])('%s at %sZ → %i s', (zone, iso, seconds) => {
    expect(zoneOffsetAt(zone)(utc(iso))).toBe(seconds)
  })

  it('changes at the second of the change: New York falls back at 06:00 UTC on 1 Nov 2026', () => {
    const offsetAt = zoneOffsetAt('America/New_York')
    expect(offsetAt(utc('2026-11-01T05:59:59'))).toBe(-4 * HOUR)
    expect(offsetAt(utc('2026-11-01T06:00:00'))).toBe(-5 * HOUR)
  })

  it('rejects a zone the runtime does not know', () => {
    expect(() => zoneOffsetAt('Mars/Olympus_Mons')).toThrow(RangeError)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone('Asia/Kathmandu')).toBe(true)
  })
})

describe('offsetChanges', () => {
  it('is one offset where no change falls inside (Kolkata, 6 days)', () => {
    const from = utc('2026-11-24T00:00')
    expect(offsetChanges('Asia/Kolkata', from, from + 6 * 24 * HOUR)).toEqual([{ from, seconds: 19_800 }])
  })

  it.each([
    // New York: 2:00 EDT → 1:00 EST on Sunday 1 Nov 2026.
    ['America/New_York', '2026-10-31T00:00', '2026-11-01T06:00', -4 * HOUR, -5 * HOUR],
    // Adelaide: 2:00 ACST → 3:00 ACDT on Sunday 4 Oct 2026, i.e. 16:30 UTC the day before.
    ['Australia/Adelaide', '2026-10-02T00:00', '2026-10-03T16:30', 9.5 * HOUR, 10.5 * HOUR],
    // St John's: 2:00 NDT → 1:00 NST on Sunday 1 Nov 2026, i.e. 04:30 UTC.
    ['America/St_Johns', '2026-10-30T00:00', '2026-11-01T04:30', -2.5 * HOUR, -3.5 * HOUR],
    // New York springs forward: 2:00 EST → 3:00 EDT on Sunday 8 Mar 2026.
    ['America/New_York', '2026-03-07T00:00', '2026-03-08T07:00', -5 * HOUR, -4 * HOUR],
  ])('%s from %sZ: the change at %sZ, to the second', (zone, fromIso, changeIso, before, after) => {
    const from = utc(fromIso)
    expect(offsetChanges(zone, from, from + 5 * 24 * HOUR)).toEqual([
      { from, seconds: before },
      { from: utc(changeIso), seconds: after },
    ])
  })
})
