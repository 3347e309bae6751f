import { describe, expect, it } from 'vitest'
import { at, offsetIn } from '../../../tests/support/time-zones'
import { daysEndingToday, daysOf, instantsCovering, isoDate, localDay, weekContaining, weekdayName } from './local-days'

const NEW_YORK = 'America/New_York'
const weekOf = (localIso: string, timeZone: string) => {
  const { firstDay, lastDay } = weekContaining(at(localIso, timeZone), offsetIn(timeZone))
  return [isoDate(firstDay), isoDate(lastDay), weekdayName(firstDay), weekdayName(lastDay)]
}

describe('weekContaining: Sunday to Saturday in local time', () => {
  it.each([
    ['a Saturday afternoon', '2026-11-21T15:00', NEW_YORK, ['2026-11-15', '2026-11-21']],
    ['Saturday 23:59 in New York (already Sunday in UTC)', '2026-11-21T23:59', NEW_YORK, ['2026-11-15', '2026-11-21']],
    ['Sunday 00:00 in New York', '2026-11-22T00:00', NEW_YORK, ['2026-11-22', '2026-11-28']],
    ['a Wednesday', '2026-11-18T08:00', NEW_YORK, ['2026-11-15', '2026-11-21']],
    ['Sunday 00:30 in Tokyo (still Saturday in UTC)', '2026-11-22T00:30', 'Asia/Tokyo', ['2026-11-22', '2026-11-28']],
    ['Saturday 23:30 in Kolkata (+05:30)', '2026-11-21T23:30', 'Asia/Kolkata', ['2026-11-15', '2026-11-21']],
    ['the Sunday clocks go back in New York', '2026-11-01T01:30', NEW_YORK, ['2026-11-01', '2026-11-07']],
    ['the Saturday before clocks go forward in London', '2027-03-27T23:30', 'Europe/London', ['2027-03-21', '2027-03-27']],
    ['a week across a new year', '2026-12-31T12:00', 'UTC', ['2026-12-27', '2027-01-02']],
  ])('%s', (_name, localIso, timeZone, [first, last]) => {
    expect(weekOf(localIso, timeZone)).toEqual([first, last, 'Sunday', 'Saturday'])
  })
})

describe('localDay', () => {
  it('puts a moment on its local date, across a DST change', () => {
    const offset = offsetIn(NEW_YORK)
    // 2026-11-01: 01:30 happens twice in New York; both are on 1 November.
    const firstOneThirty = at('2026-11-01T01:30', NEW_YORK)
    expect(isoDate(localDay(firstOneThirty, offset))).toBe('2026-11-01')
    expect(isoDate(localDay(firstOneThirty + 3600, offset))).toBe('2026-11-01')
    expect(isoDate(localDay(at('2026-11-01T23:59', NEW_YORK), offset))).toBe('2026-11-01')
    expect(isoDate(localDay(at('2026-11-02T00:00', NEW_YORK), offset))).toBe('2026-11-02')
  })
})

describe('ranges', () => {
  it('lists the last 7 days ending today, oldest first', () => {
    const range = daysEndingToday(at('2026-11-21T10:00', NEW_YORK), offsetIn(NEW_YORK), 7)
    expect(daysOf(range).map(isoDate)).toEqual([
      '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21',
    ])
  })

  it('covers every instant of the local days, whatever the offset', () => {
    const week = weekContaining(at('2026-11-18T12:00', 'Pacific/Kiritimati'), offsetIn('Pacific/Kiritimati'))
    const { fromSeconds, toSeconds } = instantsCovering(week)
    expect(fromSeconds).toBeLessThanOrEqual(at('2026-11-15T00:00', 'Pacific/Kiritimati'))
    expect(toSeconds).toBeGreaterThanOrEqual(at('2026-11-21T23:59', 'Pacific/Kiritimati'))
    const honolulu = weekContaining(at('2026-11-18T12:00', 'Pacific/Honolulu'), offsetIn('Pacific/Honolulu'))
    expect(instantsCovering(honolulu).toSeconds).toBeGreaterThanOrEqual(at('2026-11-21T23:59', 'Pacific/Honolulu'))
  })
})
