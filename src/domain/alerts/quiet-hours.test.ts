import { describe, expect, it } from 'vitest'
import type { QuietHours } from '../contracts/alerts'
import { isQuietTime, nextQuietPeriod } from './quiet-hours'

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000
const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 21, hour, minute) / 1000
const NIGHT: QuietHours = { start: '22:00', end: '07:00' }
const AFTERNOON: QuietHours = { start: '13:30', end: '15:00' }

describe('isQuietTime', () => {
  it.each<[QuietHours, number, string, boolean]>([
    [NIGHT, at(21, 59), 'UTC', false],
    [NIGHT, at(22), 'UTC', true],
    [NIGHT, at(0), 'UTC', true],
    [NIGHT, at(6, 59), 'UTC', true],
    [NIGHT, at(7), 'UTC', false],
    [NIGHT, at(12), 'UTC', false],
    // 03:00 UTC is 22:00 in New York (UTC-5); 21:00 UTC is 07:00 in Brisbane (UTC+10).
    [NIGHT, at(3), 'America/New_York', true],
    [NIGHT, at(2, 59), 'America/New_York', false],
    [NIGHT, at(21), 'Australia/Brisbane', false],
    [NIGHT, at(20, 59), 'Australia/Brisbane', true],
    [AFTERNOON, at(13, 29), 'UTC', false],
    [AFTERNOON, at(13, 30), 'UTC', true],
    [AFTERNOON, at(14, 59), 'UTC', true],
    [AFTERNOON, at(15), 'UTC', false],
    [AFTERNOON, at(23), 'UTC', false],
    [null, at(23), 'UTC', false],
  ])('%o at %i in %s → %s', (quietHours, unix, zone, quiet) => {
    expect(isQuietTime(quietHours, unix, zone)).toBe(quiet)
  })

  // Quiet hours 22:00-07:00 begin and end on the place's own clock.
  it.each([
    // India, UTC+5:30: 22:00 is 16:30 UTC, 07:00 is 01:30 UTC.
    ['Asia/Kolkata', '2026-11-25T16:29', false],
    ['Asia/Kolkata', '2026-11-25T16:30', true],
    ['Asia/Kolkata', '2026-11-26T01:29', true],
    ['Asia/Kolkata', '2026-11-26T01:30', false],
    // Nepal, UTC+5:45: 22:00 is 16:15 UTC.
    ['Asia/Kathmandu', '2026-11-25T16:14', false],
    ['Asia/Kathmandu', '2026-11-25T16:15', true],
    // Adelaide in summer, UTC+10:30: 07:00 is 20:30 UTC the day before.
    ['Australia/Adelaide', '2026-11-25T20:29', true],
    ['Australia/Adelaide', '2026-11-25T20:30', false],
    // Adelaide in winter, UTC+9:30: 07:00 is 21:30 UTC.
    ['Australia/Adelaide', '2026-06-25T21:29', true],
    ['Australia/Adelaide', '2026-06-25T21:30', false],
    // Newfoundland, UTC-3:30: 22:00 is 01:30 UTC; in summer (UTC-2:30) it is 00:30 UTC.
    ['America/St_Johns', '2026-11-26T01:29', false],
    ['America/St_Johns', '2026-11-26T01:30', true],
    ['America/St_Johns', '2026-07-26T00:30', true],
    // New York falls back on 1 Nov 2026: 07:00 is 11:00 UTC the day before, 12:00 UTC that day.
    ['America/New_York', '2026-10-31T10:59', true],
    ['America/New_York', '2026-10-31T11:00', false],
    ['America/New_York', '2026-11-01T11:30', true],
    ['America/New_York', '2026-11-01T12:00', false],
  ])('in %s at %sZ → quiet %s', (zone, iso, quiet) => {
    expect(isQuietTime(NIGHT, utc(iso), zone)).toBe(quiet)
  })
})

describe('nextQuietPeriod', () => {
  it.each<[string, QuietHours, number, string, [number, number] | null]>([
    ['evening, before the night', NIGHT, at(20), 'UTC', [at(22), at(31)]],
    ['during the night: the next night', NIGHT, at(23), 'UTC', [at(46), at(55)]],
    ['at the start minute: the next day', NIGHT, at(22), 'UTC', [at(46), at(55)]],
    ['a daytime range', AFTERNOON, at(9), 'UTC', [at(13, 30), at(15)]],
    // 20:00 in Kolkata (UTC+5:30) is 14:30 UTC; its 22:00 is 16:30 UTC, its 07:00 01:30 UTC.
    ['a half-hour zone', NIGHT, at(14, 30), 'Asia/Kolkata', [at(16, 30), at(25, 30)]],
    ['none', null, at(20), 'UTC', null],
  ])('%s', (_, quietHours, unix, timeZone, period) => {
    expect(nextQuietPeriod(quietHours, unix, timeZone)).toEqual(period === null ? null : { start: period[0], end: period[1] })
  })
})
