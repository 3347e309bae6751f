import { describe, expect, it } from 'vitest'
import { at, offsetIn } from '../../../tests/support/time-zones'
import type { Owm5Index } from '../aqi/owm5'
import type { LevelReading } from './daily-levels'
import { isGoodDay } from './good-day'
import { isoDate } from './local-days'
import { weeklyReport, weeklyScorePercent } from './weekly-report'

const TZ = 'America/New_York'
const offset = offsetIn(TZ)
/** Saturday 21 November 2026, 18:00 in New York: the week is Sunday 15 to Saturday 21. */
const NOW = at('2026-11-21T18:00', TZ)

const reading = (localIso: string, aqi: Owm5Index, usAqi: number | null = null): LevelReading => ({ time: at(localIso, TZ), aqi, usAqi })

describe('isGoodDay', () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [5, false],
  ] as const)('a day whose worst reading is level %i → %s', (level, good) => {
    expect(isGoodDay(level)).toBe(good)
  })
})

describe('weeklyScorePercent (docs/product.md §Limits: rounded good days over total days)', () => {
  it.each([
    [5, 7, 71],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [0, 4, 0],
    [6, 6, 100],
    [0, 0, null],
  ])('%i of %i → %s', (good, total, percent) => {
    expect(weeklyScorePercent(good, total)).toBe(percent)
  })
})

describe('weeklyReport', () => {
  it('counts the week’s days with readings, good days, and the best and worst day', () => {
    const report = weeklyReport(
      [
        reading('2026-11-14T12:00', 5), // Saturday before: another week
        reading('2026-11-15T09:00', 1, 20),
        reading('2026-11-15T15:00', 2, 45), // Sunday: worst 2 → good
        reading('2026-11-17T10:00', 3, 110), // Tuesday: worst 3 → not good
        reading('2026-11-17T11:00', 1, 30),
        reading('2026-11-18T23:30', 1, 15), // Wednesday, late evening local time (Thursday in UTC)
        reading('2026-11-20T08:00', 4, 160), // Friday: Poor
        reading('2026-11-21T07:00', 2, 60), // Saturday: good
        reading('2026-11-22T01:00', 5), // Sunday after: another week
      ],
      NOW,
      offset,
    )
    expect(isoDate(report.week.firstDay)).toBe('2026-11-15')
    expect(isoDate(report.week.lastDay)).toBe('2026-11-21')
    expect(report.days.map((d) => [isoDate(d.day), d.worstLevel, d.good])).toEqual([
      ['2026-11-15', 2, true],
      ['2026-11-17', 3, false],
      ['2026-11-18', 1, true],
      ['2026-11-20', 4, false],
      ['2026-11-21', 2, true],
    ])
    expect(report).toMatchObject({ readings: 7, goodDays: 3, daysWithReadings: 5, scorePercent: 60 })
    expect(report.bestDay && isoDate(report.bestDay.day)).toBe('2026-11-18')
    expect(report.worstDay && isoDate(report.worstDay.day)).toBe('2026-11-20')
    expect(report.worstDay).toMatchObject({ readings: 1, meanLevel: 4, peakUsAqi: 160 })
  })

  const table: Array<[string, LevelReading[], { best: string | null; worst: string | null; score: number | null }]> = [
    ['no readings', [], { best: null, worst: null, score: null }],
    ['one day only', [reading('2026-11-16T09:00', 1)], { best: null, worst: null, score: 100 }],
    [
      'equal worst levels: the lower mean wins',
      [reading('2026-11-16T09:00', 3), reading('2026-11-16T10:00', 3), reading('2026-11-19T09:00', 3), reading('2026-11-19T10:00', 1)],
      { best: '2026-11-19', worst: '2026-11-16', score: 0 },
    ],
    [
      'equal levels: the US AQI peak decides',
      [reading('2026-11-16T09:00', 2, 70), reading('2026-11-19T09:00', 2, 55)],
      { best: '2026-11-19', worst: '2026-11-16', score: 100 },
    ],
    [
      'days the readings cannot tell apart: neither best nor worst',
      [reading('2026-11-16T09:00', 2), reading('2026-11-19T09:00', 2, 55)],
      { best: null, worst: null, score: 100 },
    ],
    [
      'three days, two alike: the earliest of equals',
      [reading('2026-11-15T09:00', 1), reading('2026-11-16T09:00', 1), reading('2026-11-17T09:00', 4), reading('2026-11-18T09:00', 4)],
      { best: '2026-11-15', worst: '2026-11-17', score: 50 },
    ],
  ]
  it.each(table)('%s', (_name, readings, expected) => {
    const report = weeklyReport(readings, NOW, offset)
    expect({
      best: report.bestDay && isoDate(report.bestDay.day),
      worst: report.worstDay && isoDate(report.worstDay.day),
      score: report.scorePercent,
    }).toEqual(expected)
  })

  it('starts a new week on Sunday at local midnight', () => {
    const readings = [reading('2026-11-21T23:00', 4)]
    expect(weeklyReport(readings, at('2026-11-21T23:59', TZ), offset).daysWithReadings).toBe(1)
    expect(weeklyReport(readings, at('2026-11-22T00:00', TZ), offset).daysWithReadings).toBe(0)
  })
})
