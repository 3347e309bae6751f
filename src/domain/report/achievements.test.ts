import { describe, expect, it } from 'vitest'
import { at, offsetIn } from '../../../tests/support/time-zones'
import type { Owm5Index } from '../aqi/owm5'
import { longestStreak, weeklyAchievements } from './achievements'
import { weeklyReport, type WeeklyReport } from './weekly-report'
import { english } from '../i18n/locales'

const TZ = 'America/New_York'
const NOW = at('2026-11-21T18:00', TZ)
const HOUR = 3600

/** A report with one reading per given level on consecutive days from Sunday. */
function reportOf(levels: Owm5Index[]): WeeklyReport {
  const readings = levels.map((aqi, i) => ({ time: at(`2026-11-${15 + i}T12:00`, TZ), aqi, usAqi: null }))
  return weeklyReport(readings, NOW, offsetIn(TZ))
}

const earned = (input: Parameters<typeof weeklyAchievements>[0]) =>
  weeklyAchievements(input, english).filter((a) => a.earned).map((a) => a.name)

describe('longestStreak', () => {
  it.each([
    ['no checks', [], 0],
    ['one check', [0], 1],
    ['checks within the hour count once', [0, 600, 1800], 1],
    ['checks more than an hour apart', [0, HOUR + 1, 2 * HOUR + 2], 3],
    ['a 48-hour gap starts again; the longer run counts', [0, 2 * HOUR, 4 * HOUR, 60 * HOUR, 62 * HOUR], 3],
    ['any order', [4 * HOUR, 0, 2 * HOUR], 3],
  ])('%s → %i', (_name, times, streak) => {
    expect(longestStreak(times)).toBe(streak)
  })
})

describe('weeklyAchievements', () => {
  it('lists every achievement, none earned on a new device', () => {
    const all = weeklyAchievements({ report: reportOf([]), totalChecks: 0, streak: 0, checkTimes: [] }, english)
    expect(all.map((a) => [a.name, a.earned])).toEqual([
      ['First Check', false],
      ['3-Check Streak', false],
      ['7-Check Streak', false],
      ['14-Check Streak', false],
      ['30-Check Streak', false],
      ['Full Week', false],
      ['Clean Air Week', false],
    ])
    expect(all.every((a) => a.description.length > 0)).toBe(true)
  })

  it.each([
    ['one check', { report: reportOf([]), totalChecks: 1, streak: 1, checkTimes: [NOW] }, ['First Check']],
    [
      'a 3-check streak from the kept checks, even after it reset',
      { report: reportOf([]), totalChecks: 3, streak: 0, checkTimes: [0, 2 * HOUR, 4 * HOUR] },
      ['First Check', '3-Check Streak'],
    ],
    [
      'a stored streak of 7 whose early checks are no longer kept',
      { report: reportOf([]), totalChecks: 9, streak: 7, checkTimes: [NOW] },
      ['First Check', '3-Check Streak', '7-Check Streak'],
    ],
    [
      'three good days: a clean air week',
      { report: reportOf([1, 2, 1]), totalChecks: 3, streak: 1, checkTimes: [] },
      ['First Check', 'Clean Air Week'],
    ],
    ['two good days are not yet a week', { report: reportOf([1, 2]), totalChecks: 0, streak: 0, checkTimes: [] }, []],
    ['one Moderate day spoils it', { report: reportOf([1, 3, 1]), totalChecks: 0, streak: 0, checkTimes: [] }, []],
    [
      'readings on all seven days',
      { report: reportOf([1, 1, 3, 1, 1, 1, 1]), totalChecks: 0, streak: 0, checkTimes: [] },
      ['Full Week'],
    ],
  ])('%s', (_name, input, names) => {
    expect(earned(input)).toEqual(names)
  })
})
