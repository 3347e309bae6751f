import { describe, expect, it } from 'vitest'
import { at, offsetIn } from '../../../tests/support/time-zones'
import type { Owm5Index } from '../aqi/owm5'
import { weekContaining } from './local-days'
import { daysWithChecks, weeklyWins } from './wins'
import { english } from '../i18n/locales'
import { weeklyReport } from './weekly-report'

const TZ = 'America/New_York'
const offset = offsetIn(TZ)
const NOW = at('2026-11-21T18:00', TZ)

function reportOf(levels: Array<Owm5Index | null>) {
  const readings = levels.flatMap((aqi, i) => (aqi === null ? [] : [{ time: at(`2026-11-${15 + i}T12:00`, TZ), aqi, usAqi: null }]))
  return weeklyReport(readings, NOW, offset)
}

describe('weeklyWins', () => {
  it.each([
    ['nothing yet', [], 0, 0, []],
    [
      'good days, nothing Poor, cleaner air, checks and a streak',
      [3, null, 2, 1],
      2,
      4,
      [
        'Good air on 2 of 3 days with readings',
        'No Poor or Very Poor readings this week',
        'The air got cleaner: from Moderate on Sunday to Good on Wednesday, on average',
        'You checked your air on 2 days this week',
        'A 4-check streak and counting',
      ],
    ],
    ['one Poor day and one check', [4], 1, 1, ['You checked your air on 1 day this week']],
    ['a good day, worse later', [1, 4], 0, 0, ['Good air on 1 of 2 days with readings']],
  ] as const)('%s', (_name, levels, checkDays, streak, wins) => {
    expect(weeklyWins({ report: reportOf([...levels]), checkDays, streak }, english)).toEqual(wins)
  })
})

describe('daysWithChecks', () => {
  it('counts the local days of the week with a check', () => {
    const week = weekContaining(NOW, offset)
    const checks = [
      at('2026-11-14T23:00', TZ), // the week before
      at('2026-11-15T08:00', TZ),
      at('2026-11-15T20:00', TZ), // same day
      at('2026-11-18T23:30', TZ), // Thursday in UTC, Wednesday in New York
      at('2026-11-21T17:00', TZ),
    ]
    expect(daysWithChecks(checks, week, offset)).toBe(3)
  })
})
