import { describe, expect, it } from 'vitest'
import type { QuietHours } from '../contracts/alerts'
import { isQuietTime, nextQuietPeriod } from './quiet-hours'

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 21, hour, minute) / 1000
const NIGHT: QuietHours = { start: '22:00', end: '07:00' }
const AFTERNOON: QuietHours = { start: '13:30', end: '15:00' }

describe('isQuietTime', () => {
  it.each<[QuietHours, number, number, boolean]>([
    [NIGHT, at(21, 59), 0, false],
    [NIGHT, at(22), 0, true],
    [NIGHT, at(0), 0, true],
    [NIGHT, at(6, 59), 0, true],
    [NIGHT, at(7), 0, false],
    [NIGHT, at(12), 0, false],
    // 03:00 UTC is 22:00 in New York (UTC-5); 21:00 UTC is 07:00 in Brisbane (UTC+10).
    [NIGHT, at(3), -5 * 3600, true],
    [NIGHT, at(2, 59), -5 * 3600, false],
    [NIGHT, at(21), 10 * 3600, false],
    [NIGHT, at(20, 59), 10 * 3600, true],
    [AFTERNOON, at(13, 29), 0, false],
    [AFTERNOON, at(13, 30), 0, true],
    [AFTERNOON, at(14, 59), 0, true],
    [AFTERNOON, at(15), 0, false],
    [AFTERNOON, at(23), 0, false],
    [null, at(23), 0, false],
  ])('%o at %i (offset %i) → %s', (quietHours, unix, offset, quiet) => {
    expect(isQuietTime(quietHours, unix, offset)).toBe(quiet)
  })
})

describe('nextQuietPeriod', () => {
  it.each<[string, QuietHours, number, number, [number, number] | null]>([
    ['evening, before the night', NIGHT, at(20), 0, [at(22), at(31)]],
    ['during the night: the next night', NIGHT, at(23), 0, [at(46), at(55)]],
    ['at the start minute: the next day', NIGHT, at(22), 0, [at(46), at(55)]],
    ['a daytime range', AFTERNOON, at(9), 0, [at(13, 30), at(15)]],
    // 20:00 in Kolkata (UTC+5:30) is 14:30 UTC; its 22:00 is 16:30 UTC, its 07:00 01:30 UTC.
    ['a half-hour zone', NIGHT, at(14, 30), 5.5 * 3600, [at(16, 30), at(25, 30)]],
    ['none', null, at(20), 0, null],
  ])('%s', (_, quietHours, unix, offset, period) => {
    expect(nextQuietPeriod(quietHours, unix, offset)).toEqual(period === null ? null : { start: period[0], end: period[1] })
  })
})
