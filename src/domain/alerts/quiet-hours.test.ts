import { describe, expect, it } from 'vitest'
import type { QuietHours } from '../contracts/alerts'
import { isQuietTime } from './quiet-hours'

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
